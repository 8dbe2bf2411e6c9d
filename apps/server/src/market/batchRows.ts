// The rows one group commit writes, gathered in memory and written with a few multi-row
// statements instead of one statement per event: on PGlite a statement costs about as much as
// matching a thousand orders, so a busy market pays per batch rather than per order.
//
// Orders: a row inserted in this batch takes its later changes (fills, status) in memory; a row
// already in the database gets its changes merged per order and applied by one UPDATE … FROM
// unnest(…). Fills add up; other columns keep the last value set. Whoever reads market_order,
// market_trade or spot_fill inside the batch's transaction calls flush() first. The statements
// go out as one script (db/script.ts), whose texts stay the same whatever the number of rows.
import { sql, type CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { Database, MarketOrderTable, MarketTradeTable, SpotFillTable } from '../db/schema.ts';
import { runScript } from '../db/script.ts';

const OPEN = 0;

export interface OrderChange {
  addFilled?: bigint;
  addNotional?: bigint;
  remaining?: string;
  status?: number;
  /** The status to take only if the order is still open then (a taker that finished here). */
  closeIfOpen?: number;
  waiting?: number;
  engineSeq?: string;
  triggerTicks?: string | null;
  updateTime: Date;
}

interface MergedChange {
  addFilled: bigint;
  addNotional: bigint;
  remaining?: string;
  status?: number;
  closeIfOpen?: number;
  waiting?: number;
  engineSeq?: string;
  triggerTicks?: string | null;
  updateTime: Date;
}

type OrderRow = Insertable<MarketOrderTable>;

const merge = (into: MergedChange, change: OrderChange): MergedChange => {
  const next: MergedChange = {
    ...into,
    addFilled: into.addFilled + (change.addFilled ?? 0n),
    addNotional: into.addNotional + (change.addNotional ?? 0n),
    updateTime: change.updateTime,
  };
  if (change.remaining !== undefined) next.remaining = change.remaining;
  if (change.status !== undefined) {
    next.status = change.status;
    delete next.closeIfOpen;
  }
  if (change.closeIfOpen !== undefined) {
    if (next.status === undefined) next.closeIfOpen = change.closeIfOpen;
    else if (next.status === OPEN) next.status = change.closeIfOpen;
  }
  if (change.waiting !== undefined) next.waiting = change.waiting;
  if (change.engineSeq !== undefined) next.engineSeq = change.engineSeq;
  if (change.triggerTicks !== undefined) next.triggerTicks = change.triggerTicks;
  return next;
};

/** Applies a change to a row that is still in memory. */
const applyToRow = (row: OrderRow, change: OrderChange): OrderRow => {
  const next: OrderRow = { ...row, update_time: change.updateTime };
  if (change.addFilled) next.filled_lots = String(BigInt(row.filled_lots ?? '0') + change.addFilled);
  if (change.addNotional) next.filled_notional = String(BigInt(row.filled_notional ?? '0') + change.addNotional);
  if (change.remaining !== undefined) next.remaining_lots = change.remaining;
  if (change.status !== undefined) next.status = change.status;
  if (change.closeIfOpen !== undefined && next.status === OPEN) next.status = change.closeIfOpen;
  if (change.waiting !== undefined) next.waiting = change.waiting;
  if (change.engineSeq !== undefined) next.engine_seq = change.engineSeq;
  if (change.triggerTicks !== undefined) next.trigger_ticks = change.triggerTicks;
  return next;
};

export class BatchRows {
  private readonly inserted = new Map<string, OrderRow>();
  private readonly changed = new Map<string, MergedChange>();
  private trades: Array<Insertable<MarketTradeTable>> = [];
  private fills: Array<Insertable<SpotFillTable>> = [];

  insertOrder(row: OrderRow): void {
    this.inserted.set(row.id, row);
  }

  /** A row inserted in this batch, as it stands now (undefined for rows already in the database). */
  insertedOrder(id: string): OrderRow | undefined {
    return this.inserted.get(id);
  }

  changeOrder(id: string, change: OrderChange): void {
    const row = this.inserted.get(id);
    if (row) {
      this.inserted.set(id, applyToRow(row, change));
      return;
    }
    this.changed.set(id, merge(this.changed.get(id) ?? { addFilled: 0n, addNotional: 0n, updateTime: change.updateTime }, change));
  }

  insertTrade(row: Insertable<MarketTradeTable>): void {
    this.trades.push(row);
  }

  insertFills(rows: Array<Insertable<SpotFillTable>>): void {
    this.fills.push(...rows);
  }

  /** Writes everything gathered so far, in a fixed order: new orders, changed orders, trades, fills. */
  async flush(trx: Kysely<Database>): Promise<void> {
    await runScript(trx, this.take(trx));
  }

  /** The statements that write everything gathered so far (and forgets it), for a caller's script (db/script.ts). */
  take(trx: Kysely<Database>): CompiledQuery[] {
    const orders = [...this.inserted.values()];
    const changes = [...this.changed];
    const trades = this.trades;
    const fills = this.fills;
    this.inserted.clear();
    this.changed.clear();
    this.trades = [];
    this.fills = [];
    const writes: CompiledQuery[] = [];
    if (orders.length > 0) writes.push(insertOrders(orders).compile(trx));
    if (changes.length > 0) writes.push(updateOrders(changes).compile(trx));
    if (trades.length > 0) writes.push(insertByColumns('market_trade', TRADE_COLUMNS, trades).compile(trx));
    if (fills.length > 0) writes.push(insertByColumns('spot_fill', FILL_COLUMNS, fills).compile(trx));
    return writes;
  }
}

/**
 * One UPDATE for many orders, its values as column arrays (unnest), so its text is the same for
 * any number of orders (db/script.ts prepares it once). A null means "leave this column as it is".
 */
const updateOrders = (changes: Array<[string, MergedChange]>) => {
  const col = <T>(pick: (c: MergedChange) => T) => changes.map(([, c]) => pick(c));
  return sql`update market_order as o set
      filled_lots = o.filled_lots + v.add_filled,
      filled_notional = o.filled_notional + v.add_notional,
      remaining_lots = coalesce(v.remaining, o.remaining_lots),
      status = coalesce(v.status, case when o.status = ${OPEN}::integer and v.close_if_open is not null then v.close_if_open else o.status end),
      waiting = coalesce(v.waiting, o.waiting),
      engine_seq = coalesce(v.engine_seq, o.engine_seq),
      trigger_ticks = case when v.set_trigger then v.trigger_ticks else o.trigger_ticks end,
      update_time = v.update_time
    from unnest(
      ${changes.map(([id]) => id)}::text[], ${col((c) => c.addFilled.toString())}::bigint[], ${col((c) => c.addNotional.toString())}::numeric[],
      ${col((c) => c.remaining ?? null)}::bigint[], ${col((c) => c.status ?? null)}::integer[], ${col((c) => c.closeIfOpen ?? null)}::integer[],
      ${col((c) => c.waiting ?? null)}::integer[], ${col((c) => c.engineSeq ?? null)}::bigint[], ${col((c) => c.triggerTicks !== undefined)}::boolean[],
      ${col((c) => c.triggerTicks ?? null)}::bigint[], ${col((c) => c.updateTime.toISOString())}::timestamptz[]
    ) as v(id, add_filled, add_notional, remaining, status, close_if_open, waiting, engine_seq, set_trigger, trigger_ticks, update_time)
    where o.id = v.id`;
};

const TRADE_COLUMNS = [
  ['kind', 'text'], ['symbol', 'text'], ['engine_seq', 'bigint'], ['price_ticks', 'bigint'], ['quantity_lots', 'bigint'],
  ['taker_side', 'text'], ['taker_order_id', 'text'], ['maker_order_id', 'text'], ['trade_time', 'bigint'],
] as const satisfies ReadonlyArray<readonly [keyof Insertable<MarketTradeTable>, string]>;

const FILL_COLUMNS = [
  ['member_id', 'bigint'], ['order_id', 'text'], ['kind', 'text'], ['symbol', 'text'], ['side', 'text'], ['role', 'text'],
  ['price_ticks', 'bigint'], ['quantity_lots', 'bigint'], ['fee', 'numeric'], ['fee_coin', 'text'], ['trade_seq', 'bigint'], ['trade_time', 'bigint'],
] as const satisfies ReadonlyArray<readonly [keyof Insertable<SpotFillTable>, string]>;

/** Rows inserted with one bind parameter per column (unnest of arrays), as insertOrders below. */
const insertByColumns = <R extends object>(table: 'market_trade' | 'spot_fill', columns: ReadonlyArray<readonly [keyof R & string, string]>, rows: R[]) => {
  const arrays = columns.map(([name, type]) => sql`${rows.map((row) => row[name] ?? null)}::${sql.raw(type)}[]`);
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))}) select * from unnest(${sql.join(arrays)})`;
};

const column = <T>(rows: OrderRow[], pick: (row: OrderRow) => T) => rows.map(pick);
const timeOf = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date().toISOString());

/**
 * New orders with one bind parameter per column (unnest of arrays) rather than one per value:
 * about half the cost of a multi-row VALUES on PGlite, and no parameter limit to chunk around.
 */
const insertOrders = (rows: OrderRow[]) =>
  sql`insert into market_order (id, kind, symbol, owner_type, owner_id, side, order_type, tif, price_ticks, quantity_lots,
      funds_notional, remaining_lots, filled_lots, filled_notional, status, engine_seq, create_time, update_time, entrust_type,
      trigger_ticks, trigger_rises, take_profit_ticks, stop_loss_ticks, parent_id, waiting)
    select * from unnest(
      ${column(rows, (r) => r.id)}::text[], ${column(rows, (r) => r.kind)}::text[], ${column(rows, (r) => r.symbol)}::text[],
      ${column(rows, (r) => r.owner_type)}::text[], ${column(rows, (r) => r.owner_id)}::text[], ${column(rows, (r) => r.side)}::text[],
      ${column(rows, (r) => r.order_type)}::text[], ${column(rows, (r) => r.tif)}::text[], ${column(rows, (r) => r.price_ticks ?? null)}::bigint[],
      ${column(rows, (r) => r.quantity_lots ?? null)}::bigint[], ${column(rows, (r) => r.funds_notional ?? null)}::numeric[],
      ${column(rows, (r) => r.remaining_lots)}::bigint[], ${column(rows, (r) => r.filled_lots)}::bigint[],
      ${column(rows, (r) => r.filled_notional ?? '0')}::numeric[], ${column(rows, (r) => r.status)}::integer[],
      ${column(rows, (r) => r.engine_seq)}::bigint[], ${column(rows, (r) => timeOf(r.create_time))}::timestamptz[],
      ${column(rows, (r) => timeOf(r.update_time))}::timestamptz[], ${column(rows, (r) => r.entrust_type ?? null)}::text[],
      ${column(rows, (r) => r.trigger_ticks ?? null)}::bigint[], ${column(rows, (r) => r.trigger_rises ?? null)}::smallint[],
      ${column(rows, (r) => r.take_profit_ticks ?? null)}::bigint[], ${column(rows, (r) => r.stop_loss_ticks ?? null)}::bigint[],
      ${column(rows, (r) => r.parent_id ?? null)}::text[], ${column(rows, (r) => r.waiting ?? 0)}::smallint[])`;
