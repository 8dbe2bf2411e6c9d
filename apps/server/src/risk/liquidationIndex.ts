// Finds the liquidatable positions at a mark-price tick without evaluating every position.
//
// Per contract and side, a TriggerHeap (triggerHeap.ts) holds one trigger per position: a long is
// looked at when the mark is at or below its trigger, a short when at or above. A tick lists the
// crossed entries of each heap, O(k) for k of them.
//
// Isolated: the trigger is exact. The surplus of an isolated position depends on its own mark alone
// and is strictly monotone in it, so "liquidatable" (margin.ts: surplus ≤ 0) is "mark on or past
// the exact liquidation price", and on the 10^-8 grid marks live on that is "mark ≤ the price
// rounded down" for a long (liquidation.ts triggerUnits). A crossed isolated entry is liquidatable,
// nothing else to check.
//
// Cross: a position's liquidation price moves with every other mark of its account, so it cannot be
// a fixed key. Instead each cross account (a "group": one settlement coin's cross wallet and
// positions) gets a guard per position, computed at the current marks M: the surplus
// S = wallet + Σ c_j(M_j) (c_j = PnL − MM of position j, monotone in its own mark) is split into
// budgets β_j in proportion to the positions' notionals, and position j's guard is the price where
// c_j has lost its budget: c_j(g_j) = c_j(M_j) − β_j (the liquidation solver with a virtual backing
// β_j − c_j(M_j)). While every mark stays on the safe side of its guard, S > S − Σβ_j = 0: the
// account cannot be liquidatable. When a guard is crossed, the account is evaluated exactly at the
// current marks: short of margin → reported; otherwise its guards are recomputed there (each
// recomputation spends a share of what is left, so an account drifting toward liquidation is looked
// at more often the closer it gets). An account with a single cross position gets its exact
// liquidation price as its guard (β = S), so it is never looked at in vain. The index keeps no copy
// of a group: it asks the owner (`readGroup`) for its current state when it needs it, so the owner
// must call updateGroup after any change to the group (fill, funding, transfer, margin mode).
//
// Every mark must be on the 10^-8 grid and below 2^53 of those units (90 million), where doubles are
// exact; keys beyond that range become ±Infinity, which keeps comparisons exact for those marks.
import type { ContractSpec } from './contracts.ts';
import { FIGURE_UNIT, type Fixed } from './fixed.ts';
import { solveLiquidation, triggerUnits } from './liquidation.ts';
import { contributionAt, isShortOfMargin } from './margin.ts';
import { notionalAt, type Position } from './pnl.ts';
import { add, div, mul, of, sub, sum, type Ratio } from './ratio.ts';
import { SlotTable, TriggerHeap } from './triggerHeap.ts';

export interface IndexedPosition extends Position {
  readonly contract: ContractSpec;
}

export interface IsolatedState extends IndexedPosition {
  readonly isolatedMargin: Fixed;
}

/** One settlement coin's cross wallet and cross positions of one account. */
export interface CrossGroup {
  readonly wallet: Fixed;
  readonly positions: readonly IndexedPosition[];
}

export interface Liquidatable {
  /** Handles of isolated positions short of margin. */
  readonly isolated: number[];
  /** Handles of cross groups short of margin (all their positions go). */
  readonly groups: number[];
}

const SAFE_LIMIT = 2n ** 53n;

/** A trigger as a heap key: heaps are max-heaps listing keys ≥ threshold, so a short's key is negated. */
const keyOf = (trigger: bigint | 'always' | 'never', long: boolean): number => {
  if (trigger === 'always') return Infinity;
  if (trigger === 'never') return -Infinity;
  if (trigger >= SAFE_LIMIT) return long ? Infinity : -Infinity;
  if (trigger <= -SAFE_LIMIT) return long ? -Infinity : Infinity;
  return long ? Number(trigger) : -Number(trigger);
};

/** A group's surplus at the marks, exact: ≤ 0 means liquidatable (what a full scan evaluates). */
export const groupSurplus = (group: CrossGroup, markOf: (p: IndexedPosition) => Fixed): Ratio =>
  add(of(group.wallet), sum(group.positions.map((p) => contributionAt(p.contract, p, markOf(p)))));

