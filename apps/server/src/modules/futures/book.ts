// The positions and the members' contract orders, in memory: the state every contract order, fill,
// margin change and risk figure reads. The tables (contract_position, market_order) are its durable
// copy, written in the same journal batch as the change (settlement.ts, observer.ts), and it is
// rebuilt from them at start (restore.ts). A symbol's positions and orders change only inside that
// market's queue (SymbolMarket: fills, places, cancels, and market.exclusive for margin changes),
// so a check made in the queue holds when the change it allows is made.
import type { Owner } from '../../ledger/index.ts';
import type { ContractPair } from './pair.ts';

export type Pattern = 1 | 2;
export const ISOLATED: Pattern = 1;
export const CROSS: Pattern = 2;

/** Defaults of a contract the member has not set: isolated at 10x. */
export const DEFAULT_SETTING = { leverage: 10, pattern: ISOLATED } as const;

export interface PositionState {
  readonly owner: Owner;
  /** "member:12" / "system:market_maker", as the engine names owners. */
  readonly ownerKey: string;
  readonly kind: 'ubw' | 'bbw';
  readonly symbol: string;
  /** The current position's id (a new one each time it opens from flat); null before the first. */
  positionId: string | null;
  /** Signed lots: > 0 long. */
  size: bigint;
  /** Average entry, Fixed (meaningless when flat). */
  entry: bigint;
  /** Ledger units locked for the position on the contract account. */
  margin: bigint;
  leverage: number;
  pattern: Pattern;
  /** Realised PnL of the current position (ledger units, signed; fees apart); the house's since it began. */
  realised: bigint;
  /** Funding received (> 0) or paid since the position opened; the house's since it began. */
  funding: bigint;
  /** Losses the owner could not pay (beyond its margin and, for cross, its available): never reset. */
  shortfall: bigint;
  /** Ledger units of the margin that are a trial-fund coupon's (coupons.ts), and that coupon. */
  coupon: bigint;
  couponId: string | null;
  openTime: number;
  updateTime: number;
}

/** What a member's contract order is beyond the engine's order. */
export interface ContractOrderState {
  readonly id: string;
  readonly ownerKey: string;
  readonly owner: Owner;
  readonly pairKey: string;
  readonly direction: 1 | 2 | 3 | 4;
  readonly leverage: number;
  readonly pattern: Pattern;
  /** The price its hold is counted at (its limit; a market order's bound); 0 for a waiting close at market. */
  readonly priceTicks: number;
  /** A plan or take-profit / stop-loss order's trigger. */
  readonly triggerTicks: number | null;
  /** A take-profit / stop-loss that closes whatever the position is when it fires. */
  readonly wholePosition: boolean;
  // remaining, hold and waiting change only through ContractBook.update, which keeps the sums risk
  // figures read (an owner's holds, a position's lots reserved by closes) in step.
  /** Lots not yet filled (a waiting whole-position take-profit / stop-loss: 0 until it fires). */
  readonly remaining: bigint;
  /** Ledger units held now (opens; 0 for closes). */
  readonly hold: bigint;
  /** 'plan' and 'tpsl' orders wait outside the book for their trigger. */
  readonly waiting: 'plan' | 'tpsl' | null;
  readonly positionId: string | null;
  /** Take-profit / stop-loss levels of an open, armed on the position at its first fill. */
  readonly takeProfitTicks: number | null;
  readonly stopLossTicks: number | null;
  /** zyzs: 1 take-profit, 2 stop-loss. */
  readonly zyzsType: 1 | 2 | null;
  /** An open paid by a trial-fund coupon: its hold came from, and what it does not use goes back to, the coupons account. */
  readonly couponId: string | null;
  armed: boolean;
  /** Who placed it: the member, or the liquidation worker (liquidation, adl); its fills say the same. */
  readonly source: 'member' | 'liquidation' | 'adl';
}

export const positionKey = (ownerKey: string, pairKey: string): string => `${ownerKey}|${pairKey}`;
export const ownerKeyOf = (owner: Owner): string => `${owner.ownerType}:${owner.ownerId}`;
export const opens = (direction: number): boolean => direction === 1 || direction === 2;
/** The side an order's direction is about: 1 and 3 a long, 2 and 4 a short. */
export const isLongSide = (direction: number): boolean => direction === 1 || direction === 3;

export class ContractBook {
  private readonly positions = new Map<string, PositionState>();
  private readonly byOwner = new Map<string, Set<string>>();
  private readonly byPair = new Map<string, Set<string>>();
  readonly orders = new Map<string, ContractOrderState>();
  private readonly ordersByPosition = new Map<string, Set<string>>();
  private readonly ordersByOwner = new Map<string, Set<string>>();
  /**
   * Sums kept as orders come, change and go, because every order and risk figure reads them and a
   * member may have many orders: what the owner's orders hold per contract, and the lots of each
   * position that its close orders in the book reserve.
   */
  private readonly holdsByOwner = new Map<string, Map<string, bigint>>();
  private readonly reservedByPosition = new Map<string, bigint>();

  /** The owner's state for a contract, made with the defaults if it has none. */
  position(owner: Owner, pair: Pick<ContractPair, 'key' | 'kind' | 'config'>, now: number): PositionState {
    const ownerKey = ownerKeyOf(owner);
    const key = positionKey(ownerKey, pair.key);
    let state = this.positions.get(key);
    if (!state) {
      state = {
        owner,
        ownerKey,
        kind: pair.kind,
        symbol: pair.config.symbol_name,
        positionId: null,
        size: 0n,
        entry: 0n,
        margin: 0n,
        ...DEFAULT_SETTING,
        realised: 0n,
        funding: 0n,
        shortfall: 0n,
        coupon: 0n,
        couponId: null,
        openTime: 0,
        updateTime: now,
      };
      this.put(state);
    }
    return state;
  }

