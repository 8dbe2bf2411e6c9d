// The liquidation index against a full scan: the heap alone against brute force, isolated triggers
// at their exact edge, cross accounts whose liquidation price moves with their other positions,
// and random books of positions and marks, where the index must find exactly what riskOf says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, findContract, type ContractSpec } from './contracts.ts';
import { FIGURE_UNIT, fixed, whole, type Fixed } from './fixed.ts';
import { liquidationPrice } from './liquidation.ts';
import { LiquidationIndex, type CrossGroup, type IsolatedState } from './liquidationIndex.ts';
import { orderInitialMargin } from './pnl.ts';
import { of } from './ratio.ts';
import { riskOf } from './riskOf.ts';
import { SlotTable, TriggerHeap } from './triggerHeap.ts';

const f = fixed;
const btc = findContract('ubw:BTC/USDT')!;
const eth = findContract('ubw:ETH/USDT')!;

describe('TriggerHeap', () => {
  it('lists exactly the entries at or above a threshold after any inserts, changes and removals', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), key: fc.integer({ min: -50, max: 50 }) }),
      fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), key: fc.integer({ min: -50, max: 50 }) }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('query' as const), key: fc.integer({ min: -55, max: 55 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
        const heap = new TriggerHeap(new SlotTable());
        const live = new Map<number, number>();
        let next = 0;
        for (const o of ops) {
          const ids = [...live.keys()];
          if (o.kind === 'insert') {
            heap.insert(next, o.key);
            live.set(next++, o.key);
          } else if (o.kind === 'query') {
            const out: number[] = [];
            heap.atOrAbove(o.key, out, []);
            expect(out.sort((a, b) => a - b)).toEqual(ids.filter((id) => live.get(id)! >= o.key).sort((a, b) => a - b));
          } else if (ids.length > 0) {
            const id = ids[o.pick % ids.length]!;
            if (o.kind === 'change') {
              heap.change(id, o.key);
              live.set(id, o.key);
            } else {
              heap.remove(id);
              live.delete(id);
              expect(heap.has(id)).toBe(false);
            }
          }
          expect(heap.size).toBe(live.size);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('LiquidationIndex', () => {
  it('finds an isolated long exactly when the mark reaches its liquidation price, and follows its updates', () => {
    const index = new LiquidationIndex(() => {
      throw new Error('no groups');
    });
    const position: IsolatedState = { contract: btc, size: f('1'), entryPrice: f('50000'), isolatedMargin: f('5000') };
    const handle = index.addIsolated(position);
    const lp = liquidationPrice(btc, position, of(position.isolatedMargin))!;
    index.setMark(btc, lp);
    // At the published price (rounded up) the surplus is still positive: not yet.
    expect(index.liquidatable().isolated).toEqual([]);
    index.setMark(btc, lp - FIGURE_UNIT);
    expect(index.liquidatable().isolated).toEqual([handle]);
    // Margin added: the liquidation price falls below the mark.
    index.updateIsolated(handle, { ...position, isolatedMargin: f('6000') });
    expect(index.liquidatable().isolated).toEqual([]);
    index.removeIsolated(handle);
    index.setMark(btc, f('1000'));
    expect(index.liquidatable().isolated).toEqual([]);
  });

  it('follows a cross account whose liquidation price moves with its other position', () => {
    const group: { current: CrossGroup } = {
      current: {
        wallet: f('10000'),
        positions: [
          { contract: btc, size: f('1'), entryPrice: f('50000') },
          { contract: eth, size: f('4'), entryPrice: f('2625') },
        ],
      },
    };
    const index = new LiquidationIndex(() => group.current);
    index.setMark(btc, f('50000'));
    index.setMark(eth, f('2625'));
    const handle = index.addGroup(group.current);
    const risk = (btcMark: Fixed, ethMark: Fixed) =>
      riskOf({ wallets: { USDT: group.current.wallet }, positions: group.current.positions.map((p) => ({ ...p, leverage: 20, mode: 'cross' as const })), marks: { [btc.key]: btcMark, [eth.key]: ethMark } });
    // BTC's liquidation price with ETH at 2,625 (MM 105, no PnL) is 40,266.06; ETH's fall to 2,500 lifts it to 40,763.05.
    expect(risk(f('50000'), f('2625')).positions[0]!.liquidationPrice).toBe(f('40266.06425703'));
    expect(risk(f('50000'), f('2500')).positions[0]!.liquidationPrice).toBe(f('40763.05220884'));
    index.setMark(eth, f('2500'));
    expect(index.liquidatable()).toEqual({ isolated: [], groups: [] });
    index.setMark(btc, f('40500'));
    expect(risk(f('40500'), f('2500')).coins[0]!.liquidatable).toBe(true);
    expect(index.liquidatable().groups).toEqual([handle]);
    // A deposit to the cross wallet saves it: the owner tells the index.
    group.current = { ...group.current, wallet: f('11000') };
    index.updateGroup(handle, group.current);
    expect(index.liquidatable().groups).toEqual([]);
    index.removeGroup(handle);
    index.setMark(btc, f('1'));
    expect(index.liquidatable().groups).toEqual([]);
  });

  it('refuses marks off the 10^-8 grid, and a group mixing settlement coins', () => {
    const index = new LiquidationIndex(() => ({ wallet: 0n, positions: [] }));
    expect(() => index.setMark(btc, f('1.000000001'))).toThrow(/grid/);
    expect(() => index.setMark(btc, 0n)).toThrow(/grid/);
    const btcUsd = findContract('bbw:BTC/USD')!;
    index.setMark(btc, f('50000'));
    index.setMark(btcUsd, f('50000'));
    const mixed = { wallet: f('1'), positions: [{ contract: btc, size: f('1'), entryPrice: f('50000') }, { contract: btcUsd, size: f('1'), entryPrice: f('50000') }] };
    expect(() => index.addGroup(mixed)).toThrow(/settlement coin/);
  });
});

// ---- random books against the full scan ----

const BASE: Record<string, string> = {
  'ubw:BTC/USDT': '50000', 'ubw:ETH/USDT': '2500', 'ubw:SOL/USDT': '150', 'ubw:BNB/USDT': '600', 'ubw:XRP/USDT': '0.5', 'ubw:DOGE/USDT': '0.15',
  'bbw:BTC/USD': '50000', 'bbw:ETH/USD': '2500', 'bbw:SOL/USD': '150',
};
const LOT: Record<string, string> = { 'ubw:BTC/USDT': '0.001', 'ubw:ETH/USDT': '0.01', 'ubw:SOL/USDT': '0.1', 'ubw:BNB/USDT': '0.01', 'ubw:XRP/USDT': '10', 'ubw:DOGE/USDT': '100' };
const contracts = [...CONTRACTS.values()];
const linear = contracts.filter((c) => c.type === 'linear');
const inverse = contracts.filter((c) => c.type === 'inverse');

/** Base price × (1 + bp / 10,000): on the 10^-8 grid for every base above. */
const priceAt = (c: ContractSpec, bp: number) => (f(BASE[c.key]!) * BigInt(10_000 + bp)) / 10_000n;

const positionArb = (c: ContractSpec) =>
  fc.record({ lots: fc.integer({ min: 1, max: 5000 }), long: fc.boolean(), entryBp: fc.integer({ min: -500, max: 500 }) }).map(({ lots, long, entryBp }) => {
    const size = c.type === 'linear' ? f(LOT[c.key]!) * BigInt(lots) : whole(lots * 20);
    return { contract: c, size: long ? size : -size, entryPrice: priceAt(c, entryBp) };
  });

const marginFor = (c: ContractSpec, size: Fixed, entry: Fixed, leverage: number, percent: number) => (orderInitialMargin(c, size, entry, leverage) * BigInt(percent)) / 100n;

const isolatedArb = fc
  .constantFrom(...contracts)
  .chain((c) => fc.tuple(positionArb(c), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 40, max: 250 })))
  .map(([p, leverage, percent]): IsolatedState => ({ ...p, isolatedMargin: marginFor(p.contract, p.size, p.entryPrice, leverage, percent) }));

const groupArb = fc.oneof(
  fc.subarray(linear, { minLength: 1, maxLength: 4 }),
  fc.constantFrom(...inverse).map((c) => [c]),
).chain((members) =>
  fc.tuple(fc.tuple(...members.map(positionArb)), fc.integer({ min: 2, max: 50 }), fc.integer({ min: 30, max: 250 })).map(([positions, leverage, percent]): CrossGroup => ({
    positions,
    wallet: positions.reduce((total, p) => total + marginFor(p.contract, p.size, p.entryPrice, leverage, percent), 0n),
  })),
);

const marksArb = fc.array(fc.integer({ min: -1500, max: 1500 }), { minLength: contracts.length, maxLength: contracts.length });
const changeArb = fc.record({ which: fc.nat(), percent: fc.integer({ min: 20, max: 300 }), kind: fc.constantFrom('isolated', 'group', 'flip', 'drop') });

/** The full scan: riskOf for every isolated position and every cross account. */
const scan = (isolated: (IsolatedState | null)[], groups: (CrossGroup | null)[], marks: Record<string, Fixed>) => ({
  isolated: isolated.flatMap((p, i) => (p && riskOf({ wallets: {}, positions: [{ ...p, leverage: 1, mode: 'isolated' }], marks }).positions[0]!.liquidatable ? [i] : [])),
  groups: groups.flatMap((g, i) => {
    if (!g) return [];
    const coin = g.positions[0]!.contract.settle;
    const risk = riskOf({ wallets: { [coin]: g.wallet }, positions: g.positions.map((p) => ({ ...p, leverage: 1, mode: 'cross' as const })), marks });
    return risk.coins.find((c) => c.coin === coin)!.liquidatable ? [i] : [];
  }),
});

describe('LiquidationIndex against a full scan', () => {
  it('finds exactly the positions and accounts riskOf says are liquidatable, tick after tick', () => {
    fc.assert(
      fc.property(
        fc.array(isolatedArb, { maxLength: 10 }),
        fc.array(groupArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(marksArb, fc.option(changeArb)), { minLength: 1, maxLength: 8 }),
        (isolatedStart, groupsStart, ticks) => {
          const isolated: (IsolatedState | null)[] = [...isolatedStart];
          const groups: (CrossGroup | null)[] = [...groupsStart];
          const groupOf: number[] = [];
          const index: LiquidationIndex = new LiquidationIndex((h) => groups[groupOf.indexOf(h)]!);
          const marks: Record<string, Fixed> = {};
          for (const c of contracts) {
            marks[c.key] = priceAt(c, 0);
            index.setMark(c, marks[c.key]!);
          }
          const isolatedOf = isolated.map((p) => index.addIsolated(p!));
          for (const g of groups) groupOf.push(index.addGroup(g!));
          for (const [moves, change] of ticks) {
            for (const [i, c] of contracts.entries()) {
              marks[c.key] = priceAt(c, moves[i]!);
              index.setMark(c, marks[c.key]!);
            }
            if (change) {
              const gi = change.which % groups.length;
              const group = groups[gi];
              if (change.kind === 'isolated' && isolated.length > 0) {
                const ii = change.which % isolated.length;
                const p = isolated[ii];
                if (p) {
                  isolated[ii] = { ...p, isolatedMargin: (p.isolatedMargin * BigInt(change.percent)) / 100n };
                  index.updateIsolated(isolatedOf[ii]!, isolated[ii]!);
                }
              } else if (change.kind === 'group' && group) {
                groups[gi] = { ...group, wallet: (group.wallet * BigInt(change.percent)) / 100n };
                index.updateGroup(groupOf[gi]!, groups[gi]!);
              } else if (change.kind === 'flip' && group) {
                groups[gi] = { ...group, positions: group.positions.map((p, j) => (j === 0 ? { ...p, size: -p.size } : p)) };
                index.updateGroup(groupOf[gi]!, groups[gi]!);
              } else if (change.kind === 'drop' && group) {
                groups[gi] = null;
                index.removeGroup(groupOf[gi]!);
              }
            }
            const found = index.liquidatable();
            const expected = scan(isolated, groups, marks);
            expect(found.isolated.map((h) => isolatedOf.indexOf(h)).sort((a, b) => a - b)).toEqual(expected.isolated);
            expect(found.groups.map((h) => groupOf.indexOf(h)).sort((a, b) => a - b)).toEqual(expected.groups);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
