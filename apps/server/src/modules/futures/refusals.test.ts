// Bad contract input against a real exchange: each is refused with a clear message and changes
// nothing (balances, order rows, position rows of both members), and no member reaches another's
// positions or orders. Prices are pinned at 50,000 as in futures.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@exchange/contract';
import { FUTURES_PATH } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { SYSTEM_OWNER } from '../../ledger/index.ts';
import { contractMember, futuresCalls, futuresStateOf, houseTrader, settledContract, type TestMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof futuresCalls>;
let judy: TestMember;
let kim: TestMember;
let kimPosition: string;
let kimOrder: string;
let judyPosition: string;

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  api = futuresCalls(t);
  const house = houseTrader(t, SYSTEM_OWNER.marketMaker);
  const taker = houseTrader(t, SYSTEM_OWNER.simulator);
  await house.fundSpot({ BTC: '100', USDT: '10000000' });
  await house.place('xh', 'BTC/USDT', 'buy', 4_999_000, 10_000);
  await house.place('xh', 'BTC/USDT', 'sell', 5_001_000, 10_000);
  for (const [kind, symbol] of [['ubw', 'BTC/USDT'], ['bbw', 'BTC/USD']] as const) {
    await house.place(kind, symbol, 'buy', 499_900, 10_000);
    await house.place(kind, symbol, 'sell', 500_000, 1);
    await taker.place(kind, symbol, 'buy', 500_000, 1, 'IOC');
    await house.place(kind, symbol, 'sell', 500_100, 10_000);
  }
  judy = await contractMember(t, { USDT: '20000', BTC: '1' });
  kim = await contractMember(t, { USDT: '20000' });
  for (const m of [judy, kim]) {
    await api.open(m, 'ptwt', { direction: '1', price: '50000', amount: '1' });
    await taker.place('ubw', 'BTC/USDT', 'sell', 500_000, 1_000, 'IOC');
    await settledContract(t);
  }
  judyPosition = (await api.positions(judy)).body.data[0]!.id;
  kimPosition = (await api.positions(kim)).body.data[0]!.id;
  kimOrder = (await api.open(kim, 'ptwt', { direction: '1', price: '49000', amount: '0.1' })).body.data.id;
});
afterAll(() => t.close());

describe('login', () => {
  it('is required by every contract call but the funding rate', async () => {
    const calls: Array<['GET' | 'POST', string]> = [
      ['POST', FUTURES_PATH.open('ptwt')],
      ['POST', FUTURES_PATH.close('sjwt')],
      ['POST', FUTURES_PATH.closeAll],
      ['GET', FUTURES_PATH.positions('ubw')],
      ['GET', FUTURES_PATH.wallet('BTC/USDT')],
      ['POST', FUTURES_PATH.leverage],
      ['POST', FUTURES_PATH.bond],
      ['GET', FUTURES_PATH.reducible],
      ['GET', FUTURES_PATH.entrustLog('ubw', 'dqwt', 'all')],
      ['GET', FUTURES_PATH.ubwMaintenance],
      ['GET', FUTURES_PATH.bbwMaintenance('BTC/USD')],
    ];
    for (const [method, path] of calls) {
      const res = await t.call<Envelope>(method, t.coin(path), method === 'POST' ? { body: {} } : {});
      expect(res.status, path).toBe(401);
    }
    expect((await t.call<Envelope<string>>('GET', t.coin(FUTURES_PATH.fundingRate), { query: { symbolName: 'BTC/USDT' } })).body).toMatchObject({ code: 200, data: '0.0001' });
  });
});

/** Sends a refused request and checks that it changed nothing of either member. */
const refused = async (send: () => Promise<{ body: Envelope<unknown> }>, msg: string | RegExp) => {
  const before = [await futuresStateOf(t, judy.id), await futuresStateOf(t, kim.id)];
  const res = await send();
  expect(res.body.code, JSON.stringify(res.body)).toBe(400);
  expect(res.body.success).toBe(false);
  if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
  else expect(res.body.msg).toMatch(msg);
  await settledContract(t);
  expect([await futuresStateOf(t, judy.id), await futuresStateOf(t, kim.id)]).toEqual(before);
};

