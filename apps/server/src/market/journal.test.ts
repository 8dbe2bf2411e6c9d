import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../testing/kit.ts';
import { Journal } from './journal.ts';

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange();
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

  it('drains: waits for everything queued so far', async () => {
    const journal = new Journal(t.ex.db, { onFatal: () => undefined });
    void journal.append((trx) => trx.insertInto('market_order').values(order('d-1')).execute().then(() => undefined));
    await journal.drain();
    const rows = await t.ex.db.selectFrom('market_order').select('id').where('id', '=', 'd-1').execute();
    expect(rows).toHaveLength(1);
  });
});