export class LiquidationIndex {
  private readonly slots = new SlotTable();
  /** Heap per contract and side: 2·i for longs, 2·i + 1 for shorts. */
  private readonly heaps: TriggerHeap[] = [];
  private readonly contractIndex = new Map<string, number>();
  private readonly marks: (Fixed | undefined)[] = [];
  private entryHeap = new Int32Array(1024);
  /** The group of an entry, or −1 for an isolated position. */
  private entryGroup = new Int32Array(1024);
  private nextEntry = 0;
  private readonly freeEntries: number[] = [];
  private readonly groupEntries: (number[] | undefined)[] = [];
  private readonly freeGroups: number[] = [];
  private groupSeen = new Int32Array(1024);
  private tick = 0;
  private readonly fired: number[] = [];
  private readonly stack: number[] = [];

  constructor(private readonly readGroup: (group: number) => CrossGroup) {}

  /** The mark of a contract, on the 10^-8 grid. */
  setMark(contract: ContractSpec, mark: Fixed): void {
    if (mark <= 0n || mark % FIGURE_UNIT !== 0n || mark / FIGURE_UNIT >= SAFE_LIMIT) throw new RangeError(`Mark off the index's grid: ${mark}`);
    this.marks[this.indexOf(contract)] = mark;
  }

  addIsolated(position: IsolatedState): number {
    const entry = this.allocateEntry(-1);
    this.place(entry, position.contract, position.size > 0n, this.isolatedKey(position));
    return entry;
  }

  updateIsolated(handle: number, position: IsolatedState): void {
    this.move(handle, position.contract, position.size > 0n, this.isolatedKey(position));
  }

  removeIsolated(handle: number): void {
    this.releaseEntry(handle);
  }

  /** Adds a group; every contract it holds needs a mark first (its guards are computed at the marks). */
  addGroup(group: CrossGroup): number {
    this.check(group);
    const handle = this.freeGroups.pop() ?? this.groupEntries.length;
    this.groupEntries[handle] = [];
    if (handle >= this.groupSeen.length) this.groupSeen = grow(this.groupSeen, handle);
    this.guard(handle, group);
    return handle;
  }

  updateGroup(handle: number, group: CrossGroup): void {
    this.guard(handle, group);
  }

  removeGroup(handle: number): void {
    for (const entry of this.groupEntries[handle] ?? []) this.releaseEntry(entry);
    this.groupEntries[handle] = undefined;
    this.freeGroups.push(handle);
  }

  /**
   * Everything short of margin at the current marks. Isolated handles and groups stay indexed (and
   * keep being reported) until the owner updates or removes them; a group found safe is re-guarded.
   */
  liquidatable(): Liquidatable {
    const result: Liquidatable = { isolated: [], groups: [] };
    const fired = this.fired;
    fired.length = 0;
    for (const [i, mark] of this.marks.entries()) {
      if (mark === undefined) continue;
      const units = Number(mark / FIGURE_UNIT);
      this.heaps[2 * i]!.atOrAbove(units, fired, this.stack);
      this.heaps[2 * i + 1]!.atOrAbove(-units, fired, this.stack);
    }
    this.tick++;
    const candidates: number[] = [];
    for (const entry of fired) {
      const group = this.entryGroup[entry]!;
      if (group < 0) result.isolated.push(entry);
      else if (this.groupSeen[group] !== this.tick) {
        this.groupSeen[group] = this.tick;
        candidates.push(group);
      }
    }
    for (const group of candidates) if (this.guard(group, this.readGroup(group))) result.groups.push(group);
    return result;
  }

  private isolatedKey(position: IsolatedState): number {
    const long = position.size > 0n;
    return keyOf(triggerUnits(solveLiquidation(position.contract, position, of(position.isolatedMargin)), long), long);
  }