  find(ownerKey: string, pairKey: string): PositionState | undefined {
    return this.positions.get(positionKey(ownerKey, pairKey));
  }

  /** A stored state (start-up). */
  put(state: PositionState): void {
    const pairKey = `${state.kind}:${state.symbol}`;
    const key = positionKey(state.ownerKey, pairKey);
    this.positions.set(key, state);
    let mine = this.byOwner.get(state.ownerKey);
    if (!mine) this.byOwner.set(state.ownerKey, (mine = new Set()));
    mine.add(key);
    let pair = this.byPair.get(pairKey);
    if (!pair) this.byPair.set(pairKey, (pair = new Set()));
    pair.add(key);
  }

  /** Every state of an owner (open positions and settings). */
  ofOwner(ownerKey: string): PositionState[] {
    return [...(this.byOwner.get(ownerKey) ?? [])].map((k) => this.positions.get(k)!);
  }

  /** Every state of a contract (the liquidation worker's per-symbol view takes the open ones). */
  ofPair(pairKey: string): PositionState[] {
    return [...(this.byPair.get(pairKey) ?? [])].map((k) => this.positions.get(k)!);
  }

  private addHold(ownerKey: string, pairKey: string, delta: bigint): void {
    if (delta === 0n) return;
    let mine = this.holdsByOwner.get(ownerKey);
    if (!mine) this.holdsByOwner.set(ownerKey, (mine = new Map()));
    const total = (mine.get(pairKey) ?? 0n) + delta;
    if (total === 0n) mine.delete(pairKey);
    else mine.set(pairKey, total);
  }

  /** Adds or takes away an order's part of the sums (sign 1 or -1). */
  private count(order: ContractOrderState, sign: 1n | -1n): void {
    this.addHold(order.ownerKey, order.pairKey, sign * order.hold);
    if (opens(order.direction) || order.waiting !== null || order.remaining === 0n) return;
    const key = positionKey(order.ownerKey, order.pairKey);
    const total = (this.reservedByPosition.get(key) ?? 0n) + sign * order.remaining;
    if (total === 0n) this.reservedByPosition.delete(key);
    else this.reservedByPosition.set(key, total);
  }

  addOrder(order: ContractOrderState): void {
    if (this.orders.has(order.id)) this.removeOrder(order.id);
    this.orders.set(order.id, order);
    this.count(order, 1n);
    const key = positionKey(order.ownerKey, order.pairKey);
    let set = this.ordersByPosition.get(key);
    if (!set) this.ordersByPosition.set(key, (set = new Set()));
    set.add(order.id);
    let mine = this.ordersByOwner.get(order.ownerKey);
    if (!mine) this.ordersByOwner.set(order.ownerKey, (mine = new Set()));
    mine.add(order.id);
  }

  removeOrder(id: string): ContractOrderState | undefined {
    const order = this.orders.get(id);
    if (!order) return undefined;
    this.orders.delete(id);
    this.count(order, -1n);
    this.ordersByPosition.get(positionKey(order.ownerKey, order.pairKey))?.delete(id);
    this.ordersByOwner.get(order.ownerKey)?.delete(id);
    return order;
  }

  /** Every open and waiting order of an owner. */
  ordersOfOwner(ownerKey: string): ContractOrderState[] {
    return [...(this.ordersByOwner.get(ownerKey) ?? [])].map((id) => this.orders.get(id)!);
  }

  /** The member's open and waiting orders of one contract. */
  ordersOf(ownerKey: string, pairKey: string): ContractOrderState[] {
    return [...(this.ordersByPosition.get(positionKey(ownerKey, pairKey)) ?? [])].map((id) => this.orders.get(id)!);
  }

  /** Lots of the position that open close orders in the book already reserve (waiting take-profit / stop-loss orders reserve none). */
  reservedForClose(ownerKey: string, pairKey: string): bigint {
    return this.reservedByPosition.get(positionKey(ownerKey, pairKey)) ?? 0n;
  }

  /** Changes an order (a fill, a waiting order released into the book); the sums follow when it is in the book. */
  update(order: ContractOrderState, change: { remaining?: bigint; hold?: bigint; waiting?: null }): void {
    const counted = this.orders.get(order.id) === order;
    if (counted) this.count(order, -1n);
    Object.assign(order as { remaining: bigint; hold: bigint; waiting: ContractOrderState['waiting'] }, change);
    if (counted) this.count(order, 1n);
  }

  /** Ledger units the owner's orders hold, over the contracts `counts` takes (risk.ts: those of one settlement coin). */
  holdsOf(ownerKey: string, counts: (pairKey: string) => boolean): bigint {
    let held = 0n;
    for (const [pairKey, hold] of this.holdsByOwner.get(ownerKey) ?? []) if (counts(pairKey)) held += hold;
    return held;
  }

  /** The side a member holds or is opening on a contract: long, short, or none. */
  sideOf(ownerKey: string, pairKey: string): 'long' | 'short' | null {
    const state = this.find(ownerKey, pairKey);
    if (state && state.size !== 0n) return state.size > 0n ? 'long' : 'short';
    for (const order of this.ordersOf(ownerKey, pairKey)) if (opens(order.direction)) return order.direction === 1 ? 'long' : 'short';
    return null;
  }
}
