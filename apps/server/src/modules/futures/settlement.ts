// How contract trades move money (market/settlement.ts's Settlement for the ubw and bbw books). All
// on the contract account (wallet 4) in the settlement coin; staged in memory and written with the
// order's journal batch, as spot's are.
//
// Holds. A member's open order holds its initial margin and fee at its own price (pair.ts
// holdUnits), a function of what is left to fill, so the hold after any fill or restart is that
// again. A close holds nothing: it is reduce-only, and the lots it may close are reserved on the
// position instead (book.ts reservedForClose).
//
// A fill that opens or adds: the part of the hold it frees pays the fee, then becomes the position's
// margin up to the fill's initial margin (at the fill price; what the order held at its own price
// beyond that goes back to available).
//
// A fill that reduces or closes: the position's margin falls in proportion to its size (the part
// freed goes to available), the realised PnL of the closed part is paid by the clearing account
// (profit) or to it (loss), and the fee to the fees account. Losses and the fee are paid first
// from what the fill freed; a cross position then draws on the member's available balance, which
// is the cross wallet; then on what margin the position keeps. What is still unpaid (a fill past
// the bankruptcy price: the liquidation worker's job to prevent) is recorded as the position's
// shortfall and the clearing account simply receives less: no member balance goes below zero, and
// settling never fails, which it must not (the engine has already matched).
//
// The house. The simulator's contract bots are members with margin (bots.ts); what is left of the
// house is a system owner trading a contract book directly (the simulator without its contract bots,
// tests of the markets alone, the tests' houseTrader). It holds no margin: its positions are tracked
// like anyone's, so the positions of a contract net to zero, but their PnL and funding are not
// paid (liquidation.ts settleFunding pays members through the clearing account, which keeps or
// pays the house's share). The clearing account therefore stands at exactly minus Σ size × entry
// over every open position (+Σ size × contract size / entry for inverse), plus the house's
// realised PnL and funding since it began, less members' shortfalls, give or take the
// member-adverse roundings (ledger.property.test.ts here holds it to that).
import type { EngineEvent } from '../../engine/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { PNL_KIND, SYSTEM_OWNER, type BalanceRef, type Ledger, type Move, type Owner, type StagedTransfer } from '../../ledger/index.ts';
import type { OrderMeta } from '../../market/orderRecord.ts';
import { parseOwner, type Settlement } from '../../market/settlement.ts';
import type { PlaceInput } from '../../market/symbolMarket.ts';
import { applyFill, toLedgerUnits } from '../../risk/index.ts';
import { ISOLATED, opens, ownerKeyOf, positionKey, type ContractBook, type ContractOrderState, type PositionState } from './book.ts';
import { feeUnits, fixedToLots, holdUnits, lotsToFixed, marginUnits, pairByKey, pairOf, ticksToFixed, type ContractPair } from './pair.ts';
import { orderState } from './orderMeta.ts';
import type { ContractPositionTable } from '../../db/schema.ts';

export const CONTRACT_WALLET = '4';
const CLEARING: Owner = { ownerType: 'system', ownerId: SYSTEM_OWNER.futuresClearing };
const FEES: Owner = { ownerType: 'system', ownerId: SYSTEM_OWNER.fees };
/** Where trial-fund coupons' money waits (coupons.ts): locked while a coupon is usable. */
export const COUPONS: Owner = { ownerType: 'system', ownerId: 'futures_coupons' };

// Fields named one by one, not spread: an owner may be a bigger object (an order's), and a spread
// of an object of unknown shape was a few per cent of a contract order's CPU.
export const contractRef = (owner: Owner, balance: 'available' | 'locked'): BalanceRef => ({ ownerType: owner.ownerType, ownerId: owner.ownerId, walletType: CONTRACT_WALLET, balance });
export const contractAccount = (owner: Owner, asset: string) => ({ key: { ownerType: owner.ownerType, ownerId: owner.ownerId, walletType: CONTRACT_WALLET }, asset });

/** One member side of a contract trade, as contract_fill stores it. */
export interface FillRecord {
  memberId: string;
  orderId: string;
  direction: number;
  role: 'taker' | 'maker';
  source: string;
  priceTicks: number;
  lots: number;
  /** The position's entry before a closing fill (Fixed); null for an open. */
  openPrice: bigint | null;
  profit: bigint;
  fee: bigint;
  positionId: string | null;
  tradeSeq: number;
}

