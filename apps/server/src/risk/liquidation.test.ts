// Liquidation and bankruptcy prices: every worked example of products.md §1.5 and §1.8, the tier a
// price lands in, and what happens to the surplus just either side of the published price.
import { describe, expect, it } from 'vitest';
import { findContract } from './contracts.ts';
import { FLAT_BTC } from './testing/flatContract.ts';
import { fixed, formatFixed, FIGURE_UNIT, roundTo, whole, type Fixed } from './fixed.ts';
import { bankruptcyPrice, liquidationPrice, solveLiquidation, triggerUnits } from './liquidation.ts';
import { contributionAt, maintenanceAt, surplusAt } from './margin.ts';
import { pnlAt, type Position } from './pnl.ts';
import { add, figure, of, sign, type Ratio } from './ratio.ts';

const btc = findContract('ubw:BTC/USDT')!;
const eth = findContract('ubw:ETH/USDT')!;
const btcUsd = findContract('bbw:BTC/USD')!;
const f = fixed;
const long = (size: string, entry: string): Position => ({ size: f(size), entryPrice: f(entry) });
const short = (size: string, entry: string): Position => ({ size: -f(size), entryPrice: f(entry) });
/** To two decimals, to the nearest: how the reference prints its prices. */
const cents = (x: Fixed | null) => (x === null ? null : formatFixed(roundTo(x, 2, 'half-even'), 2));

describe('liquidation price, linear (USDⓈ-M)', () => {
  it('isolated long 1 BTC @ 50,000 with 5,000: 45,180.72', () => {
    const lp = liquidationPrice(btc, long('1', '50000'), of(f('5000')));
    expect(cents(lp)).toBe('45180.72');
    // Exact 45,000 / 0.996 = 45,180.722891566…, published rounded up for a long.
    expect(formatFixed(lp!)).toBe('45180.72289157');
    // The reference's check: equity 180.72 = 0.4 % × 45,180.72.
    const equity = add(of(f('5000')), pnlAt(btc, long('1', '50000'), lp!));
    expect(cents(figure(equity, 'floor'))).toBe('180.72');
    expect(cents(figure(maintenanceAt(btc, long('1', '50000'), lp!), 'ceil'))).toBe('180.72');
  });

  it('isolated short, same: 54,780.88 at the first bracket\'s 0.4 %; 54,776.12 where the price really lands', () => {
    // The reference divides by 1 + 0.4 %, but 54,780 of notional is past the first bracket's 50,000:
    // at the table's rates the short is solved in bracket 2 (0.5 %, cum 50), as Binance's note says.
    expect(cents(liquidationPrice(FLAT_BTC, short('1', '50000'), of(f('5000'))))).toBe('54780.88');
    const bound = solveLiquidation(btc, short('1', '50000'), of(f('5000')));
    expect(bound.kind === 'price' && bound.bracket.tier).toBe(2);
    const lp = liquidationPrice(btc, short('1', '50000'), of(f('5000')))!;
    expect(formatFixed(lp)).toBe('54776.11940298');
    // (5,000 + 50 + 50,000) / 1.005, rounded down for a short; equity = MM there: 223.88.
    expect(cents(figure(add(of(f('5000')), pnlAt(btc, short('1', '50000'), lp)), 'floor'))).toBe('223.88');
    expect(cents(figure(maintenanceAt(btc, short('1', '50000'), lp), 'ceil'))).toBe('223.88');
  });

  it('lands in bracket 3 for 10 BTC @ 50,000 at 20x: 47,848.48 (notional 478,485, still bracket 3)', () => {
    const bound = solveLiquidation(btc, long('10', '50000'), of(f('25000')));
    expect(bound.kind === 'price' && bound.bracket.tier).toBe(3);
    expect(cents(liquidationPrice(btc, long('10', '50000'), of(f('25000'))))).toBe('47848.48');
  });

  it('solves in the bracket the price lands in when it is not the bracket at entry', () => {
    // 5.2 BTC @ 50,000 is 260,000 of notional (bracket 3); at 20x the price falls below 250,000 / 5.2.
    const position = long('5.2', '50000');
    const backing = of(f('13000'));
    const bound = solveLiquidation(btc, position, backing);
    expect(bound.kind === 'price' && bound.bracket.tier).toBe(2);
    const lp = liquidationPrice(btc, position, backing)!;
    // Bracket 2's formula: (13,000 + 50 − 260,000) / (5.2 × 0.5 % − 5.2) = 47,729.03; bracket 3's would say 47,727.27.
    expect(cents(lp)).toBe('47729.03');
    expect(lp * f('5.2') < whole(250000) * whole(1)).toBe(true);
    // And it is the price where the surplus turns: ≥ 0 at it, < 0 one unit below.
    expect(sign(surplusAt(btc, position, backing, lp))).toBeGreaterThanOrEqual(0);
    expect(sign(surplusAt(btc, position, backing, lp - FIGURE_UNIT))).toBe(-1);
  });

  it('cross: wallet 10,000, long 1 BTC @ 50,000, another position with MM 100 and PnL −500: 40,763.05', () => {
    // The other position: long 4 ETH @ 2,625 at mark 2,500: notional 10,000 → MM 1 % = 100, PnL −500.
    const other = long('4', '2625');
    const mark = f('2500');
    expect(formatFixed(figure(maintenanceAt(eth, other, mark), 'ceil'))).toBe('100');
    expect(formatFixed(figure(pnlAt(eth, other, mark), 'floor'))).toBe('-500');
    const backing = add(of(f('10000')), contributionAt(eth, other, mark));
    const lp = liquidationPrice(btc, long('1', '50000'), backing);
    expect(cents(lp)).toBe('40763.05');
    // Check: equity 263.05 = 100 + 163.05.
    const equity = add(add(of(f('10000')), pnlAt(eth, other, mark)), pnlAt(btc, long('1', '50000'), lp!));
    expect(cents(figure(equity, 'floor'))).toBe('263.05');
  });

  it('shows "--" when no positive price liquidates (a 1x long)', () => {
    expect(liquidationPrice(btc, long('1', '50000'), of(f('50000')))).toBeNull();
    expect(liquidationPrice(btc, long('1', '50000'), of(f('60000')))).toBeNull();
    expect(triggerUnits(solveLiquidation(btc, long('1', '50000'), of(f('60000'))), true)).toBeLessThan(0n);
  });
});

