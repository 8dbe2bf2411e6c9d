// The rows one group commit writes, gathered in memory and written with a few multi-row
// statements instead of one statement per event: on PGlite a statement costs about as much as
// matching a thousand orders, so a busy market pays per batch rather than per order.
//
// Orders: a row inserted in this batch takes its later changes (fills, status) in memory; a row
// already in the database gets its changes merged per order and applied by one UPDATE … FROM
// unnest(…). Fills add up; other columns keep the last value set. Whoever reads market_order,
// market_trade or spot_fill inside the batch's transaction calls flush() first. The statements
// go out as one script (db/script.ts), whose texts stay the same whatever the number of rows.
// The journal's projection on PGlite takes the same rows with takeAsCopies: new rows by COPY
// (db/copyIn.ts), then the same UPDATE for rows already in the table.
import { sql, type CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { ContractFillTable, ContractPositionTable, Database, MarketOrderTable, MarketTradeTable, SpotFillTable } from '../db/schema.ts';
import { runScript } from '../db/script.ts';
import { BY_KEY } from '../db/byKey.ts';
import { copyIn, type CopyIn } from '../db/copyIn.ts';

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

/**
 * A batch's rows as plain JSON, for the journal's log (market/journalRecord.ts). New orders,
 * trades and fills are arrays of their columns in the order of ORDER_COLUMNS, TRADE_COLUMNS and
 * FILL_COLUMNS below (the log holds a line per batch of a busy market: keys repeated on every row
 * made it a third longer and its encoding half as dear again); times are epoch milliseconds and
 * sums decimal text. addRecord merges one back in as if its changes were made here.
 */
export interface RowsRecord {
  orders: unknown[][];
  changes: Array<[string, Omit<MergedChange, 'addFilled' | 'addNotional' | 'updateTime'> & { addFilled: string; addNotional: string; updateTime: number }]>;
  trades: unknown[][];
  fills: unknown[][];
  /** Futures (added later: a record of an older log has neither): contract_position rows as POSITION_COLUMNS, contract_fill rows as CONTRACT_FILL_COLUMNS. */
  positions?: unknown[][];
  contractFills?: unknown[][];
  /** Trial-fund coupons spent in the batch: [coupon id, position id, epoch ms]. */
  couponUses?: Array<[string, string, number]>;
}

type PositionRow = ContractPositionTable;
type ContractFillRow = Insertable<ContractFillTable>;
const positionKey = (row: PositionRow) => `${row.owner_type}\u0000${row.owner_id}\u0000${row.kind}\u0000${row.symbol}`;

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
    // The first one that finds the order open closes it; after it, the order is no longer open.
    if (next.status === undefined) next.closeIfOpen ??= change.closeIfOpen;
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
  /** A position's last state in the batch wins: the row is written whole. */
  private readonly positions = new Map<string, PositionRow>();
  private contractFills: ContractFillRow[] = [];
  private couponUses: Array<[string, string, number]> = [];

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

  /** A contract position as it stands after this batch's change (the row is written whole, inserted or replaced). */
  upsertPosition(row: PositionRow): void {
    const key = positionKey(row);
    // Delete first: the last state is written, and in the order of its last change.
    this.positions.delete(key);
    this.positions.set(key, row);
  }

  insertContractFills(rows: ContractFillRow[]): void {
    this.contractFills.push(...rows);
  }

  /** A trial-fund coupon spent on a position (contract_coupon: status 1). */
  useCoupon(couponId: string, positionId: string, time: number): void {
    this.couponUses.push([couponId, positionId, time]);
  }

  /** What this batch holds, for the journal's log, in the compact form of RowsRecord. */
  toRecord(): RowsRecord {
    const orders: unknown[][] = [];
    for (const row of this.inserted.values()) orders.push(ORDER_COLUMNS.map((c) => (c.time ? epochOf(row[c.name]) : (row[c.name] ?? null))));
    return {
      orders,
      changes: [...this.changed].map(([id, c]) => [id, { ...c, addFilled: c.addFilled.toString(), addNotional: c.addNotional.toString(), updateTime: c.updateTime.getTime() }]),
      trades: this.trades.map((row) => TRADE_COLUMNS.map(([name]) => row[name] ?? null)),
      fills: this.fills.map((row) => FILL_COLUMNS.map(([name]) => row[name] ?? null)),
      ...(this.positions.size > 0 ? { positions: [...this.positions.values()].map((row) => POSITION_COLUMNS.map(([name]) => row[name])) } : {}),
      ...(this.contractFills.length > 0 ? { contractFills: this.contractFills.map((row) => CONTRACT_FILL_COLUMNS.map(([name]) => row[name] ?? null)) } : {}),
      ...(this.couponUses.length > 0 ? { couponUses: this.couponUses } : {}),
    };
  }

  /** Merges a logged batch into this one, after what is here (the projection: market/projection.ts). */
  addRecord(record: RowsRecord): void {
    for (const values of record.orders) {
      const row: Record<string, unknown> = {};
      ORDER_COLUMNS.forEach((c, i) => (row[c.name] = c.time ? new Date(values[i] as number) : values[i]));
      this.insertOrder(row as OrderRow);
    }
    for (const [id, change] of record.changes)
      this.changeOrder(id, { ...change, addFilled: BigInt(change.addFilled), addNotional: BigInt(change.addNotional), updateTime: new Date(change.updateTime) });
    for (const values of record.trades) this.trades.push(fromColumns(TRADE_COLUMNS, values));
    for (const values of record.fills) this.fills.push(fromColumns(FILL_COLUMNS, values));
    for (const values of record.positions ?? []) this.upsertPosition(fromColumns(POSITION_COLUMNS, values));
    for (const values of record.contractFills ?? []) this.contractFills.push(fromColumns(CONTRACT_FILL_COLUMNS, values));
    for (const use of record.couponUses ?? []) this.couponUses.push(use);
  }

  /** Writes everything gathered so far, in a fixed order: new orders, changed orders, trades, fills, positions, contract fills. */
  async flush(trx: Kysely<Database>): Promise<void> {
    await runScript(trx, this.take(trx));
  }

  /** The statements that write everything gathered so far (and forgets it), for a caller's script (db/script.ts). */
  take(trx: Kysely<Database>): CompiledQuery[] {
    const { orders, changes, trades, fills, positions, contractFills, couponUses } = this.drain();
    const writes: CompiledQuery[] = [];
    if (orders.length > 0) writes.push(...insertOrders(orders).map((q) => q.compile(trx)));
    if (changes.length > 0) writes.push(updateOrders(changes).compile(trx));
    if (trades.length > 0) writes.push(insertByColumns('market_trade', TRADE_COLUMNS, trades).compile(trx));
    if (fills.length > 0) writes.push(insertByColumns('spot_fill', FILL_COLUMNS, fills).compile(trx));
    if (positions.length > 0) writes.push(upsertPositions(positions).compile(trx));
    if (contractFills.length > 0) writes.push(insertByColumns('contract_fill', CONTRACT_FILL_COLUMNS, contractFills).compile(trx));
    if (couponUses.length > 0) writes.push(useCoupons(couponUses).compile(trx));
    return writes;
  }

  /**
   * Everything gathered so far (and forgets it) as the journal's projection writes it on PGlite:
   * the new rows by COPY (db/copyIn.ts), which must run first, and the changes to orders already
   * in the table by the statement take() uses.
   */
  takeAsCopies(trx: Kysely<Database>): { copies: CopyIn[]; statements: CompiledQuery[] } {
    const { orders, changes, trades, fills, positions, contractFills, couponUses } = this.drain();
    const copies = [
      copyIn('market_order', ORDER_COLUMN_NAMES, orders.map((row) => ORDER_COLUMNS.map((c) => c.value(row)))),
      copyByColumns('market_trade', TRADE_COLUMNS, trades),
      copyByColumns('spot_fill', FILL_COLUMNS, fills),
      copyByColumns('contract_fill', CONTRACT_FILL_COLUMNS, contractFills),
    ];
    // A position is inserted or replaced, which COPY cannot do: it goes with the updates.
    const statements = [
      ...(changes.length > 0 ? [updateOrders(changes).compile(trx)] : []),
      ...(positions.length > 0 ? [upsertPositions(positions).compile(trx)] : []),
      ...(couponUses.length > 0 ? [useCoupons(couponUses).compile(trx)] : []),
    ];
    return { copies: copies.filter((c) => c.rows > 0), statements };
  }

  private drain() {
    const taken = {
      orders: [...this.inserted.values()],
      changes: [...this.changed],
      trades: this.trades,
      fills: this.fills,
      positions: [...this.positions.values()],
      contractFills: this.contractFills,
      couponUses: this.couponUses,
    };
    this.inserted.clear();
    this.changed.clear();
    this.positions.clear();
    this.trades = [];
    this.fills = [];
    this.contractFills = [];
    this.couponUses = [];
    return taken;
  }
}

