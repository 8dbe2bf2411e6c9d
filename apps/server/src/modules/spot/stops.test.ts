// Stop orders and take-profit / stop-loss exits against a real exchange: system traders make the
// trades that move the last price; members' waiting orders fire, enter the book, fill or fail.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefreshMessage } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { newMember, settled, spotCalls, systemTrader, type TestMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof spotCalls>;
let maker: ReturnType<typeof systemTrader>;
let taker: ReturnType<typeof systemTrader>;
/** Liquidity an exit trades against, apart from the maker so the maker's quotes never meet it. */
let bidder: ReturnType<typeof systemTrader>;

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  api = spotCalls(t);
  maker = systemTrader(t, 'test_maker');
  taker = systemTrader(t, 'test_taker');
  await maker.fund({ BTC: '100', USDT: '10000000' });
  await taker.fund({ BTC: '100', USDT: '10000000' });
  bidder = systemTrader(t, 'test_bidder');
  await bidder.fund({ BTC: '100', USDT: '10000000' });
});
afterEach(async () => {
  for (const trader of [maker, taker, bidder]) await trader.cancelAll();
});
afterAll(() => t.close());

const btc = (m: TestMember) => t.ex.ledger.balance(memberOwner(m.id), '1', 'BTC');
const usdt = (m: TestMember) => t.ex.ledger.balance(memberOwner(m.id), '1', 'USDT');
const book = () => t.ex.markets.hub.get('xh', 'BTC/USDT')!.book;

/** Makes one small trade at a price (in ticks of 0.01 USDT): the maker quotes, the taker takes. */
const tradeAt = async (ticks: number) => {
  await maker.order('sell', ticks, 1_000);
  await taker.order('buy', ticks, 1_000, 'IOC');
  await settled(t);
};

/** Refresh notices published while `run` runs. */
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

