// Adjusting isolated margin (§1.11) and the margin ratio.
import { describe, expect, it } from 'vitest';
import { findContract } from './contracts.ts';
import { FLAT_BTC } from './testing/flatContract.ts';
import { fixed, formatFixed } from './fixed.ts';
import { addableMargin, maintenanceAt, marginRatio, removableMargin } from './margin.ts';
import type { Position } from './pnl.ts';
import { figure, of } from './ratio.ts';

const btc = findContract('ubw:BTC/USDT')!;
const btcUsd = findContract('bbw:BTC/USD')!;
const f = fixed;

describe('removable isolated margin', () => {
  it('1,900 USDT for long 1 BTC @ 50,000 with 6,000 at mark 51,000, 10x (MM 204)', () => {
    const position: Position = { size: f('1'), entryPrice: f('50000') };
    // The reference's MM 204 is 0.4 % of 51,000; the table puts 51,000 in bracket 2 (0.5 % − 50 = 205).
    expect(formatFixed(figure(maintenanceAt(FLAT_BTC, position, f('51000')), 'ceil'))).toBe('204');
    expect(formatFixed(removableMargin(FLAT_BTC, position, f('6000'), f('51000'), 10))).toBe('1900');
    expect(formatFixed(figure(maintenanceAt(btc, position, f('51000')), 'ceil'))).toBe('205');
    expect(formatFixed(removableMargin(btc, position, f('6000'), f('51000'), 10))).toBe('1900');
  });

  it('is bounded by the maintenance margin when leverage is low', () => {
    // 1x with 60,000: keeping 1x needs 51,000 − 1,000 of PnL… min(60,000 − 204, 60,000 + 1,000 − 51,000) = 10,000.
    const position: Position = { size: f('1'), entryPrice: f('50000') };
    expect(formatFixed(removableMargin(btc, position, f('60000'), f('51000'), 1))).toBe('10000');
    // A losing position: nothing.
    expect(removableMargin(btc, position, f('6000'), f('45000'), 10)).toBe(0n);
  });

  it('inverse: in coin with 1/EP − 1/mark', () => {
    // Long 100 contracts (10,000 USD) @ 50,000 with 0.03 BTC, mark 52,000, 10x:
    // min(0.03 − 0.19230769 × 0.4 %, 0.03 + 0.00769230 − 0.01923076) = 0.01846153…
    const position: Position = { size: f('100'), entryPrice: f('50000') };
    expect(formatFixed(removableMargin(btcUsd, position, f('0.03'), f('52000'), 10))).toBe('0.01846153');
  });
});

describe('addable margin and margin ratio', () => {
  it('adds at most what the cross wallet can spare over its orders and maintenance, and what is available', () => {
    expect(formatFixed(addableMargin(f('1000'), f('100'), of(f('50')), f('900')))).toBe('850');
    expect(formatFixed(addableMargin(f('1000'), f('100'), of(f('50')), f('300')))).toBe('300');
    expect(addableMargin(f('100'), f('100'), of(f('50')), f('0'))).toBe(0n);
  });

  it('is MM over margin balance, rounded up, and has no value without a positive balance', () => {
    expect(formatFixed(marginRatio(of(f('180')), of(f('180')))!)).toBe('1');
    expect(formatFixed(marginRatio(of(f('1')), of(f('3')))!)).toBe('0.33333334');
    expect(marginRatio(of(f('1')), of(f('0')))).toBeNull();
  });
});
