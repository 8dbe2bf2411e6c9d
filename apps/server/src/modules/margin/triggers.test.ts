// Stop (zyzs) and take-profit / stop-loss (dtzyzs) orders of margin accounts: placed through spot's
// own path (spot/placing.ts), they wait on the same trigger book, hold on the margin account, fire
// when trades reach them and settle on that account; the spot account is never touched. Their
// notices are the margin ones (ggzc isolated, ggqc cross); a cancel and a liquidation's cancelAll
// take a waiting stop off the trigger book and give its hold back.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefreshMessage } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { settled, systemTrader } from '../spot/testing.ts';
import { CROSS_ACCOUNT } from './terms.ts';
import { marginCalls, newMarginMember, type MarginMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof marginCalls>;
let maker: ReturnType<typeof systemTrader>;
let taker: ReturnType<typeof systemTrader>;
const ISO = '3:BTC_USDT';

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0', SEED_DEMO_USERS: '0' });
  await t.ex.margin.stop();
  api = marginCalls(t);
  maker = systemTrader(t, 'mt_maker');
  taker = systemTrader(t, 'mt_taker');
  await maker.fund({ BTC: '100', USDT: '10000000' });
  await taker.fund({ BTC: '100', USDT: '10000000' });
});
afterEach(async () => {
  for (const trader of [maker, taker]) await trader.cancelAll();
});
afterAll(() => t.close());

const book = () => t.ex.markets.hub.get('xh', 'BTC/USDT')!.book;
const balance = (m: MarginMember, wallet: string, coin: string) => t.ex.ledger.balance(memberOwner(m.id), wallet, coin);

/** One small trade at `ticks` (0.01 USDT each): the maker quotes, the taker takes. */
const tradeAt = async (ticks: number) => {
  await maker.order('sell', ticks, 1_000);
  await taker.order('buy', ticks, 1_000, 'IOC');
  await settled(t);
};

