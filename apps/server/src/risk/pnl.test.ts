// Unrealised PnL, ROE and initial margin (§1.3, §1.4).
import { describe, expect, it } from 'vitest';
import { findContract } from './contracts.ts';
import { fixed, formatFixed } from './fixed.ts';
import { orderInitialMargin, positionInitialMargin, roe, unrealisedPnl, type Position } from './pnl.ts';

const btc = findContract('ubw:BTC/USDT')!;
const btcUsd = findContract('bbw:BTC/USD')!;
const f = fixed;

describe('unrealised PnL and ROE', () => {
  it('linear long 1 BTC from 50,000 to 52,000: +2,000 USDT, 40 % at 10x', () => {
    const position: Position = { size: f('1'), entryPrice: f('50000') };
    expect(formatFixed(unrealisedPnl(btc, position, f('52000')))).toBe('2000');
    expect(formatFixed(roe(btc, position, f('52000'), 10))).toBe('0.4');
    expect(formatFixed(unrealisedPnl(btc, { size: -f('1'), entryPrice: f('50000') }, f('52000')))).toBe('-2000');
  });

  it('inverse long 10,000 USD from 50,000 to 52,000: +0.0076923 BTC (rounded down to 0.00769230)', () => {
    const position: Position = { size: f('100'), entryPrice: f('50000') };
    expect(formatFixed(unrealisedPnl(btcUsd, position, f('52000')), 8)).toBe('0.00769230');
    // Not the original's 0.008 (it divided by the entry instead of the mark).
    expect(formatFixed(roe(btcUsd, position, f('52000'), 10))).toBe('0.38461538');
    expect(() => roe(btcUsd, { size: 0n, entryPrice: 0n }, f('52000'), 10)).toThrow();
  });

  it('is convex for inverse: +100 % price → long +50 % of its coin value; −50 % → −100 %', () => {
    const position: Position = { size: f('100'), entryPrice: f('50000') };
    expect(formatFixed(unrealisedPnl(btcUsd, position, f('100000')))).toBe('0.1');
    expect(formatFixed(unrealisedPnl(btcUsd, position, f('25000')))).toBe('-0.2');
  });

  it('rounds a loss away from the member: −1/3 of a unit books as −1 unit', () => {
    const position: Position = { size: f('0.000000001'), entryPrice: f('100') };
    expect(formatFixed(unrealisedPnl(btc, position, f('99.66')))).toBe('-0.00000001');
    expect(formatFixed(unrealisedPnl(btc, position, f('100.66')))).toBe('0');
  });
});

describe('initial margin', () => {
  it('is notional over leverage at the order price for orders and at the mark for positions', () => {
    expect(formatFixed(orderInitialMargin(btc, f('1'), f('50000'), 10))).toBe('5000');
    expect(formatFixed(positionInitialMargin(btc, { size: -f('1'), entryPrice: f('50000') }, f('51000'), 10))).toBe('5100');
    // Inverse in coin: 10,000 USD / (50,000 × 10) = 0.02 BTC.
    expect(formatFixed(orderInitialMargin(btcUsd, f('100'), f('50000'), 10))).toBe('0.02');
    // 10,000 / (30,000 × 7) = 0.047619047…, rounded up.
    expect(formatFixed(orderInitialMargin(btcUsd, f('100'), f('30000'), 7))).toBe('0.04761905');
  });
});
