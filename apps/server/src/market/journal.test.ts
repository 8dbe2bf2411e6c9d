import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalLogOf, openDb, type Db } from '../db/index.ts';
import { Journal } from './journal.ts';
import type { BatchRows } from './batchRows.ts';
import { MARKET_JOURNAL } from './projection.ts';

// The journal on each database it runs on: PGlite with its log, on the worker and on the server's
// thread (PGLITE_THREAD), and PostgreSQL (DATABASE_URL) without one. Each test opens a database of
// its own: a projection that fails stops the database's log for good, as it stops the server.
const databases = process.env.DATABASE_URL ? ['postgres'] : ['worker', 'main'];

/** A full garbage collection, for the test that the journal lets go of what it has logged. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const order = (id: string) => ({
  id,
  kind: 'xh',
  symbol: 'T/USDT',
  owner_type: 'system',
  owner_id: 'test',
  side: 'buy',
  order_type: 'limit',
  tif: 'GTC',
  price_ticks: '100',
  quantity_lots: '1',
  funds_notional: null,
  remaining_lots: '1',
  filled_lots: '0',
  status: 0,
  engine_seq: '1',
});

/** A database of its own, and how to be rid of it. */
const open = async (database: string): Promise<{ db: Db; close: () => Promise<void> }> => {
  if (database === 'postgres') {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: '', schema });
    return {
      db,
      close: async () => {
        await db.schema.dropSchema(schema).ifExists().cascade().execute();
        await db.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'journal-'));
  const db = await openDb({ databaseUrl: undefined, dataDir: dir, pgliteThread: database === 'worker' ? 'worker' : 'main', journal: MARKET_JOURNAL });
  return {
    db,
    close: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

describe.each(databases)('journal (%s)', (database) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await open(database));
  });
  afterAll(() => close());

  const idsIn = async (of: Db, like: string) => (await of.selectFrom('market_order').select('id').where('id', 'like', like).orderBy('id').execute()).map((r) => r.id);
  const ids = (like: string) => idsIn(db, like);
  const logged = () => journalLogOf(db) !== undefined;

  it('makes work queued in one turn durable as one batch, in order, before resolving; readers see its rows', async () => {
    const journal = new Journal(db, { onFatal: () => undefined });
    const names = Array.from({ length: 50 }, (_, i) => `j-${String(i).padStart(2, '0')}`);
    await Promise.all(names.map((id) => journal.append(async (_trx, rows) => rows.insertOrder(order(id)))));
    expect(journal.stats).toEqual({ batches: 1, items: 50 });
    // On PGlite the rows may still wait in the log: a read is the barrier that writes them first.
    expect(await ids('j-%')).toEqual(names);
  });

  it.runIf(database !== 'postgres')('answers from the log; the rows follow in one transaction, which moves the high-water mark', async () => {
    expect(logged()).toBe(true);
    const journal = new Journal(db, { onFatal: () => undefined });
    await journal.append(async (_trx, rows) => rows.insertOrder(order('l-1')));
    await journal.append(async (_trx, rows) => rows.changeOrder('l-1', { addFilled: 1n, addNotional: 100n, remaining: '0', status: 1, updateTime: new Date() }));
    expect(journalLogOf(db)!.backlog()).toBeGreaterThan(0);
    const row = await db.selectFrom('market_order').select(['filled_lots', 'remaining_lots', 'status']).where('id', '=', 'l-1').executeTakeFirstOrThrow();
    // Inserted and filled in two batches; written together, as the second left it.
    expect(row).toEqual({ filled_lots: '1', remaining_lots: '0', status: 1 });
    expect(journalLogOf(db)!.backlog()).toBe(0);
    const state = await db.selectFrom('journal_state').select('projected_seq').executeTakeFirstOrThrow();
    expect(Number(state.projected_seq)).toBeGreaterThanOrEqual(2);
  });

  it.runIf(database !== 'postgres')('lets go of a logged batch while its rows still wait for the tables', async () => {
    // Kept until the projection, every order's input, events and ledger moves outlived the young
    // generation (bench place-order: GC pauses of 17 µs an order, 9 once let go).
    const journal = new Journal(db, { onFatal: () => undefined });
    let work!: WeakRef<object>;
    // An open transaction holds the records back (projectionHost.ts) for as long as this takes.
    await db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      try {
        await (async () => {
          const item = async (_trx: unknown, rows: BatchRows) => rows.insertOrder(order('g-1'));
          work = new WeakRef(item);
          await journal.append(item);
        })();
        await new Promise((resolve) => setImmediate(resolve));
        collectGarbage();
        expect(work.deref()).toBeUndefined();
        expect(journalLogOf(db)!.backlog()).toBeGreaterThan(0);
      } finally {
        await sql`commit`.execute(connection);
      }
    });
    expect(await ids('g-%')).toEqual(['g-1']);
  });

  it('writes work that asks for the connection through it, in one transaction with the batch', async () => {
    const journal = new Journal(db, { onFatal: () => undefined });
    await journal.append(async (_trx, rows) => rows.insertOrder(order('c-1')));
    // It reads the row of the batch before it (on PGlite, logged and maybe not yet in the table).
    const seen: string[][] = [];
    await journal.append(
      async (trx, rows) => {
        seen.push((await trx.selectFrom('market_order').select('id').where('id', '=', 'c-1').execute()).map((r) => r.id));
        await trx.insertInto('market_order').values(order('c-2')).execute();
        rows.insertOrder(order('c-3'));
      },
      [],
      { connection: true },
    );
    expect(seen).toEqual([['c-1']]);
    expect(await ids('c-%')).toEqual(['c-1', 'c-2', 'c-3']);
  });

  it('rejects a batch written through the connection that fails, reports it as fatal and writes nothing of it', async () => {
    const fatal: unknown[] = [];
    const journal = new Journal(db, { onFatal: (e) => fatal.push(e) });
    const insert = (id: string) => journal.append(async (trx) => void (await trx.insertInto('market_order').values(order(id)).execute()), [], { connection: true });
    const good = insert('f-1');
    const bad = insert('f-1');
    await expect(good).rejects.toThrow();
    await expect(bad).rejects.toThrow();
    expect(fatal).toHaveLength(1);
    expect(await ids('f-%')).toEqual([]);
  });

  it.runIf(database !== 'postgres')('reports logged rows the tables refuse as fatal; nothing of their transaction is written', async () => {
    // A database of its own: the failure stops its log for good.
    const own = await open(database);
    try {
      const fatal: unknown[] = [];
      const journal = new Journal(own.db, { onFatal: (e) => fatal.push(e) });
      await journal.append(async (_trx, rows) => rows.insertOrder(order('p-1')));
      expect(await idsIn(own.db, 'p-%')).toEqual(['p-1']);
      // Durable in the log, so answered; the duplicate key fails only when its rows are written.
      await journal.append(async (_trx, rows) => rows.insertOrder(order('p-1')));
      await journal.append(async (_trx, rows) => rows.insertOrder(order('p-2')));
      expect(await idsIn(own.db, 'p-%')).toEqual(['p-1']);
      await expect.poll(() => fatal.length).toBeGreaterThanOrEqual(1);
      expect(String(fatal[0])).toMatch(/duplicate key/);
    } finally {
      await own.close();
    }
  });

  it('drains: waits for everything queued so far', async () => {
    const journal = new Journal(db, { onFatal: () => undefined });
    void journal.append(async (_trx, rows) => rows.insertOrder(order('d-1')));
    await journal.drain();
    expect(journal.stats.items).toBe(1);
    expect(await ids('d-%')).toEqual(['d-1']);
  });
});
