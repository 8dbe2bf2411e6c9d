// Tiered maintenance margin: the §1.4 table, cum derived by its formula, and the progressive sum it stands for.
import { describe, expect, it } from 'vitest';
import { bracketFor, bracketRows, buildBrackets, maintenanceOf, maxLeverageFor, type Bracket } from './brackets.ts';
import { CONTRACTS, findContract, leverageLimit } from './contracts.ts';
import { fixed, formatFixed, ONE, whole } from './fixed.ts';
import { figure, of, ratio, type Ratio } from './ratio.ts';
import { notionalAt } from './pnl.ts';

const btc = findContract('ubw:BTC/USDT')!;
const mm = (brackets: readonly Bracket[], notional: string) => formatFixed(figure(maintenanceOf(brackets, of(fixed(notional))), 'ceil'));

/** The tax-bracket sum: each slice of the notional at its own bracket's rate. */
const progressive = (brackets: readonly Bracket[], notional: Ratio): Ratio => {
  let total = ratio(0n, 1n);
  for (const b of brackets) {
    const top = b === brackets[brackets.length - 1] ? notional : notional.n * ONE < b.cap * notional.d ? notional : of(b.cap);
    if (top.n * ONE <= b.floor * top.d) break;
    const slice = ratio(top.n * ONE - b.floor * top.d, top.d * ONE);
    total = { n: total.n * slice.d * ONE + slice.n * b.mmr * total.d, d: total.d * slice.d * ONE };
  }
  return total;
};

describe('maintenance-margin brackets', () => {
  it('derives the maintenance amounts of the BTC/USDT table of §1.4', () => {
    expect(btc.brackets.map((b) => formatFixed(b.cum))).toEqual(['0', '50', '1300', '16300', '266300', '1266300', '2516300', '5016300', '25016300', '100016300']);
    expect(btc.brackets.map((b) => b.maxLeverage)).toEqual([125, 100, 50, 20, 10, 5, 4, 3, 2, 1]);
  });

  it('charges 1,700 on 300,000 of notional (200 + 1,000 + 500 progressive)', () => {
    expect(mm(btc.brackets, '300000')).toBe('1700');
    expect(formatFixed(figure(progressive(btc.brackets, of(fixed('300000'))), 'ceil'))).toBe('1700');
  });

  it('charges a coin-margined 0.0016 BTC on 100 BTCUSD contracts at 25,000', () => {
    const contract = findContract('bbw:BTC/USD')!;
    const notional = notionalAt(contract, whole(100), whole(25000));
    expect(formatFixed(figure(notional, 'half-even'))).toBe('0.4');
    expect(formatFixed(figure(maintenanceOf(contract.brackets, notional), 'ceil'))).toBe('0.0016');
  });

  it('equals the progressive sum for every contract at every bracket edge and between', () => {
    for (const contract of CONTRACTS.values())
      for (const b of contract.brackets)
        for (const n of [b.floor, b.cap, (b.floor + b.cap) / 2n, b.cap + ONE / 3n]) {
          const notional = of(n);
          const a = maintenanceOf(contract.brackets, notional);
          const p = progressive(contract.brackets, notional);
          expect(a.n * p.d, `${contract.key} at ${formatFixed(n)}`).toBe(p.n * a.d);
        }
  });

  it('is continuous at a bracket edge: both neighbouring lines give the same margin there', () => {
    for (const contract of CONTRACTS.values())
      for (const [i, b] of contract.brackets.entries()) {
        const next = contract.brackets[i + 1];
        if (!next) continue;
        expect((b.cap * b.mmr) / ONE - b.cum, contract.key).toBe((b.cap * next.mmr) / ONE - next.cum);
      }
  });

  it('picks a bracket by notional, its cap inclusive, and the last one above every cap', () => {
    expect(bracketFor(btc.brackets, of(whole(50000))).tier).toBe(1);
    expect(bracketFor(btc.brackets, of(whole(50000) + 1n)).tier).toBe(2);
    expect(bracketFor(btc.brackets, of(whole(600_000_000))).tier).toBe(10);
    expect(maxLeverageFor(btc.brackets, of(whole(300000)))).toBe(50);
    expect(maxLeverageFor(btc.brackets, of(whole(1000)))).toBe(125);
    expect(leverageLimit(btc, btc.brackets[0]!, 'isolated')).toBe(100);
    expect(leverageLimit(btc, btc.brackets[0]!, 'cross')).toBe(50);
  });

  it('refuses tables the solver could not trust', () => {
    expect(() => buildBrackets(bracketRows([[100, 10, '5%'], [50, 5, '10%']]))).toThrow(/cap/);
    expect(() => buildBrackets(bracketRows([[100, 10, '5%'], [200, 5, '4%']]))).toThrow(/rate/);
    expect(() => buildBrackets(bracketRows([[100, 10, '5%'], [200, 20, '6%']]))).toThrow(/leverage/);
    expect(() => buildBrackets(bracketRows([[100, 20, '5%']]))).toThrow(/1\/leverage/);
    expect(() => buildBrackets([])).toThrow();
  });

  it('seeds every contract market with brackets, contract sizes for the inverse ones', () => {
    expect([...CONTRACTS.keys()]).toEqual([
      'ubw:BTC/USDT', 'ubw:ETH/USDT', 'ubw:SOL/USDT', 'ubw:BNB/USDT', 'ubw:XRP/USDT', 'ubw:DOGE/USDT',
      'bbw:BTC/USD', 'bbw:ETH/USD', 'bbw:SOL/USD',
    ]);
    expect(formatFixed(findContract('bbw:BTC/USD')!.contractSize)).toBe('100');
    expect(formatFixed(findContract('bbw:ETH/USD')!.contractSize)).toBe('10');
    expect(findContract('bbw:SOL/USD')!.settle).toBe('SOL');
    expect(findContract('ubw:SOL/USDT')!.settle).toBe('USDT');
    for (const contract of CONTRACTS.values()) expect(contract.brackets[0]!.maxLeverage).toBeGreaterThanOrEqual(contract.maxLeverage.isolated);
  });
});
