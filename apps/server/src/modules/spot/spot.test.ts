// Every spot call against a real exchange (simulator off, no demo grant): members trade with each
// other through the engine, ledger and journal; bad input is refused with a clear message and
// changes nothing; nobody reaches another member's orders.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope, RefreshMessage } from '@exchange/contract';
import { SPOT_PATH } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, systemOwner, toUnits } from '../../ledger/index.ts';
import { newMember, spotCalls, stateOf, type TestMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof spotCalls>;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  api = spotCalls(t);
  alice = await newMember(t, { BTC: '2', USDT: '100000' });
  bob = await newMember(t, { BTC: '1', USDT: '100000' });
});
afterAll(() => t.close());

const usdt = (m: TestMember) => t.ex.ledger.balance(memberOwner(m.id), '1', 'USDT');
const btc = (m: TestMember) => t.ex.ledger.balance(memberOwner(m.id), '1', 'BTC');

describe('login', () => {
  it('is required by every spot call', async () => {
    const calls: Array<['GET' | 'POST', string]> = [
      ['POST', SPOT_PATH.place('xjwt')],
      ['GET', SPOT_PATH.entrustLog('now', 'xh', 'all')],
      ['POST', SPOT_PATH.cancel],
      ['GET', SPOT_PATH.fills('1')],
      ['GET', SPOT_PATH.myTrades('all')],
      ['GET', SPOT_PATH.balances('BTC', 'USDT')],
      ['POST', SPOT_PATH.entrustPairs],
    ];
    for (const [method, path] of calls) {
      const res = await t.call<Envelope>(method, t.coin(path), method === 'POST' ? { body: {} } : {});
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });
});

describe('refused orders', () => {
  const cases: Array<[string, string, Record<string, unknown>, string | RegExp]> = [
    ['unknown pair', 'xjwt', { exchangeCoinStr: 'NOPE/USDT', direction: '1', price: '1', amount: '1' }, 'Unknown market: NOPE/USDT'],
    ['contract-only pair', 'xjwt', { exchangeCoinStr: 'BTC/USD', direction: '1', price: '1', amount: '1' }, 'BTC/USD is not a spot market'],
    ['no pair', 'xjwt', { exchangeCoinStr: undefined, direction: '1', price: '1', amount: '1' }, 'Please choose a market'],
    ['unknown type', 'gg_xx_xjwt', { direction: '1', price: '65000', amount: '0.1' }, 'Unknown order type: gg_xx_xjwt'],
    ['no side', 'xjwt', { price: '65000', amount: '0.1' }, 'Please enter the side (buy or sell)'],
    ['zero amount', 'xjwt', { direction: '1', price: '65000', amount: '0' }, 'The amount must be greater than 0'],
    ['negative amount', 'xjwt', { direction: '1', price: '65000', amount: '-1' }, 'The amount must be a number'],
    ['zero price', 'xjwt', { direction: '2', price: '0.00', amount: '0.1' }, 'The price must be greater than 0'],
    ['amount with too many decimals', 'xjwt', { direction: '1', price: '65000', amount: '0.000001' }, 'The amount allows at most 5 decimals'],
    ['price off the tick', 'xjwt', { direction: '1', price: '65000.001', amount: '0.1' }, 'The price allows at most 2 decimals'],
    ['below the minimum', 'xjwt', { direction: '1', price: '65000', amount: '0.00001' }, 'The amount must be at least 0.0001'],
    ['not a number', 'xjwt', { direction: '1', price: 'abc', amount: '0.1' }, 'The price must be a number'],
    ['price too large', 'xjwt', { direction: '1', price: '99999999999999999', amount: '0.1' }, 'Price is too large'],
    ['insufficient quote', 'xjwt', { direction: '1', price: '65000', amount: '100' }, 'Insufficient balance'],
    ['insufficient base', 'xjwt', { direction: '2', price: '65000', amount: '3' }, 'Insufficient balance'],
    ['market buy without money', 'sjwt', { direction: '1', amount: '0.1' }, 'Please enter the amount to spend'],
    ['market buy beyond the balance', 'sjwt', { direction: '1', money: '1000000' }, 'Insufficient balance'],
    ['stop without trigger', 'zyzs', { direction: '1', price: '65000', amount: '0.1' }, 'Please enter the trigger price'],
    ['tp/sl without levels', 'dtzyzs', { direction: '1', price: '65000', amount: '0.1' }, 'Set a take-profit price, a stop-loss price or both'],
    ['take profit on the losing side', 'dtzyzs', { direction: '1', price: '65000', amount: '0.1', takeProfitPrice: '64000' }, /take-profit price must be on the profitable side/],
    ['stop loss on the winning side', 'dtzyzs', { direction: '2', price: '65000', amount: '0.1', stopLossPrice: '64000' }, /stop-loss price must be on the losing side/],
    ['a pair that is not text', 'xjwt', { exchangeCoinStr: ['BTC/USDT'], direction: '1' }, 'Invalid value for exchangeCoinStr'],
    ['an amount that is not text', 'xjwt', { direction: '1', price: '65000', amount: { n: 1 } }, 'Invalid value for amount'],
  ];

  it.each(cases)('refuses %s and changes nothing', async (_label, type, body, message) => {
    const before = await stateOf(t, alice.id);
    const res = await api.place(alice, type, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 400, success: false, data: null });
    if (typeof message === 'string') expect(res.body.msg).toBe(message);
    else expect(res.body.msg).toMatch(message);
    expect(await stateOf(t, alice.id)).toEqual(before);
  });

  it('refuses a market order with nothing on the other side of the book', async () => {
    const before = await stateOf(t, alice.id);
    const res = await api.place(alice, 'sjwt', { exchangeCoinStr: 'ETH/USDT', direction: '1', money: '100' });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/nothing on the other side/);
    expect((await stateOf(t, alice.id)).balances).toEqual(before.balances);
  });

  it('refuses a stop order on a market that has never traded', async () => {
    const res = await api.place(alice, 'zyzs', { exchangeCoinStr: 'UNI/ETH', direction: '1', price: '0.002600', amount: '1', triggerPrice: '0.002500' });
    expect(res.body.msg).toMatch(/has not traded yet/);
  });

  it('answers malformed JSON with an envelope, not a 500', async () => {
    const res = await t.call<Envelope>('POST', t.coin(SPOT_PATH.place('xjwt')), { token: alice.token, raw: '{"direction":' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false });
  });
});

