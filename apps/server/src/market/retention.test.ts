// The retention sweep on a real exchange whose simulator has traded: bot-against-bot history goes,
// everything a member took part in stays, and the ledger still balances to the unit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SPOT_PATH, type Envelope } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../testing/kit.ts';
import { startRetention, sweepRetention } from './retention.ts';
import { COMPACTED_OWNERS } from '../ledger/compaction.ts';
import { findBotMemberIds } from '../modules/futures/bots.ts';

const DAY = 86_400_000;
let t: TestExchange;
let token: string;
/** The contract bots' member ids: their history is the simulator's, not a member's. */
let bots: string[];

const count = async (query: string) => Number((await sql.raw<{ n: string }>(query).execute(t.ex.db)).rows[0]!.n);

const balances = () => t.ex.db.selectFrom('ledger_account').select(['id', 'available', 'locked']).orderBy('id').execute();
const memberRows = async () => ({
  orders: await t.ex.db.selectFrom('market_order').selectAll().where('owner_type', '=', 'member').where('owner_id', 'not in', bots).orderBy('id').execute(),
  fills: await t.ex.db.selectFrom('spot_fill').selectAll().orderBy('id').execute(),
  contractFills: await t.ex.db.selectFrom('contract_fill').selectAll().where('member_id', 'not in', bots).orderBy('id').execute(),
  entries: (
    await sql`select e.* from ledger_entry e join ledger_account a on a.id = e.account_id
      where a.owner_type = 'member' and not a.owner_id = any(${bots}::text[]) order by e.id`.execute(t.ex.db)
  ).rows,
});
const isBotOrder = (alias: string) => `(${alias}.owner_type = 'system' or ${alias}.owner_id in (${bots.map((id) => `'${id}'`).join(',')}))`;
const botTrades = (kinds = `'xh','ubw','bbw'`) =>
  count(`select count(*) as n from market_trade t
    where t.kind in (${kinds})
      and exists (select 1 from market_order o where o.id = t.taker_order_id and ${isBotOrder('o')})
      and exists (select 1 from market_order o where o.id = t.maker_order_id and ${isBotOrder('o')})`);

beforeAll(async () => {
  t = await startTestExchange({ SIMULATOR: 'on', SIMULATOR_RETENTION_DAYS: '0', DEMO_GRANT: '10000' });
  bots = await findBotMemberIds(t.ex.db);
  expect(bots).toHaveLength(3);
  const simulator = t.ex.markets.simulator!;
  simulator.stop();
  // Driven by hand: enough ticks that every market's bots have traded among themselves.
  for (let i = 0; i < 300; i++) await simulator.tick();
  const { email, password } = await t.registerEmail();
  const session = await t.login(email, password);
  token = session.access_token;
  const bought = await t.call<Envelope>('POST', t.coin(SPOT_PATH.place('sjwt')), { token, body: { exchangeCoinStr: 'BTC/USDT', direction: '1', money: '100' } });
  expect(bought.body.code, JSON.stringify(bought.body)).toBe(200);
  const resting = await t.call<Envelope>('POST', t.coin(SPOT_PATH.place('xjwt')), { token, body: { exchangeCoinStr: 'BTC/USDT', direction: '1', price: '1000', amount: '0.01' } });
  expect(resting.body.code, JSON.stringify(resting.body)).toBe(200);
  for (let i = 0; i < 60; i++) await simulator.tick();
}, 240_000);
afterAll(() => t.close());

