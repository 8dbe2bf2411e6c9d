// The worked examples of products.md §2 (spot margin), recomputed with the functions the server uses.
import { describe, expect, it } from 'vitest';
import {
  LIQUIDATION,
  MARGIN_CALL,
  UNIT,
  atOrBelow,
  borrowThreshold,
  borrowableValue,
  debtValueOfUnits,
  hoursStarted,
  interestFor,
  levelText,
  marginLevel,
  splitRepay,
  thresholdText,
  valueOfUnits,
  withdrawableValue,
} from './marginLevel.ts';

const u = (whole: number | string) => {
  const [a, b = ''] = String(whole).split('.');
  return BigInt(a!) * UNIT + BigInt(b.padEnd(8, '0'));
};

describe('cross 3x worked example', () => {
  it('may borrow net × (3 − 1): 2,000 USDT on 1,000', () => {
    expect(borrowableValue(u(1000), 0n, 3)).toBe(u(2000));
    // Once borrowed, the 3,000 of assets owe 2,000: nothing more.
    expect(borrowableValue(u(3000), u(2000), 3)).toBe(0n);
    expect(levelText(marginLevel(u(3000), u(2000)))).toBe('1.5');
    expect(thresholdText(borrowThreshold(3))).toBe('1.5');
  });

  it('charges 2,000 × 0.02 % / 24 an hour, rounded up to a unit', () => {
    expect(interestFor(u(2000), '0.0002', 1)).toBe(1666667n);
    expect(interestFor(u(1000), '0.00024', 2)).toBe(u('0.02'));
  });

  it('calls at 43,334 and liquidates at 36,667 for 0.06 BTC against 2,000.03', () => {
    const debt = u('2000.03');
    const assets = (price: number) => valueOfUnits(u('0.06'), u(price));
    expect(atOrBelow(assets(43_334), debt, MARGIN_CALL)).toBe(false);
    expect(atOrBelow(assets(43_333), debt, MARGIN_CALL)).toBe(true);
    expect(atOrBelow(assets(36_668), debt, LIQUIDATION)).toBe(false);
    expect(atOrBelow(assets(36_667), debt, LIQUIDATION)).toBe(true);
  });

  it('is at exactly a threshold a call, and never without debt', () => {
    expect(atOrBelow(u(13), u(10), MARGIN_CALL)).toBe(true);
    expect(atOrBelow(u(11), u(10), LIQUIDATION)).toBe(true);
    expect(atOrBelow(0n, 0n, LIQUIDATION)).toBe(false);
    expect(marginLevel(u(5), 0n)).toBeNull();
    expect(levelText(null)).toBe('--');
  });
});

describe('repay', () => {
  it('pays interest first, then principal (1,000 with 0.5 owed → 999.5 of principal)', () => {
    expect(splitRepay(u(1000), u('0.5'), u(2000))).toEqual({ interest: u('0.5'), principal: u('999.5') });
    expect(splitRepay(u('0.2'), u('0.5'), u(2000))).toEqual({ interest: u('0.2'), principal: 0n });
    expect(splitRepay(u(5000), u('0.5'), u(2000))).toEqual({ interest: u('0.5'), principal: u(2000) });
  });
});

describe('hours', () => {
  it('counts every started hour, the first at once (13:20 → 14:15 is 2)', () => {
    const at = (h: number, m: number) => (h * 60 + m) * 60_000;
    expect(hoursStarted(at(13, 20), at(14, 15))).toBe(1);
    expect(hoursStarted(at(13, 20), at(14, 21))).toBe(2);
    expect(hoursStarted(at(13, 20), at(13, 20))).toBe(1);
  });
});

describe('withdrawable', () => {
  it('keeps the account at the borrow threshold', () => {
    expect(withdrawableValue(u(3000), 0n, 3)).toBe(u(3000));
    expect(withdrawableValue(u(3500), u(2000), 3)).toBe(u(500));
    expect(withdrawableValue(u(2900), u(2000), 3)).toBe(0n);
  });

  it('values a debt up and an asset down', () => {
    expect(debtValueOfUnits(1n, u('0.5'))).toBe(1n);
    expect(valueOfUnits(1n, u('0.5'))).toBe(0n);
  });
});