describe('two members trading', () => {
  let sellId: string;
  let buyId: string;
  const published: Array<[string, RefreshMessage]> = [];

  it('rests a limit sell, holding its amount', async () => {
    const res = await api.place(alice, 'xjwt', { direction: '2', price: '65000', amount: '0.5' });
    expect(res.body.code).toBe(200);
    sellId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      symbol_name: 'BTC/USDT',
      entrust_type: 'xjwt',
      direction: '2',
      entrust_price: '65000.00',
      entrust_balance: '0.50000',
      entrust_money: '',
      success_balance: '0.00000',
      success_price: '',
      frozen_balance: '0.50000',
      entrust_status: '0',
      trigger_waiting: '0',
    });
    expect(await btc(alice)).toEqual({ available: toUnits('1.5'), locked: toUnits('0.5') });
  });

  it('fills a buy against it, pays both sides and the fees, and tells both members', async () => {
    const spy = vi.spyOn(t.ex.live.publisher, 'publish').mockImplementation((topic, payload) => {
      if (topic.startsWith('refresh_')) published.push([topic, payload as RefreshMessage]);
    });
    const feesBefore = { btc: await t.ex.ledger.balance(systemOwner('fees'), '1', 'BTC'), usdt: await t.ex.ledger.balance(systemOwner('fees'), '1', 'USDT') };
    // Bob's limit of 65100 takes Alice's ask at 65000: he holds 65100 × 0.2 and gets 20 back at once.
    const res = await api.place(bob, 'xjwt', { direction: '1', price: '65100', amount: '0.2' });
    spy.mockRestore();
    expect(res.body.code).toBe(200);
    buyId = res.body.data.id;
    expect(res.body.data).toMatchObject({ entrust_status: '1', success_balance: '0.20000', success_money: '13000.00', success_price: '65000.00', frozen_balance: '0' });

    expect(await btc(bob)).toEqual({ available: toUnits('1.1998'), locked: 0n });
    expect(await usdt(bob)).toEqual({ available: toUnits('87000'), locked: 0n });
    expect(await btc(alice)).toEqual({ available: toUnits('1.5'), locked: toUnits('0.3') });
    expect(await usdt(alice)).toEqual({ available: toUnits('112987'), locked: 0n });
    const feesAfter = { btc: await t.ex.ledger.balance(systemOwner('fees'), '1', 'BTC'), usdt: await t.ex.ledger.balance(systemOwner('fees'), '1', 'USDT') };
    expect(feesAfter.btc.available - feesBefore.btc.available).toBe(toUnits('0.0002'));
    expect(feesAfter.usdt.available - feesBefore.usdt.available).toBe(toUnits('13'));

    expect(published).toEqual(
      expect.arrayContaining([
        [`refresh_${bob.id}`, { type: 'xh', isNew: '1', content: '1', orderCode: buyId, changeUser: bob.id, serviceType: 'spot', link_merchant: '0' }],
        [`refresh_${alice.id}`, { type: 'xh', isNew: '0', content: '0', orderCode: sellId, changeUser: alice.id, serviceType: 'spot', link_merchant: '0' }],
      ]),
    );
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('lists each side\'s fills with role and fee', async () => {
    const bobFills = await api.fills(bob, buyId);
    expect(bobFills.body.data).toEqual([
      expect.objectContaining({ order_id: buyId, direction: '1', price: '65000.00', amount: '0.20000', money: '13000.00', fee: '0.0002', fee_coin: 'BTC', role: 'taker' }),
    ]);
    const aliceFills = await api.fills(alice, sellId);
    expect(aliceFills.body.data).toEqual([expect.objectContaining({ direction: '2', fee: '13', fee_coin: 'USDT', role: 'maker' })]);
    const mine = await api.myTrades(alice, 'BTC_USDT');
    expect(mine.body.data).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    expect((await api.myTrades(alice, 'ETH_USDT')).body.data.total).toBe(0);
  });

  it('keeps each member\'s orders and fills their own', async () => {
    expect((await api.fills(bob, sellId)).body.msg).toBe('Order not found');
    expect((await api.fills(alice, 'nope')).body.msg).toBe('Order not found');
    const bobOpen = await api.list(bob, 'now');
    expect(bobOpen.body.data.records.map((r) => r.id)).not.toContain(sellId);
  });

  it('buys at market by money and sells at market by amount', async () => {
    const buy = await api.place(bob, 'sjwt', { direction: '1', money: '6500' });
    expect(buy.body.data).toMatchObject({ entrust_type: 'sjwt', entrust_price: '', entrust_balance: '', entrust_money: '6500.00', success_balance: '0.10000', success_money: '6500.00', entrust_status: '1' });
    // Bob now bids, Alice sells into it at market.
    const bid = await api.place(bob, 'xjwt', { direction: '1', price: '64000', amount: '0.1' });
    const sell = await api.place(alice, 'sjwt', { direction: '2', amount: '0.05' });
    expect(sell.body.data).toMatchObject({ entrust_balance: '0.05000', success_balance: '0.05000', success_price: '64000.00', entrust_status: '1' });
    const open = await api.list(bob, 'now');
    expect(open.body.data.records).toEqual([expect.objectContaining({ id: bid.body.data.id, success_balance: '0.05000', frozen_balance: '3200.00' })]);
  });

  it('answers the pair balances of the spot account', async () => {
    const res = await api.balances(alice);
    expect(res.body.data).toEqual({ base: { coin: 'BTC', available: '1.45', frozen: '0.2' }, quote: { coin: 'USDT', available: expect.any(String), frozen: '0' } });
    expect((await api.balances(alice, 'NOPE', 'USDT')).body.msg).toBe('Unknown market: NOPE/USDT');
  });

  it('names the pairs a member has orders in', async () => {
    await api.place(alice, 'xjwt', { exchangeCoinStr: 'ETH/USDT', direction: '1', price: '3000', amount: '0.01' });
    expect((await api.pairs(alice)).body.data).toEqual(['BTC/USDT', 'ETH/USDT']);
  });
});