/** What a commit's settlement did besides moving money: for its journal rows and notices (observer.ts). */
export interface Settled {
  pair: ContractPair;
  /** Positions as they stand after the commit. */
  positions: ContractPositionTable[];
  fills: FillRecord[];
  /** Members whose positions changed. */
  members: Set<string>;
  /** Waiting take-profit / stop-loss orders dropped: their position closed, or a new level replaced them. */
  dropped: ContractOrderState[];
  /** Take-profit / stop-loss orders armed by an open's first fill. */
  armed: PlaceInput[];
  time: number;
}

export interface ContractSettlementDeps {
  ledger: Ledger;
  book: ContractBook;
  now: () => number;
  /**
   * Judges a member's order in the market's queue, just before its hold, with the member's
   * contract account primed (service.ts): side, reduce-only, margin, price band. Throws a
   * BusinessError to refuse. A take-profit / stop-loss that fires gets its size and price here.
   */
  admit(pair: ContractPair, order: PlaceInput): void;
  newPositionId(): string;
  /** Arms an open's take-profit / stop-loss on its position at the open's first fill (tpsl.ts). */
  arm(pair: ContractPair, position: PositionState, order: ContractOrderState): { armed: PlaceInput[]; replaced: ContractOrderState[] };
}

export interface ContractSettlement extends Settlement {
  /** Whether this settlement keeps the order (a member's contract order). */
  owns(orderId: string): boolean;
  /** The rest of a commit's settlement, once (observer.ts). */
  takeSettled(events: readonly EngineEvent[]): Settled | undefined;
  /**
   * The member fills a commit's events made, for as long as the events are held (the answer to the
   * order that made them is built from these, not read back from the tables: service.ts placedRow).
   */
  fillsOf(events: readonly EngineEvent[]): readonly FillRecord[];
  /** Stages a hold of a member's waiting plan order (service.ts places it outside the engine). */
  holdWaiting(pair: ContractPair, meta: PlaceInput, waiting: 'plan' | 'tpsl'): Promise<StagedTransfer | null>;
}

/** The row of a position as contract_position stores it. */
export const positionRow = (p: PositionState): ContractPositionTable => ({
  owner_type: p.owner.ownerType,
  owner_id: p.owner.ownerId,
  kind: p.kind,
  symbol: p.symbol,
  leverage: p.leverage,
  pattern: p.pattern,
  position_id: p.positionId,
  size_lots: String(p.size),
  entry_price: String(p.entry),
  margin: String(p.margin),
  realised: String(p.realised),
  funding: String(p.funding),
  shortfall: String(p.shortfall),
  coupon: String(p.coupon),
  coupon_id: p.couponId,
  open_time: String(p.openTime),
  update_time: String(p.updateTime),
});

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const abs = (a: bigint) => (a < 0n ? -a : a);
const ceilDiv = (n: bigint, d: bigint) => (n + d - 1n) / d;

/**
 * The moves of one commit, with each member's available balance followed as they are planned, so
 * a debit never asks for more than is there (the ledger would refuse it, and a refused settlement
 * stops the server).
 */
class Plan {
  readonly moves: Move[] = [];
  private readonly available = new Map<string, bigint>();

  constructor(
    private readonly ledger: Ledger,
    private readonly asset: string,
  ) {}

  /** What the member can spend now; a row the ledger does not follow in memory counts as nothing (never refused). */
  availableOf(owner: Owner): bigint {
    const id = ownerKeyOf(owner);
    let value = this.available.get(id);
    if (value === undefined) {
      value = this.ledger.current({ ...owner, walletType: CONTRACT_WALLET }, this.asset)?.available ?? 0n;
      this.available.set(id, value);
    }
    return value;
  }

  move(from: BalanceRef, to: BalanceRef, amount: bigint, kind: string): void {
    if (amount <= 0n) return;
    this.moves.push({ from, to, asset: this.asset, amount, kind });
    if (from.ownerType === 'member' && from.balance === 'available') this.shift(from, -amount);
    if (to.ownerType === 'member' && to.balance === 'available') this.shift(to, amount);
  }

