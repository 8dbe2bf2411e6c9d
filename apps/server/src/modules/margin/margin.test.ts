// Every margin call against a real exchange (simulator off): a member moves funds to an isolated
// BTC/USDT margin account, borrows from the pool, trades through the engine, repays with interest
// and moves the rest back; bad input is refused and changes nothing; nobody reaches another
// member's loans or orders. The risk watcher is stopped so each check runs when the test says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyAccountRow, Envelope } from '@exchange/contract';
import { MARGIN_PATH, WALLET_PATH } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { lendPool, marginCalls, marginStateOf, newMarginMember, poolOf, setBtcPrice, type MarginMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof marginCalls>;
let alice: MarginMember;
let bob: MarginMember;
const ISO = '3:BTC_USDT';

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0', SEED_DEMO_USERS: '0' });
  await t.ex.margin.stop();
  api = marginCalls(t);
  alice = await newMarginMember(t, { USDT: '5000' });
  bob = await newMarginMember(t, { USDT: '5000' });
  expect(await lendPool(t, 'USDT', '100000')).toBe('Lent 100000 USDT to the pool: it now holds 100000 USDT.');
  await lendPool(t, 'BTC', '0.01');
  await setBtcPrice(t, 50_000);
});
afterAll(() => t.close());

const balance = (m: MarginMember, wallet: string, coin: string) => t.ex.ledger.balance(memberOwner(m.id), wallet, coin);

/** A call that must be refused with `msg` and change nothing of the member, the pool or the insurance fund. */
const refused = async (m: MarginMember, call: () => Promise<{ body: Envelope<unknown> }>, msg: string | RegExp) => {
  const before = await marginStateOf(t, m.id);
  const res = await call();
  expect(res.body.code, JSON.stringify(res.body)).toBe(400);
  if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
  else expect(res.body.msg).toMatch(msg);
  expect(await marginStateOf(t, m.id)).toEqual(before);
};

describe('login', () => {
  it('is required by every margin call', async () => {
    const calls: Array<['GET' | 'POST', string]> = [
      ['POST', MARGIN_PATH.canBorrow('fixed')],
      ['POST', MARGIN_PATH.preBorrow('all')],
      ['POST', MARGIN_PATH.borrow('fixed')],
      ['POST', MARGIN_PATH.repay('all')],
      ['GET', MARGIN_PATH.isolatedProperty('BTC/USDT')],
      ['GET', MARGIN_PATH.crossProperty],
      ['GET', MARGIN_PATH.crossBorrowList],
      ['GET', MARGIN_PATH.crossDepositRate],
      ['POST', MARGIN_PATH.leverage],
      ['GET', MARGIN_PATH.loans('now', 'fixed', 'all')],
    ];
    for (const [method, path] of calls) {
      const res = await t.call<Envelope>(method, t.coin(path), method === 'POST' ? { body: {} } : {});
      expect(res.status, path).toBe(401);
    }
  });
});