const refreshesDuring = async (run: () => Promise<unknown>) => {
  const seen: RefreshMessage[] = [];
  const spy = vi.spyOn(t.ex.live.publisher, 'publish').mockImplementation((topic, payload) => {
    if (topic.startsWith('refresh_')) seen.push(payload as RefreshMessage);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
};

const marginMember = async (mode: 'fixed' | 'all', usdt: string) => {
  const m = await newMarginMember(t, { USDT: usdt });
  const res = await api.transfer(m, { fromType: '1', toType: '3', coin: 'USDT', amount: usdt, ...(mode === 'fixed' ? { symbolName: 'BTC_USDT' } : {}) });
  expect(res.body.code).toBe(200);
  return m;
};

describe('margin stop orders (gg_zc_zyzs, gg_qc_zyzs)', () => {
  it('waits holding on the isolated account, fires on a rise to its trigger, and fills there', async () => {
    await tradeAt(5_000_000);
    const alice = await marginMember('fixed', '1000');
    let id = '';
    const placed = await refreshesDuring(async () => {
      const res = await api.order(alice, 'fixed', 'zyzs', { direction: '1', triggerPrice: '51000', price: '51100', amount: '0.01' });
      expect(res.body.code, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ entrust_type: 'zyzs', trigger_price: '51000.00', trigger_waiting: '1', entrust_status: '0' });
      id = res.body.data.id;
    });
    expect(placed).toEqual([expect.objectContaining({ type: 'ggzc', orderCode: id, isNew: '1', changeUser: alice.id })]);
    // 0.01 × 51,100 held on the isolated account; the spot account has nothing.
    expect(await balance(alice, ISO, 'USDT')).toEqual({ available: toUnits('489'), locked: toUnits('511') });
    expect(await balance(alice, '1', 'USDT')).toEqual({ available: 0n, locked: 0n });
    expect((await api.orders(alice, 'now', 'fixed')).body.data.records).toEqual([expect.objectContaining({ id, trigger_waiting: '1' })]);
    expect(book().order(id)).toBeUndefined();

    const fired = await refreshesDuring(() => tradeAt(5_100_000));
    expect(fired).toContainEqual(expect.objectContaining({ type: 'ggzc', orderCode: id, content: '0' }));
    expect(book().order(id)).toMatchObject({ side: 'buy', price: 5_110_000, remaining: 1_000 });
    // The hold was adopted, not taken twice.
    expect(await balance(alice, ISO, 'USDT')).toEqual({ available: toUnits('489'), locked: toUnits('511') });

    // A seller meets it at its limit: the BTC (less the 0.1 % fee) lands on the isolated account.
    await maker.order('sell', 5_110_000, 1_000);
    await settled(t);
    expect(await balance(alice, ISO, 'BTC')).toEqual({ available: toUnits('0.00999'), locked: 0n });
    expect(await balance(alice, ISO, 'USDT')).toEqual({ available: toUnits('489'), locked: 0n });
    expect((await api.orders(alice, 'history', 'fixed')).body.data.records).toContainEqual(expect.objectContaining({ id, entrust_status: '1' }));
    expect(await balance(alice, '1', 'BTC')).toEqual({ available: 0n, locked: 0n });
  });

  it('a cross stop cancelled while waiting gives its hold back; a liquidation cancels waiting stops too', async () => {
    await tradeAt(5_000_000);
    const bob = await marginMember('all', '1000');
    const first = await api.order(bob, 'all', 'zyzs', { direction: '1', triggerPrice: '49000', price: '49000', amount: '0.01' });
    expect(first.body.data).toMatchObject({ entrust_type: 'zyzs', trigger_waiting: '1' });
    expect(await balance(bob, '3', 'USDT')).toEqual({ available: toUnits('510'), locked: toUnits('490') });
    const notices = await refreshesDuring(async () => expect((await api.cancel(bob, 'all', [first.body.data.id])).body.data).toEqual({ cancelled: [first.body.data.id] }));
    expect(notices).toEqual([expect.objectContaining({ type: 'ggqc', orderCode: first.body.data.id, content: '-1' })]);
    expect(await balance(bob, '3', 'USDT')).toEqual({ available: toUnits('1000'), locked: 0n });
    // The trigger is gone: a trade at its level releases nothing.
    await tradeAt(4_900_000);
    expect(book().order(first.body.data.id)).toBeUndefined();

    const second = await api.order(bob, 'all', 'zyzs', { direction: '1', triggerPrice: '50000', price: '50000', amount: '0.01' });
    expect(await t.ex.margin.service.orders.cancelAll(bob.id, CROSS_ACCOUNT)).toEqual([second.body.data.id]);
    expect(await balance(bob, '3', 'USDT')).toEqual({ available: toUnits('1000'), locked: 0n });
    await tradeAt(5_000_000);
    expect(book().order(second.body.data.id)).toBeUndefined();
  });

  it("refuses a bad stop and another member's cancel, changing nothing", async () => {
    await tradeAt(5_000_000);
    const carol = await marginMember('fixed', '100');
    const dave = await marginMember('fixed', '100');
    expect((await api.order(carol, 'fixed', 'zyzs', { direction: '1', price: '51000', amount: '0.001' })).body.code).toBe(400);
    expect((await api.order(carol, 'fixed', 'zyzs', { direction: '1', triggerPrice: '50000', price: '51000', amount: '0.001' })).body.msg).toBe('The trigger price must differ from the last price');
    expect((await api.order(carol, 'fixed', 'zyzs', { direction: '1', triggerPrice: '51000', price: '51000', amount: '1' })).body.code).toBe(400);
    expect(await balance(carol, ISO, 'USDT')).toEqual({ available: toUnits('100'), locked: 0n });
    const placed = await api.order(carol, 'fixed', 'zyzs', { direction: '1', triggerPrice: '51000', price: '51000', amount: '0.001' });
    expect((await api.cancel(dave, 'fixed', [placed.body.data.id])).body.code).toBe(400);
    expect(await balance(carol, ISO, 'USDT')).toEqual({ available: toUnits('49'), locked: toUnits('51') });
    await api.cancel(carol, 'fixed', [placed.body.data.id]);
  });
});

describe('margin take-profit / stop-loss orders (gg_zc_dtzyzs)', () => {
  it('arms an exit on the margin account when the order fills, and the exit sells there at the take-profit', async () => {
    await tradeAt(5_000_000);
    const erin = await marginMember('fixed', '1000');
    const res = await api.order(erin, 'fixed', 'dtzyzs', { direction: '1', price: '50000', amount: '0.01', takeProfitPrice: '52000', stopLossPrice: '48000' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ entrust_type: 'dtzyzs', entrust_status: '0' });
    expect(await balance(erin, ISO, 'USDT')).toEqual({ available: toUnits('500'), locked: toUnits('500') });

    // Filled: the exit (a market sell of the 0.00999 BTC received) waits on the isolated account.
    const armed = await refreshesDuring(async () => {
      await maker.order('sell', 5_000_000, 1_000);
      await settled(t);
    });
    const exit = await t.ex.db.selectFrom('market_order').select(['id', 'owner_type', 'owner_id', 'side', 'quantity_lots', 'waiting', 'parent_id']).where('parent_id', '=', id).executeTakeFirstOrThrow();
    expect(exit).toEqual({ id: exit.id, owner_type: 'margin', owner_id: `${erin.id}@${ISO}`, side: 'sell', quantity_lots: '999', waiting: 1, parent_id: id });
    expect(armed).toContainEqual(expect.objectContaining({ type: 'ggzc', orderCode: exit.id, isNew: '1' }));
    expect(await balance(erin, ISO, 'BTC')).toEqual({ available: toUnits('0.00999'), locked: 0n });

    // A bid to sell into, then trades up to the take-profit: the exit fires and sells on the margin account.
    await taker.order('buy', 5_190_000, 5_000);
    await tradeAt(5_200_000);
    await settled(t);
    expect(await balance(erin, ISO, 'BTC')).toEqual({ available: 0n, locked: 0n });
    // 0.00999 × 51,900 = 518.481, less the 0.1 % fee (0.518481): 517.962519 on top of the 500 left.
    expect(await balance(erin, ISO, 'USDT')).toEqual({ available: toUnits('1017.962519'), locked: 0n });
    const done = await t.ex.db.selectFrom('market_order').select(['status', 'waiting']).where('id', '=', exit.id).executeTakeFirstOrThrow();
    expect(done).toEqual({ status: 1, waiting: 0 });
    expect(await balance(erin, '1', 'USDT')).toEqual({ available: 0n, locked: 0n });
    expect(await t.ex.ledger.audit()).toEqual([]);
  });
});
