// The journal's projection (projection.ts) writes what the group commit would have written at
// once (batchRows.ts take, ledger/transfer.ts stagedWrites): the same orders, trades, fills, ledger
// transactions, entries and balances, though its new rows go in by COPY (db/copyIn.ts) and the
// group commit's by INSERT. One batch is written both ways on one PGlite, the tables read back
// after each. PGlite only: PostgreSQL has no projection (the PostgreSQL pass skips it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/index.ts';
import { hostProjection, loadProjector } from '../db/projectionHost.ts';
import { PgliteDialect } from '../db/pglite-dialect.ts';
import { openSession, type LocalSession } from '../db/pgliteSession.ts';
import type { Database, MarketOrderTable } from '../db/schema.ts';
import { runScript } from '../db/script.ts';
import { AccountIds } from '../ledger/accounts.ts';
import type { StagedTransfer } from '../ledger/index.ts';
import { prepareTransfer, stagedWrites, type PreparedTransfer } from '../ledger/transfer.ts';
import type { BalanceRef } from '../ledger/types.ts';
import { BatchRows } from './batchRows.ts';
import { createMember } from '../modules/member/repo.ts';
import { encodeRecord } from './journalRecord.ts';
import { createProjector } from './projection.ts';

let dir: string;
let session: LocalSession;
let db: Kysely<Database>;
/** Two members' ids: a member's balance row must belong to a real member. */
let buyer: string;
let seller: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'projection-'));
  session = await openSession(dir);
  db = new Kysely<Database>({ dialect: new PgliteDialect(session) });
  await migrate(db);
  const member = async (name: string) => String((await createMember(db, { email: `${name}@projection.test`, passwordHash: 'unused' })).id);
  buyer = await member('buyer');
  seller = await member('seller');
});
afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, 0, ms));

const order = (id: string, over: Partial<Insertable<MarketOrderTable>> = {}): Insertable<MarketOrderTable> => ({
  id,
  kind: 'xh',
  symbol: 'BTC/USDT',
  owner_type: 'member',
  owner_id: '101',
  side: 'buy',
  order_type: 'limit',
  tif: 'GTC',
  price_ticks: '6500000',
  quantity_lots: '100',
  funds_notional: null,
  remaining_lots: '100',
  filled_lots: '0',
  filled_notional: '0',
  status: 0,
  engine_seq: '1',
  create_time: at(1),
  update_time: at(1),
  entrust_type: 'xjwt',
  waiting: 0,
  ...over,
});

/** Two orders already in the tables before the batch: a resting maker and a waiting stop order. */
const existing = () => {
  const rows = new BatchRows();
  rows.insertOrder(order('resting', { side: 'sell', engine_seq: '2' }));
  rows.insertOrder(order('waiting', { entrust_type: 'zyzs', trigger_ticks: '6400000', trigger_rises: 0, waiting: 1, engine_seq: '0' }));
  return rows;
};

/** The batch: new orders (one filled within it), changes to the two above, a trade and its fills. */
const batch = () => {
  const rows = new BatchRows();
  rows.insertOrder(order('taker', { engine_seq: '10', create_time: at(10), update_time: at(10) }));
  rows.insertOrder(order('market', { order_type: 'market', tif: 'IOC', price_ticks: null, quantity_lots: null, funds_notional: '650000000', entrust_type: 'sjwt', engine_seq: '11' }));
  rows.insertOrder(order('quoted', { owner_type: 'system', owner_id: "bot\t'one'\\", entrust_type: null, parent_id: 'p\n1', engine_seq: '12' }));
  rows.changeOrder('taker', { addFilled: 40n, addNotional: 260_000_000n, remaining: '60', updateTime: at(20) });
  rows.changeOrder('resting', { addFilled: 40n, addNotional: 260_000_000n, remaining: '60', status: 0, updateTime: at(20) });
  rows.changeOrder('waiting', { waiting: 0, engineSeq: '13', triggerTicks: null, updateTime: at(21) });
  rows.insertTrade({ kind: 'xh', symbol: 'BTC/USDT', engine_seq: '20', price_ticks: '6500000', quantity_lots: '40', taker_side: 'buy', taker_order_id: 'taker', maker_order_id: 'resting', trade_time: String(at(20).getTime()) });
  const fill = (member: string, orderId: string, role: string, side: string) => ({
    member_id: member, order_id: orderId, kind: 'xh', symbol: 'BTC/USDT', side, role, price_ticks: '6500000',
    quantity_lots: '40', fee: '400', fee_coin: 'BTC', trade_seq: '20', trade_time: String(at(20).getTime()),
  });
  rows.insertFills([fill(buyer, 'taker', 'taker', 'buy'), fill(seller, 'resting', 'maker', 'sell')]);
  return rows;
};

const balance = (ownerType: 'member' | 'system', ownerId: string, which: 'available' | 'locked' = 'available'): BalanceRef => ({ ownerType, ownerId, walletType: '1', balance: which });