describe('stop orders', () => {
  it('waits holding its funds, fires when trades fall to its trigger and enters the book as a limit order', async () => {
    await tradeAt(6_500_000);
    const alice = await newMember(t, { BTC: '1' });
    let id = '';
    const placed = await refreshesDuring(async () => {
      const res = await api.place(alice, 'zyzs', { direction: '2', triggerPrice: '64000', price: '63900', amount: '0.1' });
      expect(res.body.data).toMatchObject({ entrust_type: 'zyzs', trigger_price: '64000.00', entrust_price: '63900.00', trigger_waiting: '1', entrust_status: '0', frozen_balance: '0.10000' });
      id = res.body.data.id;
    });
    expect(placed).toEqual([expect.objectContaining({ orderCode: id, isNew: '1', content: '0', changeUser: alice.id })]);
    expect(await btc(alice)).toEqual({ available: toUnits('0.9'), locked: toUnits('0.1') });
    expect((await api.list(alice, 'now')).body.data.records).toEqual([expect.objectContaining({ id, trigger_waiting: '1' })]);

    await tradeAt(6_450_000);
    expect(book().order(id)).toBeUndefined();

    const fired = await refreshesDuring(() => tradeAt(6_400_000));
    expect(fired).toEqual([expect.objectContaining({ orderCode: id, isNew: '0', content: '0' })]);
    expect(book().order(id)).toMatchObject({ side: 'sell', price: 6_390_000, remaining: 10_000 });
    // The hold was adopted, not taken twice.
    expect(await btc(alice)).toEqual({ available: toUnits('0.9'), locked: toUnits('0.1') });
    const [row] = (await api.list(alice, 'now')).body.data.records;
    expect(row).toMatchObject({ id, trigger_waiting: '0', entrust_status: '0', frozen_balance: '0.10000' });

    await maker.order('buy', 6_390_000, 10_000);
    await settled(t);
    expect((await api.list(alice, 'history')).body.data.records).toEqual([expect.objectContaining({ id, entrust_status: '1', success_balance: '0.10000' })]);
    expect(await btc(alice)).toEqual({ available: toUnits('0.9'), locked: 0n });
    expect(await usdt(alice)).toEqual({ available: toUnits('6390') - toUnits('6.39'), locked: 0n });
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('fires a buy stop on a rise', async () => {
    await tradeAt(6_500_000);
    const bob = await newMember(t, { USDT: '10000' });
    const id = (await api.place(bob, 'zyzs', { direction: '1', triggerPrice: '65500', price: '65600', amount: '0.1' })).body.data.id;
    expect(await usdt(bob)).toEqual({ available: toUnits('3440'), locked: toUnits('6560') });
    await tradeAt(6_520_000);
    expect(book().order(id)).toBeUndefined();
    await tradeAt(6_550_000);
    expect(book().order(id)).toMatchObject({ side: 'buy', price: 6_560_000 });
    await api.cancel(bob, [id]);
    expect(await usdt(bob)).toEqual({ available: toUnits('10000'), locked: 0n });
  });

  it('refuses a trigger at the last price and a stop beyond the balance, changing nothing', async () => {
    await tradeAt(6_500_000);
    const bob = await newMember(t, { USDT: '10000' });
    const res = await api.place(bob, 'zyzs', { direction: '1', triggerPrice: '65000', price: '65600', amount: '0.1' });
    expect(res.body.msg).toBe('The trigger price must differ from the last price');
    const short = await api.place(bob, 'zyzs', { direction: '1', triggerPrice: '66000', price: '66000', amount: '1' });
    expect(short.body).toMatchObject({ code: 400, msg: 'Insufficient balance' });
    expect(await usdt(bob)).toEqual({ available: toUnits('10000'), locked: 0n });
    expect((await api.list(bob, 'now')).body.data.total).toBe(0);
  });

  it('releases its hold when cancelled while waiting, and never fires after', async () => {
    await tradeAt(6_500_000);
    const carol = await newMember(t, { USDT: '10000' });
    const id = (await api.place(carol, 'zyzs', { direction: '1', triggerPrice: '66000', price: '66100', amount: '0.1' })).body.data.id;
    expect(await usdt(carol)).toEqual({ available: toUnits('3390'), locked: toUnits('6610') });
    const seen = await refreshesDuring(async () => expect((await api.cancel(carol, [id])).body.data).toEqual({ cancelled: [id] }));
    expect(seen).toEqual([expect.objectContaining({ orderCode: id, content: '-1' })]);
    expect(await usdt(carol)).toEqual({ available: toUnits('10000'), locked: 0n });
    await tradeAt(6_700_000);
    expect(book().order(id)).toBeUndefined();
    expect((await api.list(carol, 'history')).body.data.records).toEqual([expect.objectContaining({ id, entrust_status: '-1', trigger_waiting: '0' })]);
  });
});

describe('take-profit / stop-loss exits', () => {
  it('arms an exit for what a filled buy received and sells it when the take-profit is reached', async () => {
    await tradeAt(6_500_000);
    const dave = await newMember(t, { USDT: '10000' });
    await maker.order('sell', 6_500_000, 10_000);
    const parent = await api.place(dave, 'dtzyzs', { direction: '1', price: '65000', amount: '0.1', takeProfitPrice: '67000', stopLossPrice: '60000' });
    expect(parent.body.data).toMatchObject({ entrust_status: '1', take_profit_price: '67000.00', stop_loss_price: '60000.00' });
    await settled(t);
    const [exit] = (await api.list(dave, 'now')).body.data.records;
    expect(exit).toMatchObject({
      parent_id: parent.body.data.id,
      entrust_type: 'sjwt',
      direction: '2',
      entrust_balance: '0.09990',
      trigger_waiting: '1',
      take_profit_price: '67000.00',
      stop_loss_price: '60000.00',
      trigger_price: '',
      frozen_balance: '0',
    });
    // An armed exit holds nothing.
    expect(await btc(dave)).toEqual({ available: toUnits('0.0999'), locked: 0n });

    await bidder.order('buy', 6_690_000, 20_000);
    await tradeAt(6_700_000);
    const history = (await api.list(dave, 'history')).body.data.records;
    expect(history.find((r) => r.id === exit!.id)).toMatchObject({ entrust_status: '1', trigger_price: '67000.00', success_balance: '0.09990', success_price: '66900.00', trigger_waiting: '0' });
    expect(await btc(dave)).toEqual({ available: 0n, locked: 0n });
    expect((await api.list(dave, 'now')).body.data.total).toBe(0);
  });

  it('arms a buy-back after a sell and records it failed when the money is gone when it fires', async () => {
    await tradeAt(6_500_000);
    const erin = await newMember(t, { BTC: '0.1' });
    await maker.order('buy', 6_500_000, 10_000);
    await api.place(erin, 'dtzyzs', { direction: '2', price: '65000', amount: '0.1', stopLossPrice: '66000' });
    await settled(t);
    const [exit] = (await api.list(erin, 'now')).body.data.records;
    // 6500 received less the 0.1 % fee.
    expect(exit).toMatchObject({ direction: '1', entrust_money: '6493.50', entrust_balance: '', stop_loss_price: '66000.00', take_profit_price: '' });
    await t.ex.ledger.withdraw({ owner: memberOwner(erin.id), walletType: '1', asset: 'USDT', amount: toUnits('6493.5'), ref: 'test-withdrawal' });
    const seen = await refreshesDuring(() => tradeAt(6_600_000));
    expect(seen).toEqual(expect.arrayContaining([expect.objectContaining({ orderCode: exit!.id, content: '-2', changeUser: erin.id })]));
    expect((await api.list(erin, 'history', 'all', { status: '-2' })).body.data.records).toEqual([expect.objectContaining({ id: exit!.id, entrust_status: '-2', trigger_price: '66000.00' })]);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('arms an exit for the filled part of a cancelled order, and the exit can be cancelled', async () => {
    await tradeAt(6_500_000);
    const fay = await newMember(t, { USDT: '20000' });
    await maker.order('sell', 6_400_000, 5_000);
    const parent = (await api.place(fay, 'dtzyzs', { direction: '1', price: '64000', amount: '0.2', stopLossPrice: '63000' })).body.data;
    expect(parent).toMatchObject({ entrust_status: '0', success_balance: '0.05000' });
    expect((await api.list(fay, 'now')).body.data.total).toBe(1);
    await api.cancel(fay, [parent.id]);
    await settled(t);
    const [exit] = (await api.list(fay, 'now')).body.data.records;
    expect(exit).toMatchObject({ parent_id: parent.id, entrust_balance: '0.04995', trigger_waiting: '1' });
    expect((await api.cancel(fay, [exit!.id])).body.data).toEqual({ cancelled: [exit!.id] });
    await tradeAt(6_200_000);
    expect((await api.list(fay, 'history')).body.data.records.find((r) => r.id === exit!.id)).toMatchObject({ entrust_status: '-1' });
    expect(await btc(fay)).toEqual({ available: toUnits('0.04995'), locked: 0n });
  });

  it('arms nothing for an order that ends without a fill', async () => {
    const gus = await newMember(t, { USDT: '10000' });
    const parent = (await api.place(gus, 'dtzyzs', { direction: '1', price: '50000', amount: '0.1', takeProfitPrice: '70000' })).body.data;
    await api.cancel(gus, [parent.id]);
    await settled(t);
    expect((await api.list(gus, 'now')).body.data.total).toBe(0);
  });
});