describe('orders', () => {
  const open = (body: Record<string, unknown>, type = 'ptwt') => () => api.open(judy, type, body);
  const close = (body: Record<string, unknown>, type = 'ptwt') => () => api.close(judy, type, body);
  const cases: Array<[string, () => Promise<{ body: Envelope<unknown> }>, string | RegExp]> = [
    ['an unknown contract', open({ exchangeCoinStr: 'NOPE/USDT', direction: '1', price: '50000', amount: '1' }), 'Unknown contract: NOPE/USDT'],
    ['a pair listed only as spot', open({ exchangeCoinStr: 'ADA/USDT', direction: '1', price: '1', amount: '10' }), 'Unknown contract: ADA/USDT'],
    ['a contract of the other type', open({ exchangeCoinStr: 'BTC/USD', contractType: '1', direction: '1', price: '50000', amount: '1' }), 'Unknown contract: BTC/USD'],
    ['an unknown contract type', open({ contractType: '3', direction: '1', price: '50000', amount: '1' }), 'contractType must be 1 (ubw) or 2 (bbw)'],
    ['an unknown order type', open({ direction: '1', price: '50000', amount: '1' }, 'xjwt'), 'Unknown open order type: xjwt'],
    ['a close direction on open', open({ direction: '3', price: '50000', amount: '1' }), 'An open order is long (1) or short (2)'],
    ['split positions', open({ direction: '1', price: '50000', amount: '1', patternType: '2' }), 'Positions are merged: one per contract (patternType 1)'],
    ['a price off the tick', open({ direction: '1', price: '50000.05', amount: '1' }), 'The price allows at most 1 decimals'],
    ['a part of a contract (bbw)', open({ exchangeCoinStr: 'BTC/USD', contractType: '2', direction: '1', price: '50000', amount: '1.5' }), 'The amount must be a whole number of contracts'],
    ['an amount below the minimum', open({ direction: '1', price: '50000', amount: '0.0005' }), 'The amount allows at most 3 decimals'],
    ['a long whose take-profit is below its price', open({ direction: '1', price: '50000', amount: '0.1', takeProfitPrice: '49000' }), 'For a long, the take-profit price must be above the reference price'],
    ['a long whose stop-loss is above its price', open({ direction: '1', price: '50000', amount: '0.1', stopLossPrice: '51000' }), 'For a long, the stop-loss price must be below the reference price'],
    ['a short whose take-profit is above its price', open({ direction: '2', price: '50000', amount: '0.1', takeProfitPrice: '51000' }), 'For a short, the take-profit price must be below the reference price'],
    ['a short whose stop-loss is below its price', open({ direction: '2', price: '50000', amount: '0.1', stopLossPrice: '49000' }), 'For a short, the stop-loss price must be above the reference price'],
    ['a short while long', open({ direction: '2', price: '50000', amount: '0.1' }), 'You hold or are opening a long on BTC/USDT: close it before opening a short'],
    ['more than the margin covers', open({ direction: '1', price: '50000', amount: '10' }), 'Insufficient margin: this order needs 50200 USDT and 14980 is available'],
    ['a buy far above the mark', open({ direction: '1', price: '53000', amount: '0.1' }), 'A buy price may be at most 5% above the mark price'],
    ['another margin mode than the setting', open({ direction: '1', price: '50000', amount: '0.1', pattern: '2' }), 'Your BTC/USDT margin mode is isolated: change it first'],
    ['a close larger than the position', close({ direction: '3', price: '50000', amount: '2' }), 'You can close at most 1.000 BTC of the BTC/USDT position'],
    ['a close of the wrong side', close({ direction: '4', price: '50000', amount: '0.5' }), 'Your BTC/USDT position is a long: close it with direction 4'.replace('direction 4', 'direction 3')],
    ['a close of a contract without a position', close({ exchangeCoinStr: 'ETH/USDT', direction: '3', price: '3000', amount: '1' }), 'You have no ETH/USDT position to close'],
    ['a close below the bankruptcy price', close({ direction: '3', price: '44000', amount: '0.5' }), "The price is beyond the position's bankruptcy price (45000.0): it would lose more than its margin"],
    ['a take-profit of a long below the last price', close({ direction: '3', zyzsType: '1', triggerPrice: '49000' }, 'zyzs'), 'For a long, the take-profit price must be above the reference price'],
    ['a stop-loss of a long above the last price', close({ direction: '3', zyzsType: '2', triggerPrice: '51000' }, 'zyzs'), 'For a long, the stop-loss price must be below the reference price'],
    ['a take-profit / stop-loss without its kind', close({ direction: '3', triggerPrice: '51000' }, 'zyzs'), 'Please enter the take-profit or stop-loss choice'],
    ["a close naming another member's position", () => api.close(judy, 'ptwt', { direction: '3', price: '50000', amount: '0.1', closeLogContractOrderCode: kimPosition }), 'Position not found'],
    ['a plan order without a trigger', open({ direction: '1', price: '50000', amount: '0.1' }, 'jhwt'), 'Please enter the trigger price'],
    ['a plan order whose trigger is the last price', open({ direction: '1', price: '50000', amount: '0.1', triggerPrice: '50000' }, 'jhwt'), 'The trigger price must differ from the last price'],
  ];
  for (const [name, send, msg] of cases) it(`refuses ${name}`, () => refused(send, msg));
});

