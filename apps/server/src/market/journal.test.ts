import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../testing/kit.ts';
import { pipelineOf } from '../db/index.ts';
import { Journal } from './journal.ts';

// Both ways PGlite can run (PGLITE_THREAD): on its worker the journal pipelines its batches, on
// the server's thread it sends one at a time. On PostgreSQL (DATABASE_URL) the server is the same either way.
const threads = process.env.DATABASE_URL ? ['worker'] : ['worker', 'main'];

describe.each(threads)('journal (PGlite thread: %s)', (thread) => {
  let t: TestExchange;
  beforeAll(async () => {
    t = await startTestExchange({ PGLITE_THREAD: thread });
  });
  afterAll(() => t.close());

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

  describe('journal', () => {
    it('commits work queued in one turn as one batch, in order, before resolving', async () => {
      const journal = new Journal(t.ex.db, { onFatal: () => undefined });
      const ids = Array.from({ length: 50 }, (_, i) => `j-${i}`);
      await Promise.all(ids.map((id) => journal.append((trx) => trx.insertInto('market_order').values(order(id)).execute().then(() => undefined))));
      expect(journal.stats).toEqual({ batches: 1, items: 50 });
      const rows = await t.ex.db.selectFrom('market_order').select('id').where('id', 'like', 'j-%').execute();
      expect(rows).toHaveLength(50);
    });

    it('rejects the whole batch and reports a failed commit as fatal, writing nothing of it', async () => {
      const fatal: unknown[] = [];
      const journal = new Journal(t.ex.db, { onFatal: (e) => fatal.push(e) });
      const good = journal.append((trx) => trx.insertInto('market_order').values(order('f-1')).execute().then(() => undefined));
      const bad = journal.append((trx) => trx.insertInto('market_order').values(order('f-1')).execute().then(() => undefined));
      await expect(good).rejects.toThrow();
      await expect(bad).rejects.toThrow();
      expect(fatal).toHaveLength(1);
      const rows = await t.ex.db.selectFrom('market_order').select('id').where('id', '=', 'f-1').execute();
      expect(rows).toHaveLength(0);
    });

    it('reports a batch that fails at its commit as fatal; pipelined, the batch sent behind it is refused', async () => {
      const fatal: unknown[] = [];
      const journal = new Journal(t.ex.db, { onFatal: (e) => fatal.push(e) });
      await journal.append(async (_trx, rows) => rows.insertOrder(order('c-1')));
      // The row goes out with the commit script, so the duplicate fails there, not while building.
      const failing = journal.append(async (_trx, rows) => rows.insertOrder(order('c-1')));
      // Both may fail before their expectations are attached (the wait below): handled from the start.
      failing.catch(() => undefined);
      // Queued while the failing batch is sent: on the worker it goes out behind it, unanswered.
      await new Promise((resolve) => setImmediate(resolve));
      const behind = journal.append(async (_trx, rows) => rows.insertOrder(order('c-2')));
      behind.catch(() => undefined);
      await expect(failing).rejects.toThrow(/duplicate key/);
      const rows = () => t.ex.db.selectFrom('market_order').select('id').where('id', 'like', 'c-%').orderBy('id').execute();
      if (pipelineOf(t.ex.db)) {
        // It may have been built on the failed batch's writes: refused, and nothing of it written.
        await expect(behind).rejects.toThrow();
        expect((await rows()).map((r) => r.id)).toEqual(['c-1']);
      } else {
        // One batch at a time (PostgreSQL): the next batch was built after the failure was known.
        await behind;
        expect((await rows()).map((r) => r.id)).toEqual(['c-1', 'c-2']);
      }
      expect(fatal.length).toBeGreaterThanOrEqual(1);
    });

    it('drains: waits for everything queued so far', async () => {
      const journal = new Journal(t.ex.db, { onFatal: () => undefined });
      void journal.append((trx) => trx.insertInto('market_order').values(order('d-1')).execute().then(() => undefined));
      await journal.drain();
      const rows = await t.ex.db.selectFrom('market_order').select('id').where('id', '=', 'd-1').execute();
      expect(rows).toHaveLength(1);
    });
  });
});