describe('an isolated BTC/USDT journey', () => {
  it('moves 1,000 USDT into the isolated account', async () => {
    const res = await api.transfer(alice, { fromType: '1', toType: '3', coin: 'USDT', amount: '1000', symbolName: 'BTC_USDT' });
    expect(res.body.code).toBe(200);
    expect(await balance(alice, ISO, 'USDT')).toEqual({ available: toUnits('1000'), locked: 0n });
    expect(await balance(alice, '3', 'USDT')).toEqual({ available: 0n, locked: 0n });
    const wallets = await t.call<Envelope<Array<{ type: string; usdt: string }>>>('GET', t.coin('assets/getWalletAccount'), { token: alice.token });
    expect(wallets.body.data.find((w) => w.type === '3')?.usdt).toBe('1000');
  });

  it('lists the isolated account per pair among the lever wallet coins (type 3), after the cross account rows', async () => {
    const coins = (type: string, coin?: string) => t.call<Envelope<CurrencyAccountRow[]>>('POST', t.coin(WALLET_PATH.currencyAccount), { token: alice.token, body: { type, ...(coin ? { coin } : {}) } });
    const rows = (await coins('3')).body.data;
    const isolated = rows.filter((r) => r.symbolName !== undefined);
    expect(isolated).toEqual([
      { coin: 'BTC', symbolName: 'BTC_USDT', avatar: expect.any(String), available: '0', frozen: '0', total: '0', usdt: '0' },
      { coin: 'USDT', symbolName: 'BTC_USDT', avatar: expect.any(String), available: '1000', frozen: '0', total: '1000', usdt: '1000' },
    ]);
    // The cross account's rows come first and carry no pair; its USDT is not the isolated one.
    expect(rows.findIndex((r) => r.symbolName !== undefined)).toBe(rows.length - 2);
    expect(rows.find((r) => r.coin === 'USDT' && r.symbolName === undefined)?.total).toBe('0');
    // A coin filter applies to the pairs too; other wallets list no pair.
    expect((await coins('3', 'usdt')).body.data.map((r) => [r.coin, r.symbolName])).toEqual([['USDT', undefined], ['USDT', 'BTC_USDT']]);
    expect((await coins('1')).body.data.some((r) => r.symbolName !== undefined)).toBe(false);
    // Bob has no isolated account: none listed.
    const bobs = (await t.call<Envelope<CurrencyAccountRow[]>>('POST', t.coin(WALLET_PATH.currencyAccount), { token: bob.token, body: { type: '3' } })).body.data;
    expect(bobs.some((r) => r.symbolName !== undefined)).toBe(false);
  });

  it('may borrow net × (3 − 1): 2,000 USDT or 0.04 BTC, within the pool', async () => {
    const res = await api.canBorrow(alice, 'fixed');
    // BTC: 0.04 by the level, but the pool holds only 0.01.
    expect(res.body.data).toEqual({ baseCoin: 'BTC', baseBalance: '0.01', coinCoin: 'USDT', coinBalance: '2000' });
  });

  it('quotes a borrow: the daily rate, the first hour and the level after', async () => {
    const res = await api.preBorrow(alice, 'fixed', 'USDT', '2000');
    expect(res.body.data).toEqual({ coin: 'USDT', amount: '2000', dayRate: '0.0002', hourInterest: '0.01666667', borrowable: '2000', levelAfter: '1.4999875' });
  });

  it('refuses more than the level allows, more than the pool holds, a coin of another pair, too little, and an unknown pair', async () => {
    await refused(alice, () => api.borrow(alice, 'fixed', 'USDT', '2000.01'), 'At most 2000 USDT can be borrowed now at 3x');
    await refused(alice, () => api.borrow(alice, 'fixed', 'BTC', '0.02'), 'The lending pool has only 0.01 BTC to lend now');
    await refused(alice, () => api.borrow(alice, 'fixed', 'ETH', '1'), 'ETH is not a coin of BTC/USDT');
    await refused(alice, () => api.borrow(alice, 'fixed', 'USDT', '0.5'), 'The smallest borrow of USDT is 1');
    await refused(alice, () => api.borrow(alice, 'fixed', 'USDT', '-5'), 'The amount must be greater than 0');
    await refused(alice, () => api.borrow(alice, 'fixed', 'USDT', 'abc'), 'Please enter a valid amount');
    await refused(alice, () => api.borrow(alice, 'fixed', 'USDT', '10', 'NOPE/USDT'), 'Unknown market: NOPE/USDT');
    await refused(alice, () => api.borrow(alice, 'fixed', 'USDT', '10', 'ADA/USDT'), 'ADA/USDT is not open to isolated margin');
    await refused(alice, () => api.borrow(alice, 'fixed', '', '10'), 'Please choose a coin');
    await refused(bob, () => api.borrow(bob, 'fixed', 'USDT', '10'), 'Transfer funds into the margin account before borrowing');
  });

  it('borrows 2,000 USDT from the pool with the first hour owed at once', async () => {
    const poolBefore = await poolOf(t, 'USDT');
    const res = await api.borrow(alice, 'fixed', 'USDT', '2000');
    expect(res.body.code).toBe(200);
    expect(await poolOf(t, 'USDT')).toBe(poolBefore - toUnits('2000'));
    expect(await balance(alice, ISO, 'USDT')).toEqual({ available: toUnits('3000'), locked: 0n });
    const prop = (await api.isolated(alice)).body.data;
    expect(prop).toMatchObject({
      coinBorrowBalance: '2000',
      coinInterestAmount: '0.01666667',
      baseBorrowBalance: '0',
      totalAsset: '3000',
      totalDebt: '2000.01666667',
      marginLevel: '1.4999875',
      depositRate: '149.99875',
      borrowLevel: '1.5',
      callLevel: '1.3',
      liquidationLevel: '1.1',
      risk: 'medium',
      currentLeverageRadio: 3,
      maxLeverageRadio: 10,
    });
    const loans = (await api.loans(alice, 'now', 'fixed', 'BTC_USDT')).body.data;
    expect(loans.records).toEqual([expect.objectContaining({ coin: 'USDT', borrowAmount: '2000', nopayAmount: '2000', interestAmount: '0.01666667', dayRate: '0.0002', borrowStatus: '0', hoursCharged: 1, symbol_name: 'BTC/USDT' })]);
  });

  it('refuses a transfer out that would take the level below the borrow level', async () => {
    await refused(alice, () => api.transfer(alice, { fromType: '3', toType: '1', coin: 'USDT', amount: '1', symbolName: 'BTC_USDT' }), 'At most 0 USDT can leave the margin account now: the rest backs its debt');
  });

  it('raises the leverage, and refuses a lower one than the debt needs or more than the pair allows', async () => {
    await refused(alice, () => api.leverage(alice, 11), 'The leverage must be a whole number from 3 to 10');
    await refused(alice, () => api.leverage(alice, 2), 'The leverage must be a whole number from 3 to 10');
    await refused(alice, () => api.leverage(alice, 'x'), 'The leverage must be a whole number from 3 to 10');
    const res = await api.leverage(alice, 5);
    expect(res.body.msg).toBe('Leverage updated');
    expect(res.body.data).toEqual({ symbolName: 'BTC/USDT', leverage: 5 });
    expect((await api.isolated(alice)).body.data).toMatchObject({ currentLeverageRadio: 5, borrowLevel: '1.25', risk: 'none' });
    // Back to 3x: the first hour's interest already took the level below 1.5.
    await refused(alice, () => api.leverage(alice, 3), 'The current debt is more than 3x allows: repay some first');
  });

  it('buys BTC with the borrowed USDT on the spot book, held and paid on the margin account', async () => {
    const { seller } = await setBtcPrice(t, 50_000, { askLots: 6000 });
    const res = await api.order(alice, 'fixed', 'xjwt', { direction: '1', price: '50000', amount: '0.06' });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ entrust_status: '1', success_balance: '0.06000', success_price: '50000.00' });
    expect(await balance(alice, ISO, 'USDT')).toEqual({ available: 0n, locked: 0n });
    expect(await balance(alice, ISO, 'BTC')).toEqual({ available: toUnits('0.05994'), locked: 0n });
    // The spot account did not move.
    expect(await balance(alice, '1', 'USDT')).toEqual({ available: toUnits('4000'), locked: 0n });
    const history = (await api.orders(alice, 'history', 'fixed', 'BTC_USDT')).body.data;
    expect(history.records.map((r) => r.id)).toEqual([res.body.data.id]);
    // Not a spot order of hers.
    const spot = await t.call<Envelope<{ total: number }>>('GET', t.coin('entrust/entrustlog/history/xh/all'), { token: alice.token });
    expect(spot.body.data.total).toBe(0);
    await seller.cancelAll();
    expect((await api.isolated(alice)).body.data).toMatchObject({ totalAsset: '2997', marginLevel: '1.49848751' });
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('rests a limit order holding on the margin account; bob cannot cancel it, alice can', async () => {
    const res = await api.order(alice, 'fixed', 'xjwt', { direction: '2', price: '60000', amount: '0.01' });
    expect(res.body.data.entrust_status).toBe('0');
    expect(await balance(alice, ISO, 'BTC')).toEqual({ available: toUnits('0.04994'), locked: toUnits('0.01') });
    await refused(bob, () => api.cancel(bob, 'fixed', [res.body.data.id]), 'Order not found');
    expect((await api.orders(bob, 'now', 'fixed')).body.data.total).toBe(0);
    const cancelled = await api.cancel(alice, 'fixed', [res.body.data.id]);
    expect(cancelled.body.data.cancelled).toEqual([res.body.data.id]);
    expect(await balance(alice, ISO, 'BTC')).toEqual({ available: toUnits('0.05994'), locked: 0n });
  });

  it('refuses margin orders of a pair not open to margin, a stop order without its trigger or beyond the account, and more than the account holds', async () => {
    await refused(alice, () => api.order(alice, 'fixed', 'xjwt', { exchangeCoinStr: 'ADA/USDT', direction: '1', price: '1', amount: '10' }), 'ADA/USDT is not open to isolated margin');
    await refused(alice, () => api.order(alice, 'fixed', 'zyzs', { direction: '2', price: '40000', amount: '0.01' }), /trigger/i);
    await refused(alice, () => api.order(alice, 'fixed', 'zyzs', { direction: '2', price: '40000', amount: '1', triggerPrice: '41000' }), 'Insufficient balance');
    await refused(alice, () => api.order(alice, 'fixed', 'xjwt', { direction: '2', price: '50000', amount: '1' }), 'Insufficient balance');
  });

  it('sells the BTC back by a market order', async () => {
    const { buyer } = await setBtcPrice(t, 50_000, { bidLots: 6000 });
    const res = await api.order(alice, 'fixed', 'sjwt', { direction: '2', amount: '0.05994' });
    expect(res.body.code, res.body.msg).toBe(200);
    await buyer.cancelAll();
    // 0.05994 × 50,000 = 2,997, less the 0.1 % fee.
    expect(await balance(alice, ISO, 'USDT')).toEqual({ available: toUnits('2994.003'), locked: 0n });
    expect(await balance(alice, ISO, 'BTC')).toEqual({ available: 0n, locked: 0n });
  });

  it('refuses repaying more than is owed, a coin not owed, and another account\'s debt', async () => {
    await refused(alice, () => api.repay(alice, 'fixed', 'USDT', '2000.02'), 'Only 2000.01666667 USDT is owed: repay at most that');
    await refused(alice, () => api.repay(alice, 'fixed', 'BTC', '0.001'), 'There is no BTC debt to repay');
    await refused(alice, () => api.repay(alice, 'all', 'USDT', '1'), 'There is no USDT debt to repay');
    await refused(bob, () => api.repay(bob, 'fixed', 'USDT', '1'), 'There is no USDT debt to repay');
    expect((await api.loans(bob, 'now', 'fixed')).body.data.total).toBe(0);
  });

  it('repays in part, interest first, then the rest', async () => {
    const poolBefore = await poolOf(t, 'USDT');
    const part = await api.repay(alice, 'fixed', 'USDT', '1000');
    expect(part.body.data).toEqual({ coin: 'USDT', interest: '0.01666667', principal: '999.98333333', owed: '1000.01666667' });
    const loan = (await api.loans(alice, 'now', 'fixed')).body.data.records[0]!;
    expect(loan).toMatchObject({ nopayAmount: '1000.01666667', interestAmount: '0', interestPaid: '0.01666667' });
    const rest = await api.repay(alice, 'fixed', 'USDT', '1000.01666667');
    expect(rest.body.data).toEqual({ coin: 'USDT', interest: '0', principal: '1000.01666667', owed: '0' });
    expect(await poolOf(t, 'USDT')).toBe(poolBefore + toUnits('2000.01666667'));
    expect((await api.loans(alice, 'now', 'fixed')).body.data.total).toBe(0);
    const history = (await api.loans(alice, 'history', 'fixed', 'BTC_USDT')).body.data.records;
    expect(history).toEqual([expect.objectContaining({ borrowStatus: '1', nopayAmount: '0', interestAmount: '0', interestPaid: '0.01666667' })]);
    expect(history[0]!.repaid_time).toEqual(expect.any(Number));
  });

  it('moves everything back to spot once nothing is owed', async () => {
    const left = await balance(alice, ISO, 'USDT');
    expect(left.available).toBe(toUnits('993.98633333'));
    const res = await api.transfer(alice, { fromType: '3', toType: '1', coin: 'USDT', amount: '993.98633333', symbolName: 'BTC_USDT' });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(await balance(alice, ISO, 'USDT')).toEqual({ available: 0n, locked: 0n });
    expect((await api.isolated(alice)).body.data).toMatchObject({ marginLevel: '--', depositRate: '', risk: 'none', totalDebt: '0' });
    expect(await t.ex.ledger.audit()).toEqual([]);
  });
});