/** A deposit, a hold, a trade with its fee, and a hold released at once (nets to nothing). */
const transfers = (): PreparedTransfer[] => [
  prepareTransfer({ kind: 'deposit', ref: 'dep-1', moves: [{ from: balance('system', 'external'), to: balance('member', buyer), asset: 'USDT', amount: 5_000_000n }] }),
  prepareTransfer({ kind: 'deposit', ref: 'dep-2', moves: [{ from: balance('system', 'external'), to: balance('member', seller), asset: 'BTC', amount: 900n }] }),
  prepareTransfer({ kind: 'hold', ref: 'taker', moves: [{ from: balance('member', buyer), to: balance('member', buyer, 'locked'), asset: 'USDT', amount: 2_600_000n }] }),
  prepareTransfer({
    kind: 'trade',
    ref: 'xh:BTC/USDT:20',
    moves: [
      { from: balance('member', buyer, 'locked'), to: balance('member', seller), asset: 'USDT', amount: 2_600_000n },
      { from: balance('member', seller), to: balance('member', buyer), asset: 'BTC', amount: 400n },
      { from: balance('member', buyer), to: balance('system', 'fees'), asset: 'BTC', amount: 4n, kind: 'fee' },
    ],
  }),
  { kind: 'hold', ref: 'gone', postings: [], changes: new Map() },
];

/** Everything the batch wrote, without the ids and times the database gives (compared by order instead). */
const tables = async () => ({
  orders: (await db.selectFrom('market_order').selectAll().orderBy('id').execute()).map((r) => ({
    ...r,
    create_time: new Date(r.create_time).toISOString(),
    update_time: new Date(r.update_time).toISOString(),
  })),
  trades: await db.selectFrom('market_trade').select(['kind', 'symbol', 'engine_seq', 'price_ticks', 'quantity_lots', 'taker_side', 'taker_order_id', 'maker_order_id', 'trade_time']).orderBy('id').execute(),
  fills: await db.selectFrom('spot_fill').select(['member_id', 'order_id', 'kind', 'symbol', 'side', 'role', 'price_ticks', 'quantity_lots', 'fee', 'fee_coin', 'trade_seq', 'trade_time']).orderBy('id').execute(),
  transactions: (await sql<{ kind: string; ref: string; entries: string }>`
    select t.kind, t.ref, string_agg(concat_ws(' ', a.owner_type, a.owner_id, a.wallet_type, e.asset, e.balance_kind, e.amount, e.kind, e.ref), ', ' order by e.id) as entries
    from ledger_tx t join ledger_entry e on e.tx_id = t.id join ledger_account a on a.id = e.account_id
    group by t.id order by t.id`.execute(db)).rows,
  balances: await db.selectFrom('ledger_account').select(['owner_type', 'owner_id', 'wallet_type', 'asset', 'available', 'locked']).orderBy('owner_type').orderBy('owner_id').orderBy('asset').execute(),
});

/** The transfers as the journal stages them (encodeRecord reads only `prepared`). */
const staged = (prepared: PreparedTransfer[]) => prepared.map((p) => ({ prepared: p }) as StagedTransfer);

/** Writes a record the way the server does: through the projection host, with this module's projector. */
let seq = 0;
const project = async (record: string) => {
  const host = hostProjection(session, await loadProjector(new URL('./projection.ts', import.meta.url).href), { delayMs: 0, maxRecords: 10 });
  await host.record(++seq, record);
};

const empty = async () => {
  for (const table of ['market_order', 'market_trade', 'spot_fill', 'ledger_entry', 'ledger_tx', 'ledger_account'] as const) await db.deleteFrom(table).execute();
  await db.transaction().execute((trx) => runScript(trx, existing().take(trx)));
};

describe.skipIf(process.env.DATABASE_URL)("the journal's projection", () => {
  it('writes the rows and ledger moves the group commit would have written', async () => {
    await empty();
    await db.transaction().execute(async (trx) => runScript(trx, [...batch().take(trx), ...(await stagedWrites(trx, transfers(), new AccountIds(), false))]));
    const atOnce = await tables();

    await empty();
    const record = encodeRecord(batch(), staged(transfers()));
    // What the projector makes of it (inside a transaction that is then undone: it reads and reserves ids).
    await session.query('begin', []);
    const writes = await createProjector().writes(db, [record]).finally(() => session.query('rollback', []));
    expect(writes.copies.map((c) => c.table)).toEqual(['market_order', 'market_trade', 'spot_fill', 'ledger_tx', 'ledger_entry']);
    await project(record);
    const projected = await tables();

    expect(projected).toEqual(atOnce);
    // What the comparison covers: the batch's rows, and a balance moved by several transfers.
    expect(projected.orders.map((o) => [o.id, o.status, o.filled_lots, o.waiting])).toEqual([
      ['market', 0, '0', 0],
      ['quoted', 0, '0', 0],
      ['resting', 0, '40', 0],
      ['taker', 0, '40', 0],
      ['waiting', 0, '0', 0],
    ]);
    expect(projected.transactions.map((t) => t.ref)).toEqual(['dep-1', 'dep-2', 'taker', 'xh:BTC/USDT:20']);
    expect(projected.balances.find((b) => b.owner_id === buyer && b.asset === 'USDT')).toMatchObject({ available: '2400000', locked: '0' });
  });

  it('takes ledger transaction ids the sequence then skips, so later transactions do not collide', async () => {
    await empty();
    await project(encodeRecord(new BatchRows(), staged(transfers())));
    const last = (await sql<{ id: string }>`select max(id)::text as id from ledger_tx`.execute(db)).rows[0]!.id;
    const next = (await sql<{ id: string }>`insert into ledger_tx (kind, ref) values ('deposit', 'after') returning id`.execute(db)).rows[0]!.id;
    expect(BigInt(next)).toBe(BigInt(last) + 1n);
  });
});
