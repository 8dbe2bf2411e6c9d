// riskOf: every figure the web shows, for an account with isolated and cross positions in two coins.
import { describe, expect, it } from 'vitest';
import { findContract } from './contracts.ts';
import { fixed, formatFixed, type Fixed } from './fixed.ts';
import { riskOf, type PositionInput, type RiskAccount } from './riskOf.ts';

const btc = findContract('ubw:BTC/USDT')!;
const eth = findContract('ubw:ETH/USDT')!;
const btcUsd = findContract('bbw:BTC/USD')!;
const f = fixed;
const text = (x: Fixed | null) => (x === null ? null : formatFixed(x));

const isolatedLong: PositionInput = { contract: btc, size: f('1'), entryPrice: f('50000'), leverage: 10, mode: 'isolated', isolatedMargin: f('5000') };
const crossBtc: PositionInput = { contract: btc, size: f('1'), entryPrice: f('50000'), leverage: 20, mode: 'cross' };
const crossEth: PositionInput = { contract: eth, size: f('4'), entryPrice: f('2625'), leverage: 20, mode: 'cross' };

describe('riskOf', () => {
  it('answers the isolated example of §1.5 at mark 50,000', () => {
    const risk = riskOf({ wallets: { USDT: f('0') }, positions: [isolatedLong], marks: { 'ubw:BTC/USDT': f('50000') } });
    const [p] = risk.positions;
    expect(p).toMatchObject({ key: 'ubw:BTC/USDT', mode: 'isolated', liquidatable: false, removableMargin: 0n });
    expect(text(p!.liquidationPrice)).toBe('45180.72289157');
    expect(text(p!.bankruptcyPrice)).toBe('45000');
    expect(text(p!.notional)).toBe('50000');
    expect(text(p!.initialMargin)).toBe('5000');
    expect(text(p!.maintenanceMargin)).toBe('200');
    expect(text(p!.margin)).toBe('5000');
    expect(text(p!.marginRatio)).toBe('0.04');
    expect(text(p!.roe)).toBe('0');
  });

  it('answers the cross example (40,763.05) with the other position held at its mark', () => {
    const account: RiskAccount = {
      wallets: { USDT: f('10000') },
      orderMargin: { USDT: f('300') },
      positions: [crossBtc, crossEth],
      marks: { 'ubw:BTC/USDT': f('50000'), 'ubw:ETH/USDT': f('2500') },
    };
    const risk = riskOf(account);
    const [b, e] = risk.positions;
    expect(text(b!.liquidationPrice)).toBe('40763.05220884');
    expect(b!.removableMargin).toBeNull();
    // Bankruptcy with the ETH loss: 50,000 − (10,000 − 500) = 40,500.
    expect(text(b!.bankruptcyPrice)).toBe('40500');
    // ETH's own: the BTC position contributes 0 PnL − 200 MM, so (9,800 + 0 − 10,500)/(4 × 1 % − 4).
    expect(text(e!.liquidationPrice)).toBe('176.76767677');
    const [usdt] = risk.coins;
    expect(usdt).toMatchObject({ coin: 'USDT', liquidatable: false });
    expect(text(usdt!.unrealisedPnl)).toBe('-500');
    expect(text(usdt!.equity)).toBe('9500');
    expect(text(usdt!.maintenanceMargin)).toBe('300');
    // 9,500 − 2,500 − 500 of cross initial margin − 300 for orders.
    expect(text(usdt!.positionMargin)).toBe('3000');
    expect(text(usdt!.available)).toBe('6200');
    expect(text(usdt!.orderMargin)).toBe('300');
    expect(text(usdt!.marginRatio)).toBe('0.03157895');
    expect(b!.marginRatio).toBe(usdt!.marginRatio);
    expect(text(usdt!.addableMargin)).toBe('6200');
  });

  it('flags a cross account past its liquidation price, and only that coin', () => {
    const risk = riskOf({
      wallets: { USDT: f('10000'), BTC: f('0.5') },
      positions: [crossBtc, crossEth, { contract: btcUsd, size: f('100'), entryPrice: f('50000'), leverage: 10, mode: 'cross' }],
      marks: { 'ubw:BTC/USDT': f('40763'), 'ubw:ETH/USDT': f('2500'), 'bbw:BTC/USD': f('40763') },
    });
    expect(risk.coins.map((c) => [c.coin, c.liquidatable])).toEqual([['USDT', true], ['BTC', false]]);
    expect(risk.positions.map((p) => p.liquidatable)).toEqual([true, true, false]);
    expect(risk.coins[0]!.available).toBe(0n);
  });

  it('keeps isolated positions out of the cross figures', () => {
    const risk = riskOf({
      wallets: { USDT: f('1000') },
      positions: [{ ...isolatedLong, isolatedMargin: f('6000') }],
      marks: { 'ubw:BTC/USDT': f('51000') },
    });
    const [usdt] = risk.coins;
    expect(text(risk.positions[0]!.removableMargin)).toBe('1900');
    expect(text(usdt!.equity)).toBe('8000');
    expect(text(usdt!.available)).toBe('1000');
    expect(text(usdt!.positionMargin)).toBe('6000');
    expect(text(usdt!.marginRatio)).toBe('0');
    expect(usdt!.liquidatable).toBe(false);
  });

  it('refuses inputs it cannot answer for', () => {
    const marks = { 'ubw:BTC/USDT': f('50000') };
    expect(() => riskOf({ wallets: {}, positions: [{ ...isolatedLong, size: 0n }], marks })).toThrow(/size/);
    expect(() => riskOf({ wallets: {}, positions: [{ ...crossBtc, isolatedMargin: f('1') }], marks })).toThrow(/isolated/);
    expect(() => riskOf({ wallets: {}, positions: [{ ...crossBtc, leverage: 0 }], marks })).toThrow(/leverage/);
    expect(() => riskOf({ wallets: {}, positions: [crossEth], marks })).toThrow(/mark/);
  });
});
