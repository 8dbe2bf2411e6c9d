// New orders written by a batch (batchRows.ts insertOrders): one statement per group of orders
// that share their usually-equal columns, or one with every column as an array past three groups;
// either way every column reads back as it was given. A real database (PGlite, or PostgreSQL when
// DATABASE_URL is set).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Insertable } from 'kysely';
import { openTestDb, type TestDb } from '../ledger/testDb.ts';
import { runScript } from '../db/script.ts';
import type { MarketOrderTable } from '../db/schema.ts';
import { BatchRows } from './batchRows.ts';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await sql`delete from market_order`.execute(t.db);
});

let n = 0;
const order = (over: Partial<Insertable<MarketOrderTable>> = {}): Insertable<MarketOrderTable> => {
  n++;
  return {
    id: `o${String(n).padStart(6, '0')}`,
    kind: 'xh',
    symbol: 'BTC/USDT',
    owner_type: 'member',
    owner_id: String(100 + (n % 7)),
    side: n % 2 ? 'buy' : 'sell',
    order_type: 'limit',
    tif: 'GTC',
    price_ticks: String(6_500_000 + n),
    quantity_lots: '100',
    funds_notional: null,
    remaining_lots: String(100 - (n % 3)),
    filled_lots: String(n % 3),
    filled_notional: String((n % 3) * 6_500_000),
    status: n % 3 === 0 ? 0 : 1,
    engine_seq: String(1000 + n),
    create_time: new Date(Date.UTC(2026, 10, 24, 12, 0, 0, n)),
    update_time: new Date(Date.UTC(2026, 10, 24, 12, 0, 1, n)),
    entrust_type: 'xjwt',
    waiting: 0,
    ...over,
  };
};

/** Writes the orders as one batch does; answers how many statements that took. */
const write = async (orders: Insertable<MarketOrderTable>[]) => {
  const rows = new BatchRows();
  for (const o of orders) rows.insertOrder(o);
  const statements = rows.take(t.db);
  await t.db.transaction().execute((trx) => runScript(trx, statements));
  return statements.length;
};

const readBack = async () => (await t.db.selectFrom('market_order').selectAll().orderBy('id').execute()).map((r) => ({ ...r, create_time: new Date(r.create_time), update_time: new Date(r.update_time) }));

const expected = (orders: Insertable<MarketOrderTable>[]) =>
  orders.map((o) => ({
    id: o.id,
    kind: o.kind,
    symbol: o.symbol,
    owner_type: o.owner_type,
    owner_id: o.owner_id,
    side: o.side,
    order_type: o.order_type,
    tif: o.tif,
    price_ticks: o.price_ticks ?? null,
    quantity_lots: o.quantity_lots ?? null,
    funds_notional: o.funds_notional ?? null,
    remaining_lots: o.remaining_lots,
    filled_lots: o.filled_lots,
    filled_notional: o.filled_notional ?? '0',
    status: o.status,
    engine_seq: o.engine_seq,
    create_time: o.create_time,
    update_time: o.update_time,
    entrust_type: o.entrust_type ?? null,
    trigger_ticks: o.trigger_ticks ?? null,
    trigger_rises: o.trigger_rises ?? null,
    take_profit_ticks: o.take_profit_ticks ?? null,
    stop_loss_ticks: o.stop_loss_ticks ?? null,
    parent_id: o.parent_id ?? null,
    waiting: o.waiting ?? 0,
    direction: o.direction ?? null,
    leverage: o.leverage ?? null,
    margin_pattern: o.margin_pattern ?? null,
    position_id: o.position_id ?? null,
    zyzs_type: o.zyzs_type ?? null,
    source: o.source ?? null,
  }));

describe('new orders of a batch', () => {
  it('go in with one statement when their shared columns agree', async () => {
    const orders = Array.from({ length: 25 }, () => order());
    expect(await write(orders)).toBe(1);
    expect(await readBack()).toEqual(expected(orders));
  });

  it('go in with one statement per group: members and bots, a market buy by money, a stop order', async () => {
    const orders = [
      order(),
      order({ owner_type: 'system', owner_id: 'market_maker', entrust_type: null }),
      order(),
      order({ order_type: 'market', tif: 'IOC', price_ticks: null, quantity_lots: null, funds_notional: '650000000', entrust_type: 'sjwt' }),
      order({ owner_type: 'system', owner_id: 'market_maker', entrust_type: null }),
    ];
    expect(await write(orders)).toBe(3);
    expect(await readBack()).toEqual(expected(orders));
  });

  it('go in with every column as an array past three groups, nulls and quotes intact', async () => {
    const orders = [
      order({ entrust_type: 'zyzs', trigger_ticks: '6400000', trigger_rises: 0, waiting: 1 }),
      order({ entrust_type: 'zyzs', trigger_ticks: '6600000', trigger_rises: 1, waiting: 1 }),
      order({ entrust_type: 'dtzyzs', take_profit_ticks: '7000000', stop_loss_ticks: '6000000' }),
      order({ parent_id: 'o000001', entrust_type: null }),
      order({ symbol: "it's/USDT" }),
      order({ kind: 'ubw', entrust_type: 'zyzs', direction: 3, leverage: 20, margin_pattern: 2, position_id: 'p9', zyzs_type: 1, source: 'member', waiting: 1 }),
    ];
    expect(await write(orders)).toBe(1);
    expect(await readBack()).toEqual(expected(orders));
  });
});

