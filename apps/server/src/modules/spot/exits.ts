// Take-profit / stop-loss exits of dtzyzs orders. When such an order reaches its final state with
// a fill (filled, or cancelled after a partial fill), one exit is armed in the same transaction for
// what the order brought in net of its fee: after a buy, a market sell of the base received; after
// a sell, a market buy spending the quote received. The exit is a market_order row of its own
// (waiting = 1) carrying both levels, so "the first to fire cancels the other" holds by
// construction: one row, fired once. It holds nothing while armed (the member may move the funds
// meanwhile); if they are short when it fires, it fails (entrust_status -2). A margin account's
// dtzyzs order arms its exit on the same account (owner "margin").
import { sql } from 'kysely';
import type { PairConfig } from '@exchange/contract';
import type { JournalConnection } from '../../market/journal.ts';
import type { Db } from '../../db/index.ts';
import type { EngineEvent } from '../../engine/index.ts';
import { ORDER_STATUS, placedOrderRow } from '../../market/orderRecord.ts';
import { MARGIN_OWNER_TYPE, feeOf as feeRate, unitsOf } from '../../market/settlement.ts';
import { noticeOf } from './refresh.ts';
import type { BatchRows } from '../../market/batchRows.ts';
import type { PlaceInput } from '../../market/symbolMarket.ts';
import { newOrderId } from './ids.ts';
import { exitLevels, type Trigger } from './triggers.ts';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The open dtzyzs orders, by id: a commit looks for ended ones in the database only when it
 * touched one of these, so members' plain orders cost no extra query. Filled at start-up from the
 * rows, and by the service before such an order is placed (its own commit may end it).
 */
export class TpSlOrders {
  private readonly ids = new Set<string>();

  add(id: string): void {
    this.ids.add(id);
  }

  delete(id: string): void {
    this.ids.delete(id);
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  async load(db: Db): Promise<void> {
    const rows = await db.selectFrom('market_order').select('id').where('entrust_type', '=', 'dtzyzs').where('status', '=', ORDER_STATUS.open).execute();
    for (const row of rows) this.ids.add(row.id);
  }
}

/** Owners whose orders may carry exits: members' spot accounts and their margin accounts. */
const byMember = (owner: string) => owner.startsWith('member:') || owner.startsWith(`${MARGIN_OWNER_TYPE}:`);

/** Member orders a commit touched: only these can have just become final. */
const memberOrders = (meta: PlaceInput | null, events: readonly EngineEvent[]): string[] => {
  const ids = new Set<string>();
  for (const e of events) {
    if (e.type === 'accepted' || e.type === 'cancelled') {
      if (byMember(e.owner)) ids.add(e.orderId);
    } else if (e.type === 'trade') {
      if (byMember(e.makerOwner)) ids.add(e.makerOrderId);
      if (byMember(e.takerOwner)) ids.add(e.takerOrderId);
    }
  }
  if (meta?.ownerType === 'member' || meta?.ownerType === MARGIN_OWNER_TYPE) ids.add(meta.id);
  return [...ids];
};

/**
 * Whether a commit touched an open dtzyzs order: then it may have ended it, and arming its exit
 * reads the batch's rows, so the batch is written through a connection (journal.ts).
 */
export const touchesTpSl = (open: TpSlOrders, meta: PlaceInput | null, events: readonly EngineEvent[]): boolean =>
  memberOrders(meta, events).some((id) => open.has(id));

/**
 * Inside the journal's transaction, after writeEvents and the fill rows: arms the exits of the
 * dtzyzs orders that just ended. `trx` is null only when touchesTpSl said no, and then there is
 * nothing to arm.
 */
export const armExits = async (
  trx: JournalConnection | null,
  rows: BatchRows,
  open: TpSlOrders,
  config: PairConfig,
  meta: PlaceInput | null,
  events: readonly EngineEvent[],
): Promise<Trigger[]> => {
  const candidates = memberOrders(meta, events).filter((id) => open.has(id));
  if (candidates.length === 0) return [];
  if (!trx) throw new Error('A commit that touches a take-profit/stop-loss order must be journaled with its connection (touchesTpSl)');
  // The batch's gathered rows are read below: write them first.
  await rows.flush(trx);
  const ended = await trx
    .selectFrom('market_order')
    .select(['id', 'owner_type', 'owner_id', 'side', 'filled_lots', 'filled_notional', 'take_profit_ticks', 'stop_loss_ticks', 'status'])
    .where('id', 'in', candidates)
    .where('status', '<>', ORDER_STATUS.open)
    .execute();
  // Ended (with or without a fill): no longer watched. Forgetting before the commit is harmless,
  // since a failed commit stops the process (market/journal.ts) and start-up reloads the set.
  for (const order of ended) open.delete(order.id);
  const filled = ended.filter((o) => BigInt(o.filled_lots) > 0n);
  if (filled.length === 0) return [];
  const fees = await trx
    .selectFrom('spot_fill')
    .select(['order_id', sql<string>`sum(fee)`.as('fee')])
    .where('order_id', 'in', filled.map((o) => o.id))
    .groupBy('order_id')
    .execute();
  const feeOf = new Map(fees.map((f) => [f.order_id, BigInt(f.fee)]));
  const units = unitsOf(config);
  const armed: Trigger[] = [];
  for (const parent of filled) {
    const boughtBase = parent.side === 'buy';
    // A margin account's fills have no spot_fill rows: its fee is the rate on the whole fill, which
    // (rounded down once rather than per trade) is never less than what the trades took.
    const margin = parent.owner_type === MARGIN_OWNER_TYPE;
    const fee = margin
      ? boughtBase
        ? feeRate(units.base(BigInt(parent.filled_lots)), config.buy_fee)
        : feeRate(units.quote(BigInt(parent.filled_notional)), config.sell_fee)
      : (feeOf.get(parent.id) ?? 0n);
    // What came in, in ledger units, then back to whole lots (a sell) or notional (a buy) rounded
    // down: the dust below one lot stays with the member.
    const received = boughtBase ? units.base(BigInt(parent.filled_lots)) - fee : units.quote(BigInt(parent.filled_notional)) - fee;
    const size = boughtBase ? received / units.base(1) : received / units.quote(1);
    if (size <= 0n || size > MAX_SAFE) continue;
    const exitSide = boughtBase ? 'sell' : 'buy';
    const takeProfit = parent.take_profit_ticks === null ? null : Number(parent.take_profit_ticks);
    const stopLoss = parent.stop_loss_ticks === null ? null : Number(parent.stop_loss_ticks);
    const exit: PlaceInput = {
      id: newOrderId(),
      kind: config.kind,
      symbol: config.symbol_name,
      ownerType: margin ? MARGIN_OWNER_TYPE : 'member',
      ownerId: parent.owner_id,
      side: exitSide,
      orderType: 'market',
      tif: 'IOC',
      priceTicks: null,
      quantityLots: exitSide === 'sell' ? Number(size) : null,
      fundsNotional: exitSide === 'buy' ? Number(size) : null,
      spot: { entrustType: 'sjwt', triggerTicks: null, triggerRises: null, takeProfitTicks: takeProfit, stopLossTicks: stopLoss, parentId: parent.id },
    };
    // Waits for its levels outside the book; written with the batch's other rows.
    rows.insertOrder(placedOrderRow(exit, new Date(), '0', { spot: exit.spot }));
    armed.push({ kind: 'exit', meta: exit, memberId: noticeOf(exit.ownerType, exit.ownerId).memberId, ...exitLevels(exitSide, takeProfit, stopLoss) });
  }
  return armed;
};