describe('cross margin', () => {
  let carol: MarginMember;
  beforeAll(async () => {
    carol = await newMarginMember(t, { USDT: '2000' });
    await api.transfer(carol, { fromType: '1', toType: '3', coin: 'USDT', amount: '1000' });
  });

  it('lists every cross coin and the level', async () => {
    const list = (await api.crossList(carol)).body.data;
    expect(list.find((r) => r.coinName === 'USDT')).toEqual({ coinName: 'USDT', borrowBalance: '2000', borrowed: '0', interestAmount: '0', dayRate: '0.0002', minBorrow: '1' });
    expect((await api.depositRate(carol)).body.data).toBe('');
    const res = await api.borrow(carol, 'all', 'USDT', '1500');
    expect(res.body.code, res.body.msg).toBe(200);
    expect((await api.cross(carol)).body.data).toMatchObject({ current_leverage_radio: 3, syzc: '2500', totalDebt: '1500.0125', marginLevel: '1.66665277' });
    expect((await api.depositRate(carol)).body.data).toBe('166.665277');
    expect((await api.loans(carol, 'now', 'all')).body.data.records).toEqual([expect.objectContaining({ mode: 'all', symbol_name: '', coin: 'USDT' })]);
    // Isolated loans are not cross ones.
    expect((await api.loans(carol, 'now', 'fixed')).body.data.total).toBe(0);
  });

  it('refuses a coin no cross pair trades', async () => {
    await refused(carol, () => api.borrow(carol, 'all', 'ADA', '10'), 'ADA cannot be borrowed on cross margin');
  });
});

