// Savings against a real exchange: the default products, subscribing from spot, caps, daily
// interest once per holding and day (also when the job runs concurrently or after a restart of
// the service), flexible and fixed redemption, refusals that change nothing, and no member
// reaching another's holding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_PATH, WALLET_PATH, type WalletAccountRow, type Envelope, type FinanceHistoryPage, type FinanceHolding, type FinanceHoldings, type FinanceProduct } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, systemOwner, trimUnits } from '../../ledger/index.ts';
import { runAdminCommand } from '../../admin/commands.ts';
import { runAccrual } from './accrual.ts';
import { SAVINGS_INTEREST, SAVINGS_POOL } from './accounts.ts';

let t: TestExchange;
const DAY = 86_400_000;

interface Member {
  id: string;
  token: string;
}

const member = async (): Promise<Member> => {
  const { email, password } = await t.registerEmail();
  const login = await t.login(email, password);
  return { id: String(login.user_id), token: login.access_token };
};
const admin = (...argv: string[]) => runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, argv);
const spot = async (m: Member, coin = 'USDT') => trimUnits((await t.ex.ledger.balance(memberOwner(m.id), '1', coin)).available);
const pool = async (coin = 'USDT') => trimUnits((await t.ex.ledger.balance(systemOwner(SAVINGS_POOL), '1', coin)).available);
const payer = async (coin = 'USDT') => trimUnits((await t.ex.ledger.balance(systemOwner(SAVINGS_INTEREST), '1', coin)).available);
const products = async () => (await t.call<Envelope<FinanceProduct[]>>('GET', t.coin(FINANCE_PATH.products))).body.data!;
const holdings = async (m: Member) => (await t.call<Envelope<FinanceHoldings>>('GET', t.coin(FINANCE_PATH.holdings), { token: m.token })).body.data!;
const history = async (m: Member) => (await t.call<Envelope<FinanceHistoryPage>>('GET', t.coin(FINANCE_PATH.history), { token: m.token, query: { current: '1', size: '20' } })).body.data!;
const subscribe = (m: Member, body: unknown) => t.call<Envelope<FinanceHolding>>('POST', t.coin(FINANCE_PATH.subscribe), { token: m.token, body });
const redeem = (m: Member, body: unknown) => t.call<Envelope<FinanceHolding>>('POST', t.coin(FINANCE_PATH.redeem), { token: m.token, body });
const productOf = async (coin: string, kind: string, term = 0) => (await products()).find((p) => p.coin === coin && p.kind === kind && p.term_days === term)!;

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '10000' });
  // Starting a whole exchange takes over a minute on a loaded 2-core box.
}, 180_000);
afterAll(() => t.close());