describe('margin and settings', () => {
  const leverage = (body: Record<string, unknown>) => () => api.leverage(judy, { pattern: '1', patternType: '1', symbol: 'BTC', type: 'ubw', ...body });
  const cases: Array<[string, () => Promise<{ body: Envelope<unknown> }>, string | RegExp]> = [
    ['leverage above the pair limit', leverage({ cou: 101 }), 'Leverage must be at most 100x for this contract'],
    ['cross leverage above its limit', leverage({ pattern: '2', cou: 51 }), 'Leverage must be at most 50x for this contract'],
    ['leverage that is not whole', leverage({ cou: '2.5' }), 'Leverage must be a whole number'],
    ['an unknown contract', leverage({ symbol: 'NOPE', cou: 10 }), 'Unknown contract: NOPE'],
    ['a lower leverage the margin cannot carry', leverage({ cou: 4 }), "The position's margin is not enough for 4x: add margin first"],
    ['the margin mode while a position is open', leverage({ pattern: '2', cou: 10 }), 'Close the BTC/USDT position and cancel its orders before changing the margin mode'],
    ['taking out more margin than removable', () => api.bond(judy, { logContractId: judyPosition, type: 'sub', amount: '0.01' }), 'You can take out at most 0 USDT'],
    ['adding more margin than available', () => api.bond(judy, { logContractId: judyPosition, type: 'add', amount: '1000000' }), 'You can add at most 14980 USDT'],
    ['a margin amount of nothing', () => api.bond(judy, { logContractId: judyPosition, type: 'add', amount: '0' }), 'The amount must be greater than 0'],
    ["margin of another member's position", () => api.bond(judy, { logContractId: kimPosition, type: 'add', amount: '10' }), 'Position not found'],
    ["the removable margin of another member's position", () => api.reducible(judy, kimPosition), 'Position not found'],
    ["cancelling another member's order", () => api.cancel(judy, 'contract_dqwt', [kimOrder]), 'Order not found'],
    ['cancelling an order in the book as a plan order', () => api.cancel(kim, 'contract_jhwt', [kimOrder]), /^Order \d+ is not a jhwt order$/],
    ['an unknown cancel type', () => api.cancel(judy, 'contract_xyz', ['1']), 'type must be one of contract_dqwt, contract_jhwt, contract_zyzs'],
    ['an unknown list', () => api.log(judy, 'ubw', 'nope' as 'dqwt'), 'The list must be one of dqwt, jhwt, zyzs, lswt, cjjl'],
    ['an unknown contract kind', () => t.call<Envelope>('GET', t.coin('entrust/get/myPosition/xh'), { token: judy.token }), 'Unknown contract type: xh'],
    ['the funding rate of an unknown contract', () => t.call<Envelope>('GET', t.coin(FUTURES_PATH.fundingRate), { query: { symbolName: 'NOPE/USDT' } }), 'Unknown contract: NOPE/USDT'],
  ];
  for (const [name, send, msg] of cases) it(`refuses ${name}`, () => refused(send, msg));

  it('lists only the member\'s own orders and positions', async () => {
    const judyOrders = (await api.log(judy, 'ubw', 'dqwt')).body.data.records;
    expect(judyOrders.map((o) => o.id)).not.toContain(kimOrder);
    expect((await api.positions(judy)).body.data.map((p) => p.id)).toEqual([judyPosition]);
  });
});