describe('interest', () => {
  it('charges every started hour on what is still owed', async () => {
    const dave = await newMarginMember(t, { USDT: '1200' });
    await api.transfer(dave, { fromType: '1', toType: '3', coin: 'USDT', amount: '1200', symbolName: 'BTC_USDT' });
    const borrowed = await api.borrow(dave, 'fixed', 'USDT', '2400');
    const id = borrowed.body.data.id;
    const row = await t.ex.db.selectFrom('margin_loan').select(['create_time']).where('id', '=', id).executeTakeFirstOrThrow();
    const { createInterestJob } = await import('./interest.ts');
    const { MemberQueue } = await import('./serial.ts');
    let now = Number(row.create_time) + 30 * 60_000;
    const job = createInterestJob({ db: t.ex.db, ledger: t.ex.ledger, queue: new MemberQueue(), now: () => now });
    // Within the first hour: nothing more.
    expect(await job.accrue()).toBe(0);
    // 2 h 10 min after the borrow, the second and third hours have started: 2400 × 0.0002 / 24 = 0.02 each.
    now = Number(row.create_time) + 130 * 60_000;
    expect(await job.accrue()).toBeGreaterThanOrEqual(1);
    const loan = (await api.loans(dave, 'now', 'fixed')).body.data.records.find((l) => l.id === id)!;
    expect(loan).toMatchObject({ interestAmount: '0.06', hoursCharged: 3 });
    // Charged once per hour, however often it runs.
    await job.accrue();
    expect((await api.loans(dave, 'now', 'fixed')).body.data.records.find((l) => l.id === id)).toMatchObject({ interestAmount: '0.06' });
  });
});

