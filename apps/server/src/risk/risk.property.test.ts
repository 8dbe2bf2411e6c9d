// Properties of the risk core over random positions, margins, fills and marks (fast-check):
// the published liquidation and bankruptcy prices sit within one price unit of the exact edge, on
// the member's side of safety; fills account for every unit of PnL; funding is zero-sum.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, type ContractSpec } from './contracts.ts';
import { FIGURE_UNIT, ONE, whole, type Fixed } from './fixed.ts';
import { fundingAmount, fundingPayment, settleFunding } from './funding.ts';
import { bankruptcyPrice, liquidationPrice } from './liquidation.ts';
import { contributionAt, surplusAt } from './margin.ts';
import { applyFill } from './position.ts';
import { FLAT, orderInitialMargin, pnlAt, type Position } from './pnl.ts';
import { add, figure, of, ratio, sign, sub, sum, type Ratio } from './ratio.ts';
import { riskOf } from './riskOf.ts';

const contracts = [...CONTRACTS.values()];
const linear = contracts.filter((c) => c.type === 'linear');
const RUNS = { numRuns: 1000 };

/** A price between 0.01 and 100,000 on the 10^-8 grid. */
const priceArb = fc.bigInt({ min: 1_000_000n, max: 10_000_000_000_000n }).map((units) => units * FIGURE_UNIT);
/** A size: base coin on the 10^-4 grid (linear) or whole contracts (inverse). */
const sizeFor = (c: ContractSpec, lots: bigint): Fixed => (c.type === 'linear' ? lots * 10n ** 14n : whole(lots));
const positionArb = (c: ContractSpec) =>
  fc.record({ lots: fc.bigInt({ min: 1n, max: 2_000_000n }), long: fc.boolean(), entry: priceArb }).map(({ lots, long, entry }): Position => {
    const size = sizeFor(c, lots);
    return { size: long ? size : -size, entryPrice: entry };
  });
/** A margin between a fifth of the initial margin at 125x and twice the position's value. */
const marginFor = (c: ContractSpec, p: Position, per10k: number) => (orderInitialMargin(c, p.size, p.entryPrice, 1) * BigInt(per10k)) / 10_000n;

const isolatedArb = fc
  .constantFrom(...contracts)
  .chain((c) => fc.tuple(fc.constant(c), positionArb(c), fc.integer({ min: 16, max: 20_000 })))
  .map(([c, p, per10k]) => ({ c, p, margin: marginFor(c, p, per10k) }));

/** Where the surplus stands one price unit either side of a published price, and at it. */
const edges = (surplus: (price: Fixed) => Ratio, price: Fixed) => ({
  below: price > FIGURE_UNIT ? sign(surplus(price - FIGURE_UNIT)) : null,
  at: sign(surplus(price)),
  above: sign(surplus(price + FIGURE_UNIT)),
});