/**
 * One UPDATE for many orders, its values as column arrays (unnest), so its text is the same for
 * any number of orders (db/script.ts prepares it once). A null means "leave this column as it is".
 */
const updateOrders = (changes: Array<[string, MergedChange]>) => {
  const col = <T>(pick: (c: MergedChange) => T) => changes.map(([, c]) => pick(c));
  return sql`${sql.raw(BY_KEY)} update market_order as o set
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

const CONTRACT_FILL_COLUMNS = [
  ['member_id', 'bigint'], ['order_id', 'text'], ['kind', 'text'], ['symbol', 'text'], ['direction', 'smallint'], ['role', 'text'], ['source', 'text'],
  ['price_ticks', 'bigint'], ['quantity_lots', 'bigint'], ['open_price', 'numeric'], ['profit', 'numeric'], ['fee', 'numeric'], ['coin', 'text'],
  ['position_id', 'text'], ['trade_seq', 'bigint'], ['trade_time', 'bigint'],
] as const satisfies ReadonlyArray<readonly [keyof ContractFillRow, string]>;

const POSITION_COLUMNS = [
  ['owner_type', 'text'], ['owner_id', 'text'], ['kind', 'text'], ['symbol', 'text'], ['leverage', 'integer'], ['pattern', 'smallint'],
  ['position_id', 'text'], ['size_lots', 'bigint'], ['entry_price', 'numeric'], ['margin', 'numeric'], ['realised', 'numeric'],
  ['funding', 'numeric'], ['shortfall', 'numeric'], ['open_time', 'bigint'], ['update_time', 'bigint'], ['coupon', 'numeric'], ['coupon_id', 'text'],
] as const satisfies ReadonlyArray<readonly [keyof PositionRow, string]>;

/** Positions inserted or replaced whole, one statement of column arrays (its text fixed, so prepared once). */
const upsertPositions = (rows: PositionRow[]) => {
  const arrays = POSITION_COLUMNS.map(([name, type]) => sql`${rows.map((row) => row[name])}::${sql.raw(type)}[]`);
  const updates = POSITION_COLUMNS.slice(4).map(([name]) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`);
  return sql`insert into contract_position (${sql.join(POSITION_COLUMNS.map(([name]) => sql.ref(name)))}) select * from unnest(${sql.join(arrays)})
    on conflict (owner_type, owner_id, kind, symbol) do update set ${sql.join(updates)}`;
};