describe('risk', () => {
  it('calls a margin account at 1.3, then liquidates it at 1.1 through the engine, paying the pool and the fee', async () => {
    const erin = await newMarginMember(t, { USDT: '1000' });
    await api.transfer(erin, { fromType: '1', toType: '3', coin: 'USDT', amount: '1000', symbolName: 'BTC_USDT' });
    expect((await api.borrow(erin, 'fixed', 'USDT', '2000')).body.msg).toBe('Borrowed');
    const { seller } = await setBtcPrice(t, 50_000, { askLots: 6000 });
    expect((await api.order(erin, 'fixed', 'xjwt', { direction: '1', price: '50000', amount: '0.06' })).body.data.entrust_status).toBe('1');
    await seller.cancelAll();
    // 0.05994 × 42,000 / 2,000.017 ≈ 1.259: a call, once.
    await setBtcPrice(t, 42_000);
    expect(await t.ex.margin.watcher.checkNow()).toEqual([]);
    const call = await t.ex.outbox.latest(erin.email);
    expect(call?.subject).toBe('Margin call');
    await t.ex.margin.watcher.checkNow();
    expect((await t.ex.db.selectFrom('outbox').select('id').where('target', '=', erin.email).where('subject', '=', 'Margin call').execute()).length).toBe(1);
    // 0.05994 × 36,000 / 2,000.017 ≈ 1.079: liquidated, sold to the bid resting at 36,000.
    const { buyer } = await setBtcPrice(t, 36_000, { bidLots: 6000 });
    const poolBefore = await poolOf(t, 'USDT');
    const reports = await t.ex.margin.watcher.checkNow();
    await buyer.cancelAll();
    expect(reports).toEqual([expect.objectContaining({ memberId: erin.id, repaid: { USDT: '2000.01666667' }, writtenOff: {} })]);
    // 0.05994 × 36,000 = 2,157.84, less the 0.1 % trading fee = 2,155.68216; the debt, and 1 % of it to the insurance fund.
    expect(await poolOf(t, 'USDT')).toBe(poolBefore + toUnits('2000.01666667'));
    const insurance = await t.ex.ledger.balance({ ownerType: 'system', ownerId: 'margin_insurance' }, '3', 'USDT');
    expect(insurance.available).toBe(toUnits('20.00016666'));
    expect(await balance(erin, ISO, 'USDT')).toEqual({ available: toUnits('2155.68216') - toUnits('2000.01666667') - toUnits('20.00016666'), locked: 0n });
    expect(await balance(erin, ISO, 'BTC')).toEqual({ available: 0n, locked: 0n });
    expect((await api.loans(erin, 'now', 'fixed')).body.data.total).toBe(0);
    expect((await t.ex.outbox.latest(erin.email))?.subject).toBe('Margin liquidation');
    const orders = (await api.orders(erin, 'history', 'fixed')).body.data.records;
    expect(orders[0]).toMatchObject({ direction: '2', entrust_status: '1', success_balance: '0.05994' });
    expect(await t.ex.ledger.audit()).toEqual([]);
  });
});