describe('risk properties', () => {
  it('isolated: at the liquidation price margin balance ≥ MM, and one unit further it is below (MM is met within one price unit)', () => {
    fc.assert(
      fc.property(isolatedArb, ({ c, p, margin }) => {
        const backing = of(margin);
        const lp = liquidationPrice(c, p, backing);
        const surplus = (price: Fixed) => surplusAt(c, p, backing, price);
        if (lp === null) {
          // No positive price liquidates it: a long is safe down to the smallest price, a short up to a huge one.
          if (p.size > 0n) expect(sign(surplus(FIGURE_UNIT))).toBe(1);
          else expect(sign(surplus(whole(10n ** 12n)))).toBe(1);
          return;
        }
        const e = edges(surplus, lp);
        expect(e.at).toBeGreaterThanOrEqual(0);
        if (p.size > 0n) {
          expect(e.above).toBe(1);
          if (e.below !== null) expect(e.below).toBe(-1);
        } else {
          expect(e.above).toBe(-1);
          if (e.below !== null) expect(e.below).toBe(1);
        }
      }),
      RUNS,
    );
  });

  it('cross: the same at each position\'s liquidation price with the other positions at their marks', () => {
    const groupArb = fc
      .subarray(linear, { minLength: 1, maxLength: 3 })
      .chain((cs) => fc.tuple(fc.constant(cs), fc.tuple(...cs.map(positionArb)), fc.tuple(...cs.map(() => priceArb)), fc.integer({ min: 50, max: 20_000 })));
    fc.assert(
      fc.property(groupArb, ([cs, positions, markList, per10k]) => {
        const wallet = positions.reduce((total, p, i) => total + marginFor(cs[i]!, p, per10k), 0n);
        const marks = Object.fromEntries(cs.map((c, i) => [c.key, markList[i]!]));
        const risk = riskOf({ wallets: { USDT: wallet }, positions: positions.map((p, i) => ({ ...p, contract: cs[i]!, leverage: 1, mode: 'cross' as const })), marks });
        for (const [i, p] of positions.entries()) {
          const lp = risk.positions[i]!.liquidationPrice;
          if (lp === null) continue;
          // The account's surplus with only this position's mark moved.
          const surplus = (price: Fixed) =>
            add(of(wallet), sum(positions.map((q, j) => contributionAt(cs[j]!, q, j === i ? price : markList[j]!))));
          const e = edges(surplus, lp);
          expect(e.at).toBeGreaterThanOrEqual(0);
          expect(e.above).toBe(p.size > 0n ? 1 : -1);
          if (e.below !== null) expect(e.below).toBe(p.size > 0n ? -1 : 1);
        }
      }),
      RUNS,
    );
  });

  it('at the bankruptcy price the margin balance is zero, to within one price unit on the member\'s side', () => {
    fc.assert(
      fc.property(isolatedArb, ({ c, p, margin }) => {
        const bp = bankruptcyPrice(c, p, of(margin));
        if (bp === null) return;
        const balance = (price: Fixed) => add(of(margin), pnlAt(c, p, price));
        const e = edges(balance, bp);
        expect(e.at).toBeGreaterThanOrEqual(0);
        expect(e.above).toBe(p.size > 0n ? 1 : -1);
        if (e.below !== null) expect(e.below).toBe(p.size > 0n ? -1 : 1);
      }),
      RUNS,
    );
  });

  it('fills account for every unit of PnL: Σ realised + final unrealised = the fills\' exact PnL, short by under a unit a fill', () => {
    const fillArb = fc.record({ lots: fc.bigInt({ min: -2000n, max: 2000n }).filter((l) => l !== 0n), price: priceArb });
    fc.assert(
      fc.property(fc.constantFrom(...contracts), fc.array(fillArb, { minLength: 1, maxLength: 25 }), priceArb, (c, fills, mark) => {
        let position: Position = FLAT;
        let realised = 0n;
        // Exact cash flows: linear pays q·p per buy; inverse a buy of c contracts is worth c·CS/p of coin.
        let cash: Ratio = ratio(0n, 1n);
        for (const { lots, price } of fills) {
          const quantity = sizeFor(c, lots);
          const result = applyFill(c, position, { quantity, price });
          position = result.position;
          realised += result.realisedPnl;
          cash =
            c.type === 'linear'
              ? sub(cash, ratio(quantity * price, ONE * ONE))
              : add(cash, ratio(quantity * c.contractSize, price * ONE));
        }
        const final = c.type === 'linear' ? ratio(position.size * mark, ONE * ONE) : ratio(-position.size * c.contractSize, mark * ONE);
        const exact = add(cash, final);
        const accounted = add(of(realised), pnlAt(c, position, mark));
        const shortfall = sub(exact, accounted);
        expect(sign(shortfall)).toBeGreaterThanOrEqual(0);
        expect(sign(sub(of(BigInt(fills.length) * FIGURE_UNIT), shortfall))).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('funding is zero-sum per contract: payers pay their amount rounded up, receivers share exactly that', () => {
    const bookArb = fc.tuple(fc.constantFrom(...contracts), fc.array(fc.bigInt({ min: 1n, max: 100_000n }), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }));
    fc.assert(
      fc.property(bookArb, priceArb, fc.bigInt({ min: -4_000_000n, max: 4_000_000n }), ([c, longLots, cuts], mark, rateUnits) => {
        // Shorts: the longs' total cut into random pieces, so the book balances.
        const total = longLots.reduce((a, b) => a + b, 0n);
        const points = [...new Set(cuts.map((n) => BigInt(n) % total))].filter((n) => n > 0n).sort((a, b) => (a < b ? -1 : 1));
        const shortLots = [...points, total].map((point, i) => point - (i === 0 ? 0n : points[i - 1]!));
        const sizes = [...longLots.map((l) => sizeFor(c, l)), ...shortLots.map((l) => -sizeFor(c, l))];
        const rate = rateUnits * FIGURE_UNIT;
        const payments = settleFunding(c, sizes, mark, rate);
        expect(payments.reduce((a, b) => a + b, 0n)).toBe(0n);
        for (const [i, size] of sizes.entries()) {
          const exact = fundingAmount(c, size, mark, rate);
          if (sign(exact) < 0) expect(payments[i]).toBe(fundingPayment(c, size, mark, rate));
          // A receiver gets at least its exact amount rounded down: payers' rounding only adds.
          else expect(payments[i]! >= figure(exact, 'floor')).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
