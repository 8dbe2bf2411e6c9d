import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import { backfillBars, type BackfillParams } from './backfill.ts';
import { rollUp } from './klines.ts';
import { BASIS_SHARE, ownFromPrices, withBasis } from './basis.ts';

const DAY = 86_400_000;
const FROM = Date.UTC(2024, 3, 1);
const BTC: BackfillParams = {
  seed: 1,
  startPrice: '67000.00',
  volatility: 0.6,
  priceScale: 2,
  amountScale: 5,
  baseDailyVolume: '1500',
  from: FROM,
  to: FROM + 30 * DAY,
};
const DOGE: BackfillParams = { ...BTC, seed: 7, startPrice: '0.15000', volatility: 1.2, priceScale: 5, amountScale: 0, baseDailyVolume: '250000000' };

describe('backfillBars', () => {
  const btc = backfillBars(BTC);
  const doge = backfillBars(DOGE);

  it('makes one 1m bar per minute of the range', () => {
    expect(btc).toHaveLength(30 * 1440);
    expect(btc[0]?.time).toBe(FROM);
    expect(btc.at(-1)?.time).toBe(FROM + 30 * DAY - 60_000);
    expect(btc.every((bar, i) => bar.interval === '1m' && bar.time === FROM + i * 60_000)).toBe(true);
  });

  it('starts at the first whole minute at or after `from` and stops before `to`', () => {
    const bars = backfillBars({ ...BTC, from: FROM + 1, to: FROM + 5 * 60_000 + 1 });
    expect(bars.map((b) => b.time)).toEqual([1, 2, 3, 4, 5].map((m) => FROM + m * 60_000));
    expect(backfillBars({ ...BTC, to: FROM })).toEqual([]);
  });

  it('is deterministic for a seed and another history for another seed', () => {
    // Compared as JSON: a deep equality over 43,200 objects is needlessly slow.
    expect(JSON.stringify(backfillBars(BTC))).toBe(JSON.stringify(btc));
    expect(backfillBars({ ...BTC, seed: 2, to: FROM + DAY })).not.toEqual(btc.slice(0, 1440));
  });

  it('gives a shorter range the same history, so a later back-fill extends an earlier one', () => {
    expect(backfillBars({ ...BTC, to: FROM + DAY })).toEqual(btc.slice(0, 1440));
  });

  it('answers decimal strings at the market scales', () => {
    const off = (bars: typeof btc, price: RegExp, amount: RegExp, vol: RegExp) =>
      bars.filter((b) => ![b.open, b.high, b.low, b.close].every((p) => price.test(p)) || !amount.test(b.amount) || !vol.test(b.vol));
    expect(off(btc, /^\d+\.\d{2}$/, /^\d+\.\d{5}$/, /^\d+\.\d{7}$/)).toEqual([]);
    expect(off(doge, /^\d+\.\d{5}$/, /^\d+$/, /^\d+\.\d{5}$/)).toEqual([]);
  });

  // Every value of a market has a fixed number of decimals, so its digits compare as integers:
  // exact, and fast enough to check all 43,200 bars.
  const units = (text: string) => BigInt(text.replace('.', ''));

  it.each([
    ['BTC', () => btc],
    ['DOGE', () => doge],
  ])('keeps every %s bar consistent: low ≤ open, close ≤ high, amount > 0, vol inside the range', (_name, bars) => {
    const list = bars();
    // Collected rather than asserted one by one: 43,200 expect calls would dominate the run.
    const broken = list.filter((bar, i) => {
      const [open, high, low, close, amount, vol] = [bar.open, bar.high, bar.low, bar.close, bar.amount, bar.vol].map(units) as [
        bigint, bigint, bigint, bigint, bigint, bigint,
      ];
      const continuous = i === 0 || bar.open === list[i - 1]?.close;
      const range = low > 0n && low <= open && low <= close && high >= open && high >= close;
      return !(continuous && range && amount > 0n && vol >= low * amount && vol <= high * amount);
    });
    expect(broken).toEqual([]);
  });

  it('opens at the start price', () => {
    expect(btc[0]?.open).toBe('67000.00');
    expect(doge[0]?.open).toBe('0.15000');
  });

  it('trades about the daily volume of the profile', () => {
    for (const [params, bars] of [
      [BTC, btc],
      [DOGE, doge],
    ] as const) {
      const days = rollUp(bars, '1d');
      expect(days).toHaveLength(30);
      const mean = days.reduce((sum, d) => sum.plus(d.amount), new Big(0)).div(days.length);
      const ratio = Number(mean.div(params.baseDailyVolume));
      expect(ratio).toBeGreaterThan(0.7);
      expect(ratio).toBeLessThan(1.4);
    }
  });

  it('stays within a sane band of the start price', () => {
    for (const [params, bars] of [
      [BTC, btc],
      [DOGE, doge],
    ] as const) {
      const start = Number(params.startPrice);
      expect(Math.min(...bars.map((b) => Number(b.low)))).toBeGreaterThan(start * 0.2);
      expect(Math.max(...bars.map((b) => Number(b.high)))).toBeLessThan(start * 5);
    }
  });

  it('drifts toward an anchor other than the start when given one', () => {
    const bars = backfillBars({ ...BTC, volatility: 0.01, startPrice: '80000.00', anchorPrice: '67000.00', to: FROM + 90 * DAY });
    expect(Number(bars.at(-1)?.close)).toBeLessThan(70_000);
  });
});

describe('a contract back-fill', () => {
  const spot = backfillBars({ ...BTC, to: FROM + 2 * DAY });
  const contract = backfillBars({ ...BTC, seed: 99, volatility: 0.6, priceScale: 1, amountScale: 3, baseDailyVolume: '9000', to: FROM + 2 * DAY, indexBars: spot });
  const alone = backfillBars({ ...BTC, seed: 99, volatility: 0.6, priceScale: 1, amountScale: 3, baseDailyVolume: '9000', to: FROM + 2 * DAY });

  it('follows the spot history of its base within the basis, minute by minute', () => {
    expect(contract).toHaveLength(spot.length);
    let worst = 0;
    for (const [i, bar] of contract.entries()) {
      expect(bar.time).toBe(spot[i]!.time);
      worst = Math.max(worst, Math.abs(Number(bar.close) / Number(spot[i]!.close) - 1));
    }
    // BASIS_SHARE of the own walk's departure (a few percent over two days) and the rounding to ticks.
    expect(worst).toBeLessThan(BASIS_SHARE * 0.5);
    // On its own the same walk drifts away from spot far more than that.
    const apart = Math.max(...alone.map((bar, i) => Math.abs(Number(bar.close) / Number(spot[i]!.close) - 1)));
    expect(apart).toBeGreaterThan(worst * 2);
  });

  it('ends where the live simulator resumes it: the index close plus the basis of its own walk', () => {
    const last = Number(contract.at(-1)!.close);
    const index = Number(spot.at(-1)!.close);
    const own = ownFromPrices(last, index, Number(BTC.startPrice));
    expect(withBasis(index, own, Number(BTC.startPrice))).toBeCloseTo(last, 6);
    // Each bar opens at the previous close: no seam inside the history either.
    expect(contract.slice(1).every((bar, i) => bar.open === contract[i]!.close)).toBe(true);
  });
});