describe('savings products', () => {
  it('are seeded in the embedded default and public, with a funded interest account', async () => {
    const list = await products();
    expect(list.map((p) => `${p.kind} ${p.coin} ${p.term_days}`)).toEqual(expect.arrayContaining(['flexible USDT 0', 'fixed USDT 30', 'flexible BTC 0']));
    expect(list.find((p) => p.coin === 'USDT' && p.kind === 'flexible')).toMatchObject({ rate: '0.05', min_amount: '10', member_cap: '50000' });
    expect(await payer()).toBe('1000000');
  });

  it('can be created by operators, and bad products are refused', async () => {
    await expect(admin('finance-product', '--coin', 'USDT', '--kind', 'fixed', '--rate', '0.1', '--term', '7', '--min', '5', '--member-cap', '20', '--total-cap', '30')).resolves.toMatch(/^Savings product #\d+ created: fixed USDT at 0.1 a year for 7 days/);
    await expect(admin('finance-product', '--coin', 'USDT', '--kind', 'fixed', '--rate', '0.1', '--min', '5', '--member-cap', '20', '--total-cap', '30')).rejects.toThrow('A fixed product lasts 1 to 3650 days');
    await expect(admin('finance-product', '--coin', 'NOPE', '--kind', 'flexible', '--rate', '0.1', '--min', '5', '--member-cap', '20', '--total-cap', '30')).rejects.toThrow('Unknown coin');
    await expect(admin('finance-product', '--coin', 'USDT', '--kind', 'flexible', '--rate', '0.1', '--min', '50', '--member-cap', '20', '--total-cap', '30')).rejects.toThrow('Caps must grow');
  });
});

describe('a flexible holding', () => {
  it('takes the subscription from spot, accrues a day of interest once, and redeems in part and whole', async () => {
    const ann = await member();
    const flex = await productOf('USDT', 'flexible');
    const before = await pool();
    const sub = await subscribe(ann, { productId: flex.id, amount: '7300' });
    expect(sub.body).toMatchObject({ code: 200, data: { principal: '7300', interest: '0', status: '0', kind: 'flexible' } });
    expect(await spot(ann)).toBe('2700');
    expect(Number(await pool()) - Number(before)).toBe(7300);

    const now = Date.now();
    const [a, b] = await Promise.all([runAccrual(t.ex.db, t.ex.ledger, now), runAccrual(t.ex.db, t.ex.ledger, now)]);
    expect(a.accrued + b.accrued).toBeGreaterThanOrEqual(1);
    await runAccrual(t.ex.db, t.ex.ledger, now + 1000);
    // 7300 × 0.05 / 365 = 1 USDT for the day, once.
    expect((await holdings(ann)).records[0]).toMatchObject({ principal: '7300', interest: '1', earned: '1' });
    expect((await holdings(ann)).earnings).toEqual([{ coin: 'USDT', principal: '7300', interest: '1', earned: '1' }]);

    const part = await redeem(ann, { holdingId: sub.body.data!.id, amount: '300' });
    expect(part.body.data).toMatchObject({ principal: '7000', interest: '0', earned: '1', status: '0' });
    expect(await spot(ann)).toBe('3001');
    // Coming back the same day earns nothing more for that day.
    await subscribe(ann, { productId: flex.id, amount: '300' });
    await runAccrual(t.ex.db, t.ex.ledger, now + 2000);
    expect((await holdings(ann)).records[0]).toMatchObject({ principal: '7300', interest: '0', earned: '1' });

    await runAccrual(t.ex.db, t.ex.ledger, now + DAY);
    const all = await redeem(ann, { holdingId: sub.body.data!.id });
    expect(all.body.data).toMatchObject({ principal: '0', interest: '0', earned: '2', status: '1' });
    expect(await spot(ann)).toBe('10002');
    expect((await history(ann)).records.map((r) => `${r.type} ${r.amount}`)).toEqual(['redeem 7301', 'interest 1', 'subscribe 300', 'redeem 301', 'interest 1', 'subscribe 7300']);
  });

  it("counts in the member's total assets while held, and no longer once redeemed", async () => {
    const bea = await member();
    const flex = await productOf('USDT', 'flexible');
    const accounts = async () => (await t.call<Envelope<WalletAccountRow[]>>('GET', t.coin(WALLET_PATH.walletAccount), { token: bea.token })).body.data!;
    const sub = await subscribe(bea, { productId: flex.id, amount: '7300' });
    let rows = await accounts();
    // Spot holds 2700; the 7300 in savings are the member's too: in the total, not available.
    expect(rows.find((r) => r.type === '1')).toMatchObject({ usdt: '2700', balanceUsdt: '2700' });
    expect(rows.find((r) => r.type === '0')).toMatchObject({ usdt: '10000', balanceUsdt: '2700' });
    await redeem(bea, { holdingId: sub.body.data!.id });
    rows = await accounts();
    expect(rows.find((r) => r.type === '0')).toMatchObject({ usdt: '10000', balanceUsdt: '10000' });
  });

  it('refuses bad input and changes nothing', async () => {
    const bob = await member();
    const flex = await productOf('USDT', 'flexible');
    const cases: Array<[unknown, string | RegExp]> = [
      [{ productId: flex.id, amount: '5' }, 'The least you can subscribe is 10 USDT'],
      [{ productId: flex.id, amount: '0' }, 'The amount must be above 0'],
      [{ productId: flex.id, amount: '-20' }, 'Amount must not be negative'],
      [{ productId: flex.id, amount: 'abc' }, 'Invalid amount'],
      [{ productId: flex.id, amount: '10.123456789' }, 'Amount has more than 8 decimal places'],
      [{ productId: flex.id, amount: '20000' }, 'Insufficient balance'],
      [{ productId: flex.id, amount: '60000' }, /You can hold at most 50000 USDT/],
      [{ productId: '999999', amount: '20' }, 'Product not found'],
      [{ productId: 'x;drop', amount: '20' }, 'Product not found'],
      [{ amount: '20' }, /productId/],
      [[1, 2], /JSON object|Invalid/],
    ];
    for (const [body, msg] of cases) {
      const res = await subscribe(bob, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 400, success: false });
      expect(res.body.msg).toMatch(msg);
    }
    expect(await spot(bob)).toBe('10000');
    expect((await holdings(bob)).records).toEqual([]);
    expect((await history(bob)).total).toBe(0);
    expect((await t.call<Envelope>('POST', t.coin(FINANCE_PATH.subscribe), { body: { productId: flex.id, amount: '20' } })).body.code).toBe(401);
  });

  it('cannot be redeemed or read by another member', async () => {
    const [cat, dan] = [await member(), await member()];
    const flex = await productOf('USDT', 'flexible');
    const sub = await subscribe(cat, { productId: flex.id, amount: '100' });
    const theft = await redeem(dan, { holdingId: sub.body.data!.id });
    expect(theft.body).toMatchObject({ code: 400, msg: 'Holding not found' });
    expect((await holdings(dan)).records).toEqual([]);
    expect(await spot(dan)).toBe('10000');
    expect((await holdings(cat)).records[0]).toMatchObject({ principal: '100', status: '0' });
    expect((await redeem(cat, { holdingId: sub.body.data!.id, amount: '101' })).body.msg).toBe('You hold 100 USDT in this product');
  });

  it('keeps the caps under concurrent subscriptions', async () => {
    await admin('finance-product', '--coin', 'USDT', '--kind', 'flexible', '--rate', '0.01', '--min', '10', '--member-cap', '30', '--total-cap', '50');
    const small = (await products()).find((p) => p.total_cap === '50')!;
    const members = await Promise.all([member(), member(), member()]);
    const answers = await Promise.all(members.flatMap((m) => [subscribe(m, { productId: small.id, amount: '20' }), subscribe(m, { productId: small.id, amount: '20' })]));
    const okCount = answers.filter((a) => a.body.code === 200).length;
    expect(okCount).toBe(2);
    expect((await products()).find((p) => p.id === small.id)!.subscribed).toBe('40');
    const spent = await Promise.all(members.map((m) => spot(m)));
    expect(spent.reduce((s, v) => s + Number(v), 0)).toBe(30_000 - 40);
  });
});