describe('order lists', () => {
  it('pages the open orders newest first and filters them', async () => {
    const m = await newMember(t, { USDT: '10000' });
    const ids: string[] = [];
    for (const price of ['60000', '60001', '60002']) ids.push((await api.place(m, 'xjwt', { direction: '1', price, amount: '0.01' })).body.data.id);
    const page1 = await api.list(m, 'now', 'BTC_USDT', { size: '2' });
    expect(page1.body.data).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(page1.body.data.records.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const page2 = await api.list(m, 'now', 'all', { size: '2', current: '2' });
    expect(page2.body.data.records.map((r) => r.id)).toEqual([ids[0]]);
    expect((await api.list(m, 'now', 'all', { direction: '2' })).body.data.total).toBe(0);
    expect((await api.list(m, 'now', 'all', { direction: '1', entrustType: 'xjwt', status: '0' })).body.data.total).toBe(3);
    expect((await api.list(m, 'now', 'all', { entrustType: 'zyzs' })).body.data.total).toBe(0);
    expect((await api.list(m, 'now', 'all', { startTime: String(Date.now() + 60_000) })).body.data.total).toBe(0);
    expect((await api.list(m, 'now', 'all', { endTime: String(Date.now() + 60_000), direction: '' })).body.data.total).toBe(3);
    expect((await api.list(m, 'history')).body.data.total).toBe(0);

    const cancelled = await api.cancel(m, [ids[0]]);
    expect(cancelled.body.data).toEqual({ cancelled: [ids[0]] });
    const history = await api.list(m, 'history', 'all', { status: '-1' });
    expect(history.body.data.records).toEqual([expect.objectContaining({ id: ids[0], entrust_status: '-1', frozen_balance: '0' })]);
  });

  it('refuses bad list queries with a clear message', async () => {
    expect((await api.list(alice, 'now', 'all', { size: '101' })).body.msg).toBe('size must be between 1 and 100');
    expect((await api.list(alice, 'now', 'all', { current: '0' })).body.msg).toBe('current must be a page number from 1 to 100000');
    expect((await api.list(alice, 'now', 'all', { status: '7' })).body.msg).toBe('status must be one of 0, 1, -1, -2');
    expect((await api.list(alice, 'now', 'all', { entrustType: 'x' })).body.msg).toMatch(/^entrustType must be one of/);
    expect((await api.list(alice, 'now', 'all', { startTime: 'yesterday' })).body.msg).toBe('Invalid value for startTime');
    expect((await api.list(alice, 'now', 'NOPE_USDT')).body.msg).toBe('Unknown market: NOPE_USDT');
    expect((await api.list(alice, 'now', 'btc-usdt')).body.msg).toBe('Unknown market: btc-usdt');
    const odd = await t.call<Envelope>('GET', t.coin('entrust/entrustlog/soon/xh/all'), { token: alice.token });
    expect(odd.body.msg).toBe('The list must be now or history');
    const margin = await t.call<Envelope>('GET', t.coin('entrust/entrustlog/now/ggzz/all'), { token: alice.token });
    expect(margin.body.msg).toBe('Unknown market type: ggzz');
  });
});

describe('cancelling', () => {
  it('cancels the caller\'s own orders, releases their holds and skips finished ones', async () => {
    const m = await newMember(t, { USDT: '10000', BTC: '1' });
    const a = (await api.place(m, 'xjwt', { direction: '1', price: '50000', amount: '0.1' })).body.data.id;
    const b = (await api.place(m, 'xjwt', { direction: '2', price: '90000', amount: '0.2' })).body.data.id;
    expect(await usdt(m)).toEqual({ available: toUnits('5000'), locked: toUnits('5000') });
    expect((await api.cancel(m, [a])).body.data).toEqual({ cancelled: [a] });
    expect((await api.cancel(m, [a, b])).body.data).toEqual({ cancelled: [b] });
    expect(await usdt(m)).toEqual({ available: toUnits('10000'), locked: 0n });
    expect(await btc(m)).toEqual({ available: toUnits('1'), locked: 0n });
  });

  it('refuses the whole request when one id is another member\'s or unknown, changing nothing', async () => {
    const m = await newMember(t, { USDT: '10000' });
    const mine = (await api.place(m, 'xjwt', { direction: '1', price: '50000', amount: '0.1' })).body.data.id;
    const theirs = (await api.place(alice, 'xjwt', { direction: '1', price: '50000', amount: '0.01' })).body.data.id;
    const before = { m: await stateOf(t, m.id), alice: await stateOf(t, alice.id) };
    for (const idList of [[theirs], [mine, theirs], [mine, 'unknown-id']]) {
      const res = await api.cancel(m, idList);
      expect(res.body).toMatchObject({ code: 400, msg: 'Order not found' });
    }
    expect({ m: await stateOf(t, m.id), alice: await stateOf(t, alice.id) }).toEqual(before);
  });

  it('refuses an empty or oversized id list', async () => {
    expect((await api.cancel(alice, [])).body.msg).toBe('Choose the orders to cancel');
    expect((await api.cancel(alice, 'x')).body.msg).toBe('Invalid value for idList');
    expect((await api.cancel(alice, Array.from({ length: 101 }, (_, i) => String(i)))).body.msg).toBe('At most 100 orders can be cancelled at once');
  });
});