describe('liquidation price, inverse (COIN-M)', () => {
  it('isolated long 100 BTCUSD contracts @ 50,000 with 0.02 BTC: 45,636.36', () => {
    const position = long('100', '50000');
    const lp = liquidationPrice(btcUsd, position, of(f('0.02')));
    expect(cents(lp)).toBe('45636.36');
    // Check: equity 0.000876 BTC = 40 / 45,636.
    const equity = add(of(f('0.02')), pnlAt(btcUsd, position, lp!));
    expect(formatFixed(roundTo(figure(equity, 'floor'), 6, 'half-even'))).toBe('0.000876');
  });

  it('isolated short: 55,333.33', () => {
    expect(cents(liquidationPrice(btcUsd, short('100', '50000'), of(f('0.02'))))).toBe('55333.33');
  });

  it('never liquidates a short whose margin covers any rise (1x or more)', () => {
    // 100 contracts short at 50,000 with 0.2 BTC: the position can lose at most 0.2 BTC.
    expect(solveLiquidation(btcUsd, short('100', '50000'), of(f('0.25'))).kind).toBe('never');
    expect(liquidationPrice(btcUsd, short('100', '50000'), of(f('0.25')))).toBeNull();
  });

  it('says "always" for a long whose backing is already gone beyond its value', () => {
    expect(solveLiquidation(btcUsd, long('100', '50000'), of(f('-0.3'))).kind).toBe('always');
  });
});

describe('bankruptcy price', () => {
  it('is 45,000 for the isolated long 1 BTC @ 50,000 with 5,000 (EP − WB/|Q|)', () => {
    expect(formatFixed(bankruptcyPrice(btc, long('1', '50000'), of(f('5000')))!)).toBe('45000');
    expect(formatFixed(bankruptcyPrice(btc, short('1', '50000'), of(f('5000')))!)).toBe('55000');
  });

  it('inverse: where the coin margin is used up', () => {
    // Long 10,000 USD @ 50,000 with 0.02 BTC: 10,000 / (0.2 + 0.02) = 45,454.54…, rounded up.
    expect(formatFixed(bankruptcyPrice(btcUsd, long('100', '50000'), of(f('0.02')))!)).toBe('45454.54545455');
    expect(formatFixed(bankruptcyPrice(btcUsd, short('100', '50000'), of(f('0.02')))!)).toBe('55555.55555555');
  });
});

/** Surplus (margin balance − MM) at a price, exact. */
const surplus = (position: Position, backing: Ratio, price: Fixed) => sign(surplusAt(btc, position, backing, price));

describe('published liquidation price against the exact rule', () => {
  it('is reached no later than the real liquidation: a long just above it is safe, at or below it one unit down is not', () => {
    const position = long('1', '50000');
    const backing = of(f('5000'));
    const lp = liquidationPrice(btc, position, backing)!;
    expect(surplus(position, backing, lp + FIGURE_UNIT)).toBe(1);
    expect(surplus(position, backing, lp)).toBe(1);
    expect(surplus(position, backing, lp - FIGURE_UNIT)).toBe(-1);
    expect(triggerUnits(solveLiquidation(btc, position, backing), true)).toBe(lp / FIGURE_UNIT - 1n);
  });
});