describe('a fixed holding', () => {
  it('is refused before maturity, accrues at most its term, and is paid out by the job at maturity', async () => {
    const eve = await member();
    await admin('finance-product', '--coin', 'USDT', '--kind', 'fixed', '--rate', '0.365', '--term', '2', '--min', '10', '--member-cap', '5000', '--total-cap', '5000');
    const fixed = (await products()).find((p) => p.kind === 'fixed' && p.term_days === 2)!;
    const sub = await subscribe(eve, { productId: fixed.id, amount: '1000' });
    expect(sub.body.data).toMatchObject({ kind: 'fixed', term_days: 2, principal: '1000' });
    expect((await redeem(eve, { holdingId: sub.body.data!.id })).body.msg).toMatch(/^A fixed-term holding is paid at maturity/);
    const begun = sub.body.data!.start_time;
    for (const d of [0, 1]) await runAccrual(t.ex.db, t.ex.ledger, begun + d * DAY + 1);
    // 1000 × 0.365 / 365 = 1 a day, for two days.
    expect((await holdings(eve)).records[0]).toMatchObject({ interest: '2', status: '0' });
    const report = await runAccrual(t.ex.db, t.ex.ledger, begun + 2 * DAY + 1);
    expect(report.matured).toBeGreaterThanOrEqual(1);
    expect((await holdings(eve)).records[0]).toMatchObject({ principal: '0', interest: '0', earned: '2', status: '1' });
    expect(await spot(eve)).toBe('10002');
  });

  it('leaves interest unpaid when the interest account cannot pay, and pays it once funded', async () => {
    const fay = await member();
    await admin('finance-product', '--coin', 'ETH', '--kind', 'flexible', '--rate', '0.365', '--min', '1', '--member-cap', '100000', '--total-cap', '100000');
    const eth = (await products()).find((p) => p.coin === 'ETH' && p.rate === '0.365')!;
    await admin('deposit', '--coin', 'ETH', '--amount', '1000', '--member', fay.id, '--confirmations', '100');
    await subscribe(fay, { productId: eth.id, amount: '1000' });
    // 200 ETH on the account, each of many days owes 1: drain it to 0.5 first.
    const drain = await payer('ETH');
    await t.ex.ledger.transfer({ kind: 'withdrawal', ref: 'test-drain', moves: [{ from: { ownerType: 'system', ownerId: SAVINGS_INTEREST, walletType: '1', balance: 'available' }, to: { ownerType: 'system', ownerId: 'external', walletType: '1', balance: 'available' }, asset: 'ETH', amount: BigInt(Math.round((Number(drain) - 0.5) * 1e8)) }] });
    const later = Date.now() + 10 * DAY;
    const report = await runAccrual(t.ex.db, t.ex.ledger, later);
    expect(report.unpaid).toBeGreaterThanOrEqual(1);
    expect((await holdings(fay)).records[0]).toMatchObject({ interest: '0' });
    await expect(admin('finance-fund', '--coin', 'ETH', '--amount', '5')).resolves.toBe('5 ETH put on the savings interest account.');
    await runAccrual(t.ex.db, t.ex.ledger, later);
    expect((await holdings(fay)).records[0]).toMatchObject({ interest: '1' });
  });
});
