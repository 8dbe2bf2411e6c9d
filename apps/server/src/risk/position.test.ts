// One-way positions: averaging (§1.2), reducing, closing and flipping through zero.
import { describe, expect, it } from 'vitest';
import { findContract } from './contracts.ts';
import { fixed, formatFixed } from './fixed.ts';
import { applyFill, type Fill } from './position.ts';
import { FLAT, type Position } from './pnl.ts';

const btc = findContract('ubw:BTC/USDT')!;
const btcUsd = findContract('bbw:BTC/USD')!;
const buy = (q: string, p: string): Fill => ({ quantity: fixed(q), price: fixed(p) });
const sell = (q: string, p: string): Fill => ({ quantity: -fixed(q), price: fixed(p) });
const show = (p: Position) => ({ size: formatFixed(p.size), entryPrice: formatFixed(p.entryPrice) });

describe('applyFill, linear', () => {
  it('averages arithmetically: 1 BTC @ 50,000 then 0.5 @ 53,000 → 51,000', () => {
    const first = applyFill(btc, FLAT, buy('1', '50000'));
    expect(first).toMatchObject({ realisedPnl: 0n, closed: 0n, opened: fixed('1') });
    const second = applyFill(btc, first.position, buy('0.5', '53000'));
    expect(show(second.position)).toEqual({ size: '1.5', entryPrice: '51000' });
  });

  it('reduces at the same entry and realises the closed part', () => {
    const held: Position = { size: fixed('1.5'), entryPrice: fixed('51000') };
    const result = applyFill(btc, held, sell('0.5', '52000'));
    expect(show(result.position)).toEqual({ size: '1', entryPrice: '51000' });
    expect(formatFixed(result.realisedPnl)).toBe('500');
    expect(result).toMatchObject({ closed: fixed('0.5'), opened: 0n });
  });

  it('closes to flat', () => {
    const result = applyFill(btc, { size: -fixed('2'), entryPrice: fixed('50000') }, buy('2', '49000'));
    expect(result.position).toEqual(FLAT);
    expect(formatFixed(result.realisedPnl)).toBe('2000');
  });

  it('flips through zero: closes all, opens the excess at the fill price', () => {
    const result = applyFill(btc, { size: fixed('1'), entryPrice: fixed('50000') }, sell('3', '48000'));
    expect(show(result.position)).toEqual({ size: '-2', entryPrice: '48000' });
    expect(formatFixed(result.realisedPnl)).toBe('-2000');
    expect(result).toMatchObject({ closed: fixed('1'), opened: fixed('2') });
  });

  it('rounds an averaged entry against the member and realised PnL down', () => {
    // Long 1 @ 100 + 2 @ 101 = 302/3 = 100.666…: a long's entry rounds up.
    const averaged = applyFill(btc, { size: fixed('1'), entryPrice: fixed('100') }, buy('2', '101')).position;
    expect(formatFixed(averaged.entryPrice)).toBe('100.666666666666666667');
    const shorted = applyFill(btc, { size: -fixed('1'), entryPrice: fixed('100') }, sell('2', '101')).position;
    expect(formatFixed(shorted.entryPrice)).toBe('100.666666666666666666');
    // Closing 0.000000001 of a short at a loss of 1: −0.000000001 is booked as −0.00000001.
    const tiny = applyFill(btc, { size: -fixed('1'), entryPrice: fixed('100') }, buy('0.000000001', '101'));
    expect(formatFixed(tiny.realisedPnl)).toBe('-0.00000001');
  });

  it('refuses an empty fill or a price that is not positive', () => {
    expect(() => applyFill(btc, FLAT, buy('0', '1'))).toThrow();
    expect(() => applyFill(btc, FLAT, buy('1', '0'))).toThrow();
  });
});

describe('applyFill, inverse', () => {
  it('averages harmonically: 50 @ 10,000 + 50 @ 15,000 → 12,000 (Bybit)', () => {
    const first = applyFill(btcUsd, FLAT, buy('50', '10000')).position;
    const second = applyFill(btcUsd, first, buy('50', '15000'));
    expect(show(second.position)).toEqual({ size: '100', entryPrice: '12000' });
  });

  it('realises coin PnL on the closed contracts: 100 long @ 50,000 closed at 52,000 → +0.00769230 BTC', () => {
    const result = applyFill(btcUsd, { size: fixed('100'), entryPrice: fixed('50000') }, sell('100', '52000'));
    expect(formatFixed(result.realisedPnl)).toBe('0.0076923');
    expect(result.position).toEqual(FLAT);
  });

  it('flips a short into a long at the fill price', () => {
    const result = applyFill(btcUsd, { size: -fixed('10'), entryPrice: fixed('40000') }, buy('25', '50000'));
    expect(show(result.position)).toEqual({ size: '15', entryPrice: '50000' });
    // Short 1,000 USD from 40,000 to 50,000: 1,000 × (1/50,000 − 1/40,000) = −0.005 BTC.
    expect(formatFixed(result.realisedPnl)).toBe('-0.005');
  });
});