/** Coupons spent: status 1 with their position (a coupon is spent once: only a usable one changes). */
const useCoupons = (uses: Array<[string, string, number]>) =>
  sql`update contract_coupon as c set status = 1, position_id = v.position_id, use_time = v.use_time
    from unnest(${uses.map((u) => u[0])}::text[], ${uses.map((u) => u[1])}::text[], ${uses.map((u) => String(u[2]))}::bigint[]) as v(id, position_id, use_time)
    where c.id = v.id and c.status = 0`;

/** A row of a record back from its column values (RowsRecord). */
const fromColumns = <R>(columns: ReadonlyArray<readonly [string, string]>, values: unknown[]): R => {
  const row: Record<string, unknown> = {};
  columns.forEach(([name], i) => (row[name] = values[i]));
  return row as R;
};

/** Rows inserted with one bind parameter per column (unnest of arrays), as insertOrders below. */
const insertByColumns = <R extends object>(table: 'market_trade' | 'spot_fill' | 'contract_fill', columns: ReadonlyArray<readonly [keyof R & string, string]>, rows: R[]) => {
  const arrays = columns.map(([name, type]) => sql`${rows.map((row) => row[name] ?? null)}::${sql.raw(type)}[]`);
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))}) select * from unnest(${sql.join(arrays)})`;
};

/** Rows for COPY, their values in the order of `columns` (as insertByColumns). */
const copyByColumns = <R extends object>(table: 'market_trade' | 'spot_fill' | 'contract_fill', columns: ReadonlyArray<readonly [keyof R & string, string]>, rows: R[]) =>
  copyIn(table, columns.map(([name]) => name), rows.map((row) => columns.map(([name]) => row[name] ?? null)));

/** A row's time as ISO text: a Date or text already; now if unset. */
const timeOf = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : new Date().toISOString());

/** A row's time in epoch milliseconds, for the log (RowsRecord); now if unset, as timeOf. */
const epochOf = (value: unknown) => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Date.now());

interface OrderColumn {
  name: keyof OrderRow & string;
  type: string;
  value: (row: OrderRow) => unknown;
  /** Usually the same on every order of a batch (see insertOrders). */
  shared?: true;
  /** A time: epoch milliseconds in the log (RowsRecord). */
  time?: true;
}

const ORDER_COLUMNS: readonly OrderColumn[] = [
  { name: 'id', type: 'text', value: (r) => r.id },
  { name: 'kind', type: 'text', value: (r) => r.kind, shared: true },
  { name: 'symbol', type: 'text', value: (r) => r.symbol, shared: true },
  { name: 'owner_type', type: 'text', value: (r) => r.owner_type, shared: true },
  { name: 'owner_id', type: 'text', value: (r) => r.owner_id },
  { name: 'side', type: 'text', value: (r) => r.side },
  { name: 'order_type', type: 'text', value: (r) => r.order_type, shared: true },
  { name: 'tif', type: 'text', value: (r) => r.tif, shared: true },
  { name: 'price_ticks', type: 'bigint', value: (r) => r.price_ticks ?? null },
  { name: 'quantity_lots', type: 'bigint', value: (r) => r.quantity_lots ?? null },
  { name: 'funds_notional', type: 'numeric', value: (r) => r.funds_notional ?? null },
  { name: 'remaining_lots', type: 'bigint', value: (r) => r.remaining_lots },
  { name: 'filled_lots', type: 'bigint', value: (r) => r.filled_lots },
  { name: 'filled_notional', type: 'numeric', value: (r) => r.filled_notional ?? '0' },
  { name: 'status', type: 'integer', value: (r) => r.status },
  { name: 'engine_seq', type: 'bigint', value: (r) => r.engine_seq },
  { name: 'create_time', type: 'timestamptz', value: (r) => timeOf(r.create_time), time: true },
  { name: 'update_time', type: 'timestamptz', value: (r) => timeOf(r.update_time), time: true },
  { name: 'entrust_type', type: 'text', value: (r) => r.entrust_type ?? null, shared: true },
  { name: 'trigger_ticks', type: 'bigint', value: (r) => r.trigger_ticks ?? null, shared: true },
  { name: 'trigger_rises', type: 'smallint', value: (r) => r.trigger_rises ?? null, shared: true },
  { name: 'take_profit_ticks', type: 'bigint', value: (r) => r.take_profit_ticks ?? null, shared: true },
  { name: 'stop_loss_ticks', type: 'bigint', value: (r) => r.stop_loss_ticks ?? null, shared: true },
  { name: 'parent_id', type: 'text', value: (r) => r.parent_id ?? null, shared: true },
  { name: 'waiting', type: 'smallint', value: (r) => r.waiting ?? 0, shared: true },
  // Contract orders (017_futures). Appended: a record of an older log has fewer columns, read as null.
  { name: 'direction', type: 'smallint', value: (r) => r.direction ?? null },
  { name: 'leverage', type: 'smallint', value: (r) => r.leverage ?? null, shared: true },
  { name: 'margin_pattern', type: 'smallint', value: (r) => r.margin_pattern ?? null, shared: true },
  { name: 'position_id', type: 'text', value: (r) => r.position_id ?? null },
  { name: 'zyzs_type', type: 'smallint', value: (r) => r.zyzs_type ?? null, shared: true },
  { name: 'source', type: 'text', value: (r) => r.source ?? null, shared: true },
];

const SHARED = ORDER_COLUMNS.filter((c) => c.shared);
const ORDER_COLUMN_NAMES = ORDER_COLUMNS.map((c) => c.name);

/** More groups than this and one statement with every column as an array costs less. */
const MAX_GROUPS = 3;

const columnList = sql.join(ORDER_COLUMNS.map((c) => sql.ref(c.name)));
const arrayOf = (c: OrderColumn, rows: OrderRow[]) => sql`${rows.map(c.value)}::${sql.raw(c.type)}[]`;

/** Orders whose shared columns are equal, by those values. */
const groupByShared = (rows: OrderRow[]): OrderRow[][] => {
  const groups = new Map<string, OrderRow[]>();
  for (const row of rows) {
    // \u0001 for null: no validated value contains it, so null and the text 'null' stay apart.
    const key = SHARED.map((c) => c.value(row) ?? '\u0001').join('\u0000');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
};

/**
 * New orders as columns of arrays (unnest) rather than one bind parameter per value: about half
 * the cost of a multi-row VALUES on PGlite, and no parameter limit to chunk around. What an
 * unnest costs is mostly parsing its array elements, and sixteen of the thirty-one columns
 * (market, owner type, order type, the spot and contract extras, mostly null) are usually the same on every
 * order of a batch: those orders go in with those columns as single values, one statement per
 * group of equal ones. Past MAX_GROUPS groups, every column is an array. Both statement texts are
 * fixed, so each is prepared once (db/script.ts).
 */
const insertOrders = (rows: OrderRow[]) => {
  const groups = groupByShared(rows);
  if (groups.length > MAX_GROUPS)
    return [sql`insert into market_order (${columnList}) select * from unnest(${sql.join(ORDER_COLUMNS.map((c) => arrayOf(c, rows)))})`];
  const varying = ORDER_COLUMNS.filter((c) => !c.shared);
  return groups.map((group) => {
    const first = group[0]!;
    const values = ORDER_COLUMNS.map((c) => (c.shared ? sql`${c.value(first)}::${sql.raw(c.type)}` : sql`u.${sql.ref(c.name)}`));
    return sql`insert into market_order (${columnList})
      select ${sql.join(values)} from unnest(${sql.join(varying.map((c) => arrayOf(c, group)))}) as u(${sql.join(varying.map((c) => sql.ref(c.name)))})`;
  });
};