describe('contract positions and fills of a batch', () => {
  const position = (over: Record<string, string | number | null> = {}) => ({
    owner_type: 'member', owner_id: '101', kind: 'ubw', symbol: 'BTC/USDT', leverage: 10, pattern: 1, position_id: 'p1', size_lots: '1000',
    entry_price: '50000000000000000000000', margin: '500000000000', realised: '0', funding: '0', shortfall: '0', coupon: '0', coupon_id: null, open_time: '1795000000000', update_time: '1795000000000',
    ...over,
  });

  it('are written as their last state: a position inserted, then replaced', async () => {
    await sql`delete from contract_position`.execute(t.db);
    const first = new BatchRows();
    first.upsertPosition(position({ size_lots: '500' }));
    first.upsertPosition(position());
    await t.db.transaction().execute((trx) => runScript(trx, first.take(trx)));
    const second = new BatchRows();
    second.upsertPosition(position({ size_lots: '-200', realised: '-12345', update_time: '1795000000001' }));
    await t.db.transaction().execute((trx) => runScript(trx, second.take(trx)));
    expect(await t.db.selectFrom('contract_position').selectAll().execute()).toEqual([position({ size_lots: '-200', realised: '-12345', update_time: '1795000000001' })]);
  });
});

describe("a batch's rows through the journal's log", () => {
  /** The statements a batch writes, as text and parameters. */
  const statementsOf = (rows: BatchRows) => rows.take(t.db).map((q) => ({ sql: q.sql, parameters: q.parameters }));

  it('come back from their record (as JSON) as the same statements, every column and change intact', () => {
    const filled = order();
    const fill = (orderId: string, role: string) => ({
      member_id: '101', order_id: orderId, kind: 'xh', symbol: 'BTC/USDT', side: 'buy', role, price_ticks: '6500001',
      quantity_lots: '3', fee: '300000', fee_coin: 'BTC', trade_seq: '77', trade_time: '1795000000000',
    });
    const build = () => {
      const rows = new BatchRows();
      rows.insertOrder(filled);
      rows.insertOrder(order({ entrust_type: 'zyzs', trigger_ticks: '6400000', trigger_rises: 0, waiting: 1, symbol: "it's/USDT" }));
      rows.insertOrder(order({ order_type: 'market', tif: 'IOC', price_ticks: null, quantity_lots: null, funds_notional: '650000000', parent_id: 'p1' }));
      // A maker already in the tables: its change is merged, null trigger and closeIfOpen included.
      rows.changeOrder('resting', { addFilled: 3n, addNotional: 19_500_003n, remaining: '97', status: 0, updateTime: new Date(Date.UTC(2026, 10, 24, 13)) });
      rows.changeOrder('waiting', { waiting: 0, engineSeq: '88', triggerTicks: null, closeIfOpen: -1, updateTime: new Date(Date.UTC(2026, 10, 24, 14)) });
      rows.insertTrade({ kind: 'xh', symbol: 'BTC/USDT', engine_seq: '77', price_ticks: '6500001', quantity_lots: '3', taker_side: 'buy', taker_order_id: filled.id, maker_order_id: 'resting', trade_time: '1795000000000' });
      rows.insertFills([fill(filled.id, 'taker'), fill('resting', 'maker')]);
      return rows;
    };
    const original = build();
    const back = new BatchRows();
    back.addRecord(JSON.parse(JSON.stringify(original.toRecord())));
    expect(statementsOf(back)).toEqual(statementsOf(original));
  });

  it('carry contract orders, positions and fills through their record', () => {
    const build = () => {
      const rows = new BatchRows();
      rows.insertOrder(order({ kind: 'ubw', entrust_type: 'ptwt', direction: 1, leverage: 10, margin_pattern: 1, source: 'member' }));
      rows.upsertPosition({ owner_type: 'member', owner_id: '101', kind: 'ubw', symbol: 'BTC/USDT', leverage: 10, pattern: 1, position_id: 'p1', size_lots: '1000', entry_price: '5', margin: '7', realised: '0', funding: '0', shortfall: '0', coupon: '3', coupon_id: 'c1', open_time: '1', update_time: '2' });
      rows.useCoupon('c1', 'p1', 1795000000000);
      rows.insertContractFills([{ member_id: '101', order_id: 'o1', kind: 'ubw', symbol: 'BTC/USDT', direction: 3, role: 'taker', source: 'member', price_ticks: '500000', quantity_lots: '1000', open_price: '49000000000000000000000', profit: '100000000000', fee: '2000000000', coin: 'USDT', position_id: 'p1', trade_seq: '9', trade_time: '1795000000000' }]);
      return rows;
    };
    const original = build();
    const back = new BatchRows();
    back.addRecord(JSON.parse(JSON.stringify(original.toRecord())));
    expect(statementsOf(back)).toEqual(statementsOf(original));
  });

  it('replay from a record the log held before futures existed (no positions, orders without the contract columns)', async () => {
    const before = order();
    const record = new BatchRows();
    record.insertOrder(before);
    const logged = JSON.parse(JSON.stringify(record.toRecord())) as ReturnType<BatchRows['toRecord']>;
    // An older server wrote twenty-five columns an order and no positions or contract fills.
    const old = { ...logged, orders: logged.orders.map((values) => values.slice(0, 25)) };
    expect(old).not.toHaveProperty('positions');
    const back = new BatchRows();
    back.addRecord(old);
    await t.db.transaction().execute((trx) => runScript(trx, back.take(trx)));
    expect(await readBack()).toEqual(expected([before]));
  });
});
