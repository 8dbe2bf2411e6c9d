import { describe, expect, it } from 'vitest';
import { PricePath, YEAR_MS } from './pricePath.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

const walk = (path: PricePath, steps: number, dtMs: number) => Array.from({ length: steps }, () => path.next(dtMs));

const realisedVolatility = (prices: readonly string[], dtMs: number) => {
  const returns = prices.slice(1).map((p, i) => Math.log(Number(p) / Number(prices[i])));
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance * (YEAR_MS / dtMs));
};

describe('PricePath', () => {
  it('is deterministic for a seed', () => {
    const a = walk(new PricePath(1, '67000.00', 0.6, 2), 1000, MINUTE);
    const b = walk(new PricePath(1, '67000.00', 0.6, 2), 1000, MINUTE);
    const c = walk(new PricePath(2, '67000.00', 0.6, 2), 1000, MINUTE);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('answers decimal strings at the market scale', () => {
    const path = new PricePath(3, '0.15000', 1.2, 5);
    for (const price of walk(path, 200, 1000)) expect(price).toMatch(/^\d+\.\d{5}$/);
    expect(new PricePath(3, '67000', 0.6, 0).next(1000)).toMatch(/^\d+$/);
  });

  it('stays put when no time passes or the clock steps back', () => {
    const path = new PricePath(4, '3500.00', 0.75, 2);
    expect(path.next(0)).toBe('3500.00');
    expect(path.next(-5000)).toBe('3500.00');
  });

  it('is always positive, at least one tick, even for a tiny coin at extreme volatility', () => {
    const path = new PricePath(5, '0.0002', 5, 4);
    for (const price of walk(path, 5_000, DAY)) expect(Number(price)).toBeGreaterThanOrEqual(0.0001);
  });

  it.each([
    ['BTC', '67000.00', 0.6, 2],
    ['DOGE', '0.15000', 1.2, 5],
    ['ETH/BTC', '0.052239', 0.5, 6],
  ])('realises roughly the volatility of %s', (_name, start, volatility, scale) => {
    const dt = 5 * MINUTE;
    const realised = realisedVolatility(walk(new PricePath(6, start, volatility, scale), 50_000, dt), dt);
    expect(realised).toBeGreaterThan(volatility * 0.9);
    expect(realised).toBeLessThan(volatility * 1.1);
  });

  it('stays within 0.2×–5× of the start over 30 days, for many seeds', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const path = new PricePath(seed, '0.15000', 1.2, 5);
      let low = Infinity;
      let high = 0;
      for (let t = 0; t < 30 * 1440; t += 1) {
        const price = path.advance(MINUTE);
        low = Math.min(low, price);
        high = Math.max(high, price);
      }
      expect(low, `seed ${seed}`).toBeGreaterThan(0.15 * 0.2);
      expect(high, `seed ${seed}`).toBeLessThan(0.15 * 5);
    }
  });

  it('drifts back toward the reference over months instead of wandering off', () => {
    const finals = Array.from({ length: 200 }, (_, seed) => {
      const path = new PricePath(seed, '100', 1.2, 2);
      return Math.log(path.advance(365 * DAY) / 100);
    });
    const spread = Math.sqrt(finals.reduce((a, x) => a + x * x, 0) / finals.length);
    // Pure GBM would spread by σ√1y = 1.2; the pull keeps a year out near σ/√(2κ) = 0.3.
    expect(spread).toBeLessThan(0.45);
    expect(spread).toBeGreaterThan(0.2);
  });

  it('pulls toward an anchor other than the start when given one', () => {
    const path = new PricePath(9, '200.00', 0.0001, 2, '100.00');
    expect(Number(path.next(365 * DAY))).toBeCloseTo(100, 0);
  });

  it('refuses a non-positive price or a negative volatility', () => {
    expect(() => new PricePath(1, '0', 0.5, 2)).toThrow(RangeError);
    expect(() => new PricePath(1, 'abc', 0.5, 2)).toThrow(RangeError);
    expect(() => new PricePath(1, '1', -0.5, 2)).toThrow(RangeError);
  });

  it('walks to an operator\'s target evenly in log price, then walks on from there', () => {
    const path = new PricePath(5, '50000.00', 0.6, 2);
    path.walkTo(40000, 10_000);
    expect(path.walking).toBe(true);
    // Half way in time is the geometric middle: sqrt(50,000 × 40,000).
    expect(Number(path.next(5_000))).toBeCloseTo(Math.sqrt(50000 * 40000), 1);
    expect(path.next(5_000)).toBe('40000.00');
    expect(path.walking).toBe(false);
    // The random walk resumes from the target, not from where it was.
    const after = Number(path.next(1_000));
    expect(Math.abs(after / 40000 - 1)).toBeLessThan(0.01);
    expect(() => path.walkTo(0, 1_000)).toThrow(RangeError);
  });
});