  private shift(owner: Owner, amount: bigint) {
    this.available.set(ownerKeyOf(owner), this.availableOf(owner) + amount);
  }
}

export const createContractSettlement = (deps: ContractSettlementDeps): ContractSettlement => {
  const { ledger, book } = deps;
  const settledBy = new WeakMap<readonly EngineEvent[], Settled>();
  const fillsBy = new WeakMap<readonly EngineEvent[], readonly FillRecord[]>();

  const memberOwner = (order: Pick<OrderMeta, 'ownerId'>): Owner => ({ ownerType: 'member', ownerId: order.ownerId });

  const holdMove = (owner: Owner, pair: ContractPair, amount: bigint, ref: string) =>
    ledger.stageNow({ kind: 'margin', ref, moves: [{ from: contractRef(owner, 'available'), to: contractRef(owner, 'locked'), asset: pair.settle, amount }] });

  /**
   * Opens a flat position for a fill: a new id, the order's setting, nothing realised yet. The
   * house's realised PnL and funding run on across its positions: they are what the clearing
   * account has absorbed for it (the invariant at the top of this file).
   */
  const openFromFlat = (position: PositionState, order: ContractOrderState | null, time: number) => {
    position.positionId = deps.newPositionId();
    position.openTime = time;
    if (position.owner.ownerType === 'member') {
      position.realised = 0n;
      position.funding = 0n;
    }
    if (order) {
      position.leverage = order.leverage;
      position.pattern = order.pattern;
    }
  };

  const settleHouse = (pair: ContractPair, position: PositionState, signed: bigint, priceTicks: number, time: number) => {
    const result = applyFill(pair.spec, { size: lotsToFixed(pair, position.size), entryPrice: position.entry }, { quantity: lotsToFixed(pair, signed), price: ticksToFixed(pair, priceTicks) });
    if (position.size === 0n) openFromFlat(position, null, time);
    position.realised += toLedgerUnits(result.realisedPnl);
    position.size = fixedToLots(pair, result.position.size);
    position.entry = result.position.entryPrice;
    // The position flipped through zero: the rest opened a new one.
    if (result.closed > 0n && result.opened > 0n) openFromFlat(position, null, time);
  };

  const settleOpen = (plan: Plan, pair: ContractPair, position: PositionState, order: ContractOrderState, lots: bigint, priceTicks: number, fee: bigint, time: number) => {
    const signed = order.direction === 1 ? lots : -lots;
    const result = applyFill(pair.spec, { size: lotsToFixed(pair, position.size), entryPrice: position.entry }, { quantity: lotsToFixed(pair, signed), price: ticksToFixed(pair, priceTicks) });
    // The side rule (service.ts) keeps a member's opens on the side of its position.
    if (result.closed !== 0n) throw new Error(`Open order ${order.id} would reduce its position`);
    const owner = order.owner;
    const remaining = order.remaining - lots;
    const hold = holdUnits(pair, remaining, order.priceTicks, order.leverage);
    const share = order.hold - hold;
    if (share < 0n) throw new Error(`Open order ${order.id} holds less after a fill`);
    book.update(order, { hold, remaining });
    const feeFromShare = min(fee, share);
    const afterFee = share - feeFromShare;
    let margin = min(afterFee, marginUnits(pair, lots, priceTicks, order.leverage));
    const coupon = order.couponId !== null;
    plan.move(contractRef(owner, 'locked'), contractRef(FEES, 'available'), feeFromShare, 'fee');
    // What the hold kept beyond the margin goes back where it came from: available, or the coupons account.
    plan.move(contractRef(owner, 'locked'), coupon ? contractRef(COUPONS, 'available') : contractRef(owner, 'available'), afterFee - margin, coupon ? 'coupon' : 'margin');
    // An inverse buy filled below its limit pays a fee a little above what its hold kept for it.
    let feeLeft = fee - feeFromShare;
    const fromAvailable = coupon ? 0n : min(feeLeft, plan.availableOf(owner));
    plan.move(contractRef(owner, 'available'), contractRef(FEES, 'available'), fromAvailable, 'fee');
    feeLeft -= fromAvailable;
    const fromMargin = min(feeLeft, margin);
    plan.move(contractRef(owner, 'locked'), contractRef(FEES, 'available'), fromMargin, 'fee');
    margin -= fromMargin;
    if (position.size === 0n) openFromFlat(position, order, time);
    position.size += signed;
    position.entry = result.position.entryPrice;
    position.margin += margin;
    if (coupon) {
      position.coupon += margin;
      position.couponId = order.couponId;
    }
    // A fee that could not be paid at all (nothing left anywhere) is waived: fee − what was paid.
    return fee - (feeLeft - fromMargin);
  };

  const settleClose = (plan: Plan, pair: ContractPair, position: PositionState, order: ContractOrderState, lots: bigint, priceTicks: number, fee: bigint) => {
    const signed = order.direction === 3 ? -lots : lots;
    const result = applyFill(pair.spec, { size: lotsToFixed(pair, position.size), entryPrice: position.entry }, { quantity: lotsToFixed(pair, signed), price: ticksToFixed(pair, priceTicks) });
    // Closes are capped at the position (service.ts admit): a close never opens.
    if (result.opened !== 0n || (order.direction === 3) !== (position.size > 0n)) throw new Error(`Close order ${order.id} would go past its position`);
    const owner = order.owner;
    book.update(order, { remaining: order.remaining - lots });
    const size = abs(position.size);
    const rest = size - lots;
    const keep = rest === 0n ? 0n : ceilDiv(position.margin * rest, size);
    const released = position.margin - keep;
    // A coupon's part of the freed margin pays losses first and then goes back to the coupons account: never the member's.
    const couponKeep = rest === 0n ? 0n : min(ceilDiv(position.coupon * rest, size), keep);
    let couponLeft = min(position.coupon - couponKeep, released);
    const pnl = toLedgerUnits(result.realisedPnl);
    const openPrice = position.entry;
    plan.move(contractRef(owner, 'locked'), contractRef(owner, 'available'), released - couponLeft, 'margin');
    if (pnl > 0n) plan.move(contractRef(CLEARING, 'available'), contractRef(owner, 'available'), pnl, PNL_KIND);
    // Isolated: only what this fill freed, then the position's own margin. Cross: the whole cross wallet.
    let budget = min(position.pattern === ISOLATED ? released - couponLeft + (pnl > 0n ? pnl : 0n) : plan.availableOf(owner), plan.availableOf(owner));
    let marginLeft = keep;
    const debit = (due: bigint, to: BalanceRef, kind: string): bigint => {
      const fromCoupon = min(due, couponLeft);
      plan.move(contractRef(owner, 'locked'), to, fromCoupon, kind);
      couponLeft -= fromCoupon;
      const amount = due - fromCoupon;
      const fromAvailable = min(amount, budget);
      plan.move(contractRef(owner, 'available'), to, fromAvailable, kind);
      budget -= fromAvailable;
      const fromMargin = min(amount - fromAvailable, marginLeft);
      plan.move(contractRef(owner, 'locked'), to, fromMargin, kind);
      marginLeft -= fromMargin;
      return amount - fromAvailable - fromMargin;
    };
    const feeUnpaid = debit(fee, contractRef(FEES, 'available'), 'fee');
    const lossUnpaid = debit(pnl < 0n ? -pnl : 0n, contractRef(CLEARING, 'available'), PNL_KIND);
    plan.move(contractRef(owner, 'locked'), contractRef(COUPONS, 'available'), couponLeft, 'coupon');
    position.shortfall += lossUnpaid;
    position.margin = marginLeft;
    position.coupon = min(couponKeep, marginLeft);
    if (rest === 0n) position.couponId = null;
    position.realised += pnl;
    position.size += signed;
    position.entry = rest === 0n ? 0n : result.position.entryPrice;
    return { openPrice, pnl, feePaid: fee - feeUnpaid };
  };

  const settlement: ContractSettlement = {
    owns: (orderId) => book.orders.has(orderId),

    fillsOf(events) {
      return fillsBy.get(events) ?? [];
    },

    takeSettled(events) {
      const settled = settledBy.get(events);
      settledBy.delete(events);
      return settled;
    },

    async holdWaiting(pair, meta, waiting) {
      const owner = memberOwner(meta);
      await ledger.prime([contractAccount(owner, pair.settle)]);
      deps.admit(pair, meta);
      const contract = meta.contract!;
      const hold = waiting === 'plan' ? holdUnits(pair, BigInt(meta.quantityLots ?? 0), meta.priceTicks ?? 0, contract.leverage) : 0n;
      const staged = hold > 0n ? holdMove(owner, pair, hold, meta.id) : null;
      book.addOrder(orderState(pair, meta, hold, waiting));
      return staged;
    },

    async reserve(market, order) {
      const pair = pairOf(market.config);
      // The house holds no margin (top of this file).
      if (order.ownerType !== 'member') return null;
      if (!order.contract) throw new Error(`Member contract order ${order.id} has no contract fields`);
      const owner = memberOwner(order);
      await ledger.prime([contractAccount(owner, pair.settle)]);
      // From here to the hold nothing else runs: the checks hold when the hold is made.
      if (order.released) {
        const state = book.orders.get(order.id);
        if (!state) throw new Error(`No waiting order ${order.id} to release`);
        deps.admit(pair, order as PlaceInput);
        book.update(state, { waiting: null, remaining: BigInt(order.quantityLots ?? 0) });
        return null;
      }
      const coupon = order.contract.coupon;
      if (coupon) await ledger.prime([contractAccount(COUPONS, pair.settle)]);
      deps.admit(pair, order as PlaceInput);
      const lots = BigInt(order.quantityLots ?? 0);
      const hold = opens(order.contract.direction) ? holdUnits(pair, lots, order.contract.holdTicks ?? order.priceTicks ?? 0, order.contract.leverage) : 0n;
      let staged: StagedTransfer | null;
      if (coupon) {
        // A coupon's open holds from the coupon's money on the coupons account; what it does not need is freed there.
        const units = BigInt(coupon.units);
        if (hold > units) throw new BusinessError('The coupon does not cover this order');
        const moves: Move[] = [{ from: contractRef(COUPONS, 'locked'), to: contractRef(owner, 'locked'), asset: pair.settle, amount: hold, kind: 'coupon' }];
        if (units > hold) moves.push({ from: contractRef(COUPONS, 'locked'), to: contractRef(COUPONS, 'available'), asset: pair.settle, amount: units - hold, kind: 'coupon' });
        staged = ledger.stageNow({ kind: 'coupon', ref: order.id, moves });
      } else staged = hold > 0n ? holdMove(owner, pair, hold, order.id) : null;
      book.addOrder(orderState(pair, order as PlaceInput, hold, null));
      return staged;
    },

    adopt() {
      throw new Error('Contract orders keep their own holds');
    },

    async release(orderId) {
      const order = book.removeOrder(orderId);
      if (!order || order.hold === 0n) return null;
      const pair = pairByKey(order.pairKey);
      await ledger.prime([contractAccount(order.owner, pair.settle)]);
      return ledger.stageNow({ kind: 'margin', ref: orderId, moves: [{ from: contractRef(order.owner, 'locked'), to: contractRef(order.owner, 'available'), asset: pair.settle, amount: order.hold }] });
    },

    discard(orderId, staged) {
      book.removeOrder(orderId);
      ledger.settleStaged([staged], false);
    },

    async settle(market, order, events) {
      const pair = pairOf(market.config);
      const time = deps.now();
      const members = new Set<string>();
      for (const e of events) {
        if (e.type === 'trade') {
          for (const owner of [e.takerOwner, e.makerOwner]) if (owner.startsWith('member:')) members.add(owner.slice(7));
        } else if (e.type === 'cancelled' && e.owner.startsWith('member:')) members.add(e.owner.slice(7));
      }
      if (order?.ownerType === 'member') members.add(order.ownerId);
      const accounts = [...members].map((id) => contractAccount({ ownerType: 'member', ownerId: id }, pair.settle));
      // Read once, then followed in memory: whatever a commit moves can go to these.
      accounts.push(contractAccount(FEES, pair.settle), contractAccount(CLEARING, pair.settle), contractAccount(COUPONS, pair.settle));
      await ledger.prime(accounts);
      // Synchronous from here to the staging: what a member can pay is read and spent with nothing between.
      const plan = new Plan(ledger, pair.settle);
      const touched = new Map<string, PositionState>();
      const settled: Settled = { pair, positions: [], fills: [], members: new Set(), dropped: [], armed: [], time };

      const finish = (orderId: string) => {
        const state = book.orders.get(orderId);
        if (!state || state.waiting !== null) return;
        book.removeOrder(orderId);
        if (state.couponId !== null) plan.move(contractRef(state.owner, 'locked'), contractRef(COUPONS, 'available'), state.hold, 'coupon');
        else plan.move(contractRef(state.owner, 'locked'), contractRef(state.owner, 'available'), state.hold, 'margin');
      };

      const party = (orderId: string, engineOwner: string, buys: boolean, role: 'taker' | 'maker', lots: bigint, priceTicks: number, seq: number) => {
        const owner = parseOwner(engineOwner);
        const position = book.position(owner, pair, time);
        touched.set(positionKey(position.ownerKey, pair.key), position);
        position.updateTime = time;
        if (owner.ownerType !== 'member') return settleHouse(pair, position, buys ? lots : -lots, priceTicks, time);
        const state = book.orders.get(orderId);
        if (!state) throw new Error(`No state for member contract order ${orderId}`);
        settled.members.add(owner.ownerId);
        const fee = feeUnits(pair, lots, priceTicks);
        const record = { memberId: owner.ownerId, orderId, direction: state.direction, role, source: state.source, priceTicks, lots: Number(lots), tradeSeq: seq };
        if (opens(state.direction)) {
          const paid = settleOpen(plan, pair, position, state, lots, priceTicks, fee, time);
          settled.fills.push({ ...record, openPrice: null, profit: 0n, fee: paid, positionId: position.positionId });
          if (!state.armed && (state.takeProfitTicks !== null || state.stopLossTicks !== null)) {
            state.armed = true;
            const { armed, replaced } = deps.arm(pair, position, state);
            settled.armed.push(...armed);
            settled.dropped.push(...replaced);
          }
        } else {
          const positionId = position.positionId;
          const { openPrice, pnl, feePaid } = settleClose(plan, pair, position, state, lots, priceTicks, fee);
          settled.fills.push({ ...record, openPrice, profit: pnl, fee: feePaid, positionId });
        }
      };

      for (const e of events) {
        if (e.type === 'trade') {
          const takerBuys = e.takerSide === 'buy';
          party(e.takerOrderId, e.takerOwner, takerBuys, 'taker', BigInt(e.quantity), e.price, e.seq);
          party(e.makerOrderId, e.makerOwner, !takerBuys, 'maker', BigInt(e.quantity), e.price, e.seq);
          if (e.makerRemaining === 0) finish(e.makerOrderId);
        } else if (e.type === 'cancelled' || e.type === 'rejected') finish(e.orderId);
      }
      // A taker that did not rest is finished: what it still holds goes back.
      if (order && !events.some((e) => e.type === 'rested' && e.orderId === order.id)) finish(order.id);

      for (const position of touched.values()) {
        if (position.size === 0n && position.owner.ownerType === 'member') {
          // A closed position takes its waiting take-profit / stop-loss orders with it.
          for (const waiting of book.ordersOf(position.ownerKey, pair.key))
            if (waiting.waiting === 'tpsl') {
              book.removeOrder(waiting.id);
              settled.dropped.push(waiting);
            }
        }
        settled.positions.push(positionRow(position));
      }
      for (const id of members) settled.members.add(id);
      settledBy.set(events, settled);
      fillsBy.set(events, settled.fills);
      return plan.moves.length > 0 ? ledger.stageNow({ kind: 'trade', ref: `${pair.key}:${events[0]?.seq ?? 0}`, moves: plan.moves }) : null;
    },

    combine(hold, payments) {
      if (!hold || !payments) return [hold, payments].filter((s): s is StagedTransfer => s !== null);
      return [ledger.combineStaged([hold, payments], { kind: payments.prepared.kind, ref: payments.prepared.ref })];
    },

    // Restored by restore.ts from the order rows before the books are (it knows the leverage and the hold's price).
    restoreHold() {},
  };
  return settlement;
};

export { pairByKey };