describe('the retention sweep', () => {
  it('keeps everything younger than the window', async () => {
    const before = await count('select count(*) as n from ledger_entry');
    const result = await sweepRetention(t.ex.db, { days: 7 });
    expect(result).toEqual({ trades: 0, orders: 0, fills: 0, transactions: 0, entries: 0 });
    expect(await count('select count(*) as n from ledger_entry')).toBe(before);
  });

  it('removes old bot-against-bot history and nothing a member took part in', async () => {
    const db = t.ex.db;
    expect(await botTrades()).toBeGreaterThan(10);
    // The contract bots trade among themselves too, and keep fills and margin like members.
    expect(await botTrades(`'ubw','bbw'`)).toBeGreaterThan(0);
    const botFills = await count(`select count(*) as n from contract_fill where member_id in (${bots.join(',')})`);
    expect(botFills).toBeGreaterThan(0);
    const memberTrades = await count(`select count(*) as n from market_trade t join spot_fill f on f.kind = t.kind and f.symbol = t.symbol and f.trade_seq = t.engine_seq`);
    expect(memberTrades).toBeGreaterThan(0);
    const openBotOrders = await count(`select count(*) as n from market_order where owner_type = 'system' and status = 0`);
    const entriesBefore = await count('select count(*) as n from ledger_entry');
    const balancesBefore = await balances();
    const memberBefore = await memberRows();
    const totalsBefore = await Promise.all(['BTC', 'USDT', 'ETH'].map((asset) => t.ex.ledger.totals(asset)));

    // Eight days on, with a small batch so the sweep takes many steps and cuts between them.
    const result = await sweepRetention(db, { days: 7, batch: 40, now: () => Date.now() + 8 * DAY });
    expect(result.trades).toBeGreaterThan(10);
    expect(result.orders).toBeGreaterThan(10);
    expect(result.fills).toBe(botFills);
    expect(result.entries).toBeGreaterThan(100);

    expect(await botTrades()).toBe(0);
    expect(await count(`select count(*) as n from market_trade t join spot_fill f on f.kind = t.kind and f.symbol = t.symbol and f.trade_seq = t.engine_seq`)).toBe(memberTrades);
    // Finished bot orders go once the trades up to their last change have been looked at.
    expect(
      await count(`select count(*) as n from market_order, retention_state
        where ${isBotOrder('market_order')} and status <> 0 and update_time < to_timestamp(trade_time / 1000.0)`),
    ).toBe(0);
    expect(await count(`select count(*) as n from contract_fill where member_id in (${bots.join(',')})`)).toBe(0);
    expect(await count(`select count(*) as n from market_order where owner_type = 'system' and status = 0`)).toBe(openBotOrders);
    expect(await memberRows()).toEqual(memberBefore);
    expect(await balances()).toEqual(balancesBefore);
    expect(await Promise.all(['BTC', 'USDT', 'ETH'].map((asset) => t.ex.ledger.totals(asset)))).toEqual(totalsBefore);
    expect(await t.ex.ledger.audit()).toEqual([]);
    const entriesAfter = await count('select count(*) as n from ledger_entry');
    expect(entriesAfter).toBe(entriesBefore - result.entries + (await count(`select count(*) as n from ledger_entry where kind = 'carry'`)));
    expect(await count(`select count(*) as n from ledger_tx where kind = 'carry'`)).toBe(1);
    // What is left among the bots is only what a member shared or the outside world funded.
    const left = await sql<{ n: string }>`
      select count(*) as n from ledger_tx tx
      where tx.kind <> 'carry' and not exists (
        select 1 from ledger_entry e join ledger_account a on a.id = e.account_id
        where e.tx_id = tx.id and not (a.owner_type = 'system' and a.owner_id = any(${[...COMPACTED_OWNERS]}::text[]))
          and not (a.owner_type = 'member' and a.owner_id = any(${bots}::text[])))`.execute(db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  it('folds a later sweep into the one carry-forward and the exchange still trades', async () => {
    const simulator = t.ex.markets.simulator!;
    for (let i = 0; i < 60; i++) await simulator.tick();
    const result = await sweepRetention(t.ex.db, { days: 7, batch: 40, now: () => Date.now() + 8 * DAY });
    expect(result.entries).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from ledger_tx where kind = 'carry'`)).toBe(1);
    expect(await t.ex.ledger.audit()).toEqual([]);
    const sold = await t.call<Envelope>('POST', t.coin(SPOT_PATH.place('sjwt')), { token, body: { exchangeCoinStr: 'BTC/USDT', direction: '2', amount: '0.0001' } });
    expect(sold.body.code, JSON.stringify(sold.body)).toBe(200);
  });

  it('runs by itself on its timer, logs what it removed and stops when told', async () => {
    const simulator = t.ex.markets.simulator!;
    for (let i = 0; i < 60; i++) await simulator.tick();
    const logged: object[] = [];
    const job = startRetention(t.ex.db, {
      days: 7,
      everyMs: 50,
      pauseMs: 1,
      now: () => Date.now() + 8 * DAY,
      log: { info: (obj) => void logged.push(obj), error: (obj) => void logged.push({ error: obj }) },
    });
    for (let waited = 0; logged.length === 0 && waited < 20_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await job.stop();
    expect(logged[0]).toMatchObject({ days: 7 });
    expect(logged[0]).not.toHaveProperty('error');
    expect(await botTrades()).toBe(0);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });
});
