// Funding (§1.7): premium, average, clamped rate and zero-sum payments.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findContract } from './contracts.ts';
import { fixed, formatFixed, min, ONE, roundTo, type Fixed } from './fixed.ts';
import { add, div, of, ratio, toFixed } from './ratio.ts';
import { fundingPayment, fundingRate, impactNotional, impactPrice, premiumIndex, settleFunding, timeWeightedAverage } from './funding.ts';

const btc = findContract('ubw:BTC/USDT')!;
const btcUsd = findContract('bbw:BTC/USD')!;
const f = fixed;
const cents8 = (x: Fixed) => formatFixed(roundTo(x, 8, 'half-even'));

describe('funding rate', () => {
  it('is 0.03 % when the premium averages 0.08 % (impact bid 50,040 over index 50,000)', () => {
    const premium = premiumIndex(f('50040'), f('50060'), f('50000'))!;
    expect(formatFixed(premium)).toBe('0.0008');
    expect(formatFixed(fundingRate(btc, premium))).toBe('0.0003');
  });

  it('is the interest rate exactly while the premium stays within 0.05 % of it', () => {
    expect(formatFixed(fundingRate(btc, f('0.0004')))).toBe('0.0001');
    expect(formatFixed(fundingRate(btc, f('-0.0003')))).toBe('0.0001');
    expect(formatFixed(fundingRate(btc, f('-0.0008')))).toBe('-0.0003');
  });

  it('is capped at the first bracket\'s maintenance rate', () => {
    expect(formatFixed(fundingRate(btc, f('0.02')))).toBe('0.004');
    expect(formatFixed(fundingRate(btc, f('-0.02')))).toBe('-0.004');
  });

  it('weighs each sample by how long it stood', () => {
    const samples = [
      { value: f('0.001'), at: 0 },
      { value: f('0.002'), at: 3000 },
    ];
    expect(formatFixed(timeWeightedAverage(samples, 4000))).toBe('0.00125');
    expect(timeWeightedAverage([], 1)).toBe(0n);
    expect(() => timeWeightedAverage([{ value: 1n, at: 5 }], 4)).toThrow();
  });

  it('reads the impact price off the book: by quantity for linear, harmonically for inverse', () => {
    expect(formatFixed(impactNotional(btc))).toBe('25000');
    // 25,000 USDT across 0.2 @ 50,100 (10,020) and 1 @ 50,000: 25,000 / (0.2 + 0.2996) = 50,040.03…
    const bids = [[f('50100'), f('0.2')], [f('50000'), f('1')]] as const;
    expect(cents8(impactPrice(btc, bids, f('25000'))!)).toBe('50040.03202562');
    expect(impactPrice(btc, bids, f('100000'))).toBeNull();
    // Inverse: 150 contracts of 100 USD: 100 @ 50,000 and 50 @ 60,000 → 15,000 / (0.2 + 0.0833…) = 52,941.17…
    const asks = [[f('50000'), f('100')], [f('60000'), f('100')]] as const;
    expect(cents8(impactPrice(btcUsd, asks, f('15000'))!)).toBe('52941.17647059');
    expect(premiumIndex(null, f('1'), f('1'))).toBeNull();
  });
});

describe('funding payments', () => {
  it('long 2 BTC at mark 50,000 pays 30 USDT at 0.03 %; inverse 10,000 USD pays 0.00006 BTC', () => {
    expect(formatFixed(fundingPayment(btc, f('2'), f('50000'), f('0.0003')))).toBe('-30');
    expect(formatFixed(fundingPayment(btc, -f('2'), f('50000'), f('0.0003')))).toBe('30');
    expect(formatFixed(fundingPayment(btcUsd, f('100'), f('50000'), f('0.0003')))).toBe('-0.00006');
    // A negative rate: shorts pay.
    expect(formatFixed(fundingPayment(btc, -f('2'), f('50000'), f('-0.0003')))).toBe('-30');
  });

  it('pays what payers pay to receivers, the odd units to the largest remainders', () => {
    // Longs 1 and 2 pay 0.00000001 × … : 3 shorts of 1 share what two rounded-up payments bring.
    const payments = settleFunding(btc, [f('1'), f('2'), -f('1'), -f('1'), -f('1')], f('0.00001'), f('0.0003'));
    expect(payments.map((p) => formatFixed(p))).toEqual(['-0.00000001', '-0.00000001', '0.00000001', '0.00000001', '0']);
    expect(payments.reduce((a, b) => a + b, 0n)).toBe(0n);
    expect(settleFunding(btc, [f('1'), -f('1')], f('1'), 0n)).toEqual([0n, 0n]);
    expect(() => settleFunding(btc, [f('1'), -f('2')], f('1'), f('0.0001'))).toThrow(/balance/);
  });
});

describe('the impact price', () => {
  // The exact rational average (its denominator the product of the levels' prices) as a reference.
  const exactImpact = (linear: boolean, side: ReadonlyArray<readonly [Fixed, Fixed]>, notional: Fixed): Fixed | null => {
    const contract = linear ? btc : btcUsd;
    let left = notional;
    let filled = ratio(0n, 1n);
    for (const [price, quantity] of side) {
      const taken = min(left, linear ? (quantity * price) / ONE : (quantity * contract.contractSize) / ONE);
      filled = add(filled, ratio(taken, price));
      left -= taken;
      if (left === 0n) return toFixed(div(of(notional), filled), 'half-even');
    }
    return null;
  };

  it('equals the exact rational average on its grid, over 50 levels', () => {
    const level = fc.tuple(fc.integer({ min: 400_000, max: 700_000 }), fc.integer({ min: 1, max: 5_000 }));
    fc.assert(
      fc.property(fc.boolean(), fc.array(level, { minLength: 1, maxLength: 50 }), fc.integer({ min: 1, max: 2_000_000 }), (linear, levels, notional) => {
        // Prices in ticks of 0.1, quantities in 0.001 BTC (linear) or whole contracts (inverse).
        const side = levels.map(([ticks, q]) => [fixed(String(ticks / 10)), linear ? fixed((q / 1000).toFixed(3)) : fixed(String(q))] as const);
        const contract = linear ? btc : btcUsd;
        expect(impactPrice(contract, side, fixed(String(notional)))).toBe(exactImpact(linear, side, fixed(String(notional))));
      }),
      { numRuns: 300 },
    );
  });
});