  /** (Re)computes a group's guards at the current marks; true when the group is short of margin now. */
  private guard(handle: number, group: CrossGroup): boolean {
    this.check(group);
    const markOf = (p: IndexedPosition): Fixed => this.marks[this.indexOf(p.contract)]!;
    const contributions = group.positions.map((p) => contributionAt(p.contract, p, markOf(p)));
    const surplus = add(of(group.wallet), sum(contributions));
    const short = group.positions.length > 0 && isShortOfMargin(surplus);
    const weights = group.positions.length > 1 ? group.positions.map((q) => notionalAt(q.contract, q.size, markOf(q))) : [];
    const total = sum(weights);
    const keys = group.positions.map((p, j) => {
      const long = p.size > 0n;
      if (short) return keyOf('always', long);
      // Alone, the position's budget is the whole surplus: its guard is its exact liquidation price.
      const budget = weights.length > 0 ? div(mul(surplus, weights[j]!), total) : surplus;
      return keyOf(triggerUnits(solveLiquidation(p.contract, p, sub(budget, contributions[j]!)), long), long);
    });
    const entries = this.groupEntries[handle]!;
    // Same positions on the same sides keep their entries; anything else is rebuilt.
    const sameShape =
      entries.length === group.positions.length &&
      group.positions.every((p, j) => this.entryHeap[entries[j]!] === this.heapOf(p.contract, p.size > 0n));
    if (!sameShape) {
      for (const entry of entries) this.releaseEntry(entry);
      entries.length = 0;
      for (const [j, p] of group.positions.entries()) {
        const entry = this.allocateEntry(handle);
        this.place(entry, p.contract, p.size > 0n, keys[j]!);
        entries.push(entry);
      }
    } else for (const [j, entry] of entries.entries()) this.heaps[this.entryHeap[entry]!]!.change(entry, keys[j]!);
    return short;
  }

  /** Before anything changes: one settlement coin, and a mark for every contract of the group. */
  private check(group: CrossGroup): void {
    const coin = group.positions[0]?.contract.settle;
    for (const p of group.positions) {
      if (p.contract.settle !== coin) throw new RangeError('A cross group holds positions of one settlement coin');
      if (this.marks[this.indexOf(p.contract)] === undefined) throw new RangeError(`No mark for ${p.contract.key}`);
    }
  }

  private indexOf(contract: ContractSpec): number {
    let i = this.contractIndex.get(contract.key);
    if (i === undefined) {
      i = this.contractIndex.size;
      this.contractIndex.set(contract.key, i);
      this.heaps.push(new TriggerHeap(this.slots), new TriggerHeap(this.slots));
      this.marks.push(undefined);
    }
    return i;
  }

  private heapOf(contract: ContractSpec, long: boolean): number {
    return 2 * this.indexOf(contract) + (long ? 0 : 1);
  }

  private allocateEntry(group: number): number {
    const entry = this.freeEntries.pop() ?? this.nextEntry++;
    if (entry >= this.entryHeap.length) {
      this.entryHeap = grow(this.entryHeap, entry);
      this.entryGroup = grow(this.entryGroup, entry);
    }
    this.entryHeap[entry] = -1;
    this.entryGroup[entry] = group;
    return entry;
  }

  private releaseEntry(entry: number): void {
    const heap = this.entryHeap[entry]!;
    if (heap >= 0) this.heaps[heap]!.remove(entry);
    this.entryHeap[entry] = -1;
    this.freeEntries.push(entry);
  }

  private place(entry: number, contract: ContractSpec, long: boolean, key: number): void {
    const heap = this.heapOf(contract, long);
    this.entryHeap[entry] = heap;
    this.heaps[heap]!.insert(entry, key);
  }

  private move(entry: number, contract: ContractSpec, long: boolean, key: number): void {
    const heap = this.heapOf(contract, long);
    if (this.entryHeap[entry] === heap) this.heaps[heap]!.change(entry, key);
    else {
      const old = this.entryHeap[entry]!;
      if (old >= 0) this.heaps[old]!.remove(entry);
      this.place(entry, contract, long, key);
    }
  }
}

const grow = (array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> => {
  let size = array.length;
  while (size <= needed) size *= 2;
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
};
