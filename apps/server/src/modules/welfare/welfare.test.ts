// Rewards over HTTP: tasks credited from the member's real records and only once (also when the
// same claim races itself), points spent on draws and coupons, draws paid from a budget that
// cannot be overspent, newcomer rewards inside their window; refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURES_PATH, type CouponRow, type Envelope, type Page } from '@exchange/contract';
import { WELFARE_PATH, type DrawInfo, type DrawRow, type DrawWinRow, type NewcomerInfo, type PointsLogRow, type PointsSummary, type RedeemResult } from '@exchange/contract/welfare';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { accountKit, type Member } from '../security/testKit.ts';
import { reviewKyc } from '../kyc/review.ts';
import { runAdminCommand } from '../../admin/commands.ts';
import { memberOwner, toUnits, WALLET_TYPE } from '../../ledger/index.ts';
import { DEMO_REWARDS_BUDGET, fundRewards, seedRewards } from './budget.ts';
import { BUDGET_COIN, POINT, prizeBudget } from './accounts.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  kit = accountKit(t);
  // Starting a whole exchange takes over a minute on a loaded 2-core box.
}, 180_000);
afterAll(() => t.close());

const get = async <T>(m: Member | undefined, path: string, query?: Record<string, string>) => (await kit.get<T>(m, path, query)).body;
const post = async <T>(m: Member, path: string, body: unknown = {}) => (await kit.post<T>(m, path, body)).body;
const points = async (m: Member) => (await get<PointsSummary>(m, WELFARE_PATH.points)).data;
const budget = async () => (await t.ex.ledger.balance(prizeBudget, prizeBudget.walletType, BUDGET_COIN)).available;

const verifyKyc = async (m: Member) => {
  await t.ex.db
    .insertInto('kyc_request')
    .values({ member_id: m.id, real_name: 'Ada Lovelace', document_type: '2', document_number: 'P1234567', front_image: '/uploads/a.png', back_image: '/uploads/b.png', status: '1', review_time: null })
    .execute();
  await reviewKyc(t.ex.db, m.id, { approve: true });
};

/** Everything rewards may change for a member: equal before and after means a refusal changed nothing. */
const snapshot = async (m: Member) => ({
  tasks: await t.ex.db.selectFrom('welfare_task').selectAll().where('member_id', '=', m.id).orderBy('task_key').execute(),
  log: await t.ex.db.selectFrom('welfare_points_log').selectAll().where('member_id', '=', m.id).orderBy('id').execute(),
  chances: await t.ex.db.selectFrom('welfare_chance').selectAll().where('member_id', '=', m.id).execute(),
  draws: await t.ex.db.selectFrom('welfare_draw').selectAll().where('member_id', '=', m.id).orderBy('id').execute(),
  newcomer: await t.ex.db.selectFrom('welfare_newcomer').selectAll().where('member_id', '=', m.id).orderBy('task_code').execute(),
  coupons: await t.ex.db.selectFrom('contract_coupon').selectAll().where('member_id', '=', m.id).orderBy('id').execute(),
  feeCoupons: await t.ex.db.selectFrom('welfare_fee_coupon').selectAll().where('member_id', '=', m.id).orderBy('id').execute(),
  balances: (await t.ex.ledger.balances(memberOwner(m.id))).map((b) => `${b.walletType}:${b.asset}:${b.available}:${b.locked}`).sort(),
  budget: String(await budget()),
});

const refused = async (m: Member, message: RegExp, run: () => Promise<{ status: number; body: Envelope }>) => {
  const before = await snapshot(m);
  const res = await run();
  expect(res.status).toBeLessThan(500);
  expect(res.body.code).toBe(400);
  expect(res.body.msg).toMatch(message);
  expect(await snapshot(m)).toEqual(before);
};

const withPoints = async (m: Member) => {
  await verifyKyc(m);
  expect((await post(m, WELFARE_PATH.claimTask, { code: 'kyc_verified' })).code).toBe(200);
};

describe('points', () => {
  it('lists the tasks, credits a verified one once even when claims race, and keeps a history', async () => {
    const m = await kit.member();
    const fresh = await points(m);
    expect(fresh.points).toBe(0);
    expect(Object.fromEntries(fresh.tasks.map((x) => [x.code, x.status]))).toEqual({ daily_sign_in: '1', kyc_verified: '0', first_deposit: '0', first_spot_trade: '0', first_futures_trade: '0' });
    await refused(m, /not done yet/, () => kit.post(m, WELFARE_PATH.claimTask, { code: 'kyc_verified' }));

    await verifyKyc(m);
    expect((await points(m)).tasks.find((x) => x.code === 'kyc_verified')?.status).toBe('1');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(m, WELFARE_PATH.claimTask, { code: 'kyc_verified' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 400).every((a) => /credited already/.test(a.msg))).toBe(true);
    const after = await points(m);
    expect(after.points).toBe(50);
    expect(after.tasks.find((x) => x.code === 'kyc_verified')?.status).toBe('2');
    expect((await t.ex.ledger.balance(memberOwner(m.id), WALLET_TYPE.rewards, POINT)).available).toBe(toUnits('50'));

    expect((await post(m, WELFARE_PATH.claimTask, { code: 'daily_sign_in' })).code).toBe(200);
    await refused(m, /signed in today/, () => kit.post(m, WELFARE_PATH.claimTask, { code: 'daily_sign_in' }));
    const log = (await get<Page<PointsLogRow>>(m, WELFARE_PATH.pointsLog, { size: '10' })).data;
    expect(log.total).toBe(2);
    expect(log.records.map((r) => [r.change, r.reason])).toEqual([
      [5, 'task:daily_sign_in'],
      [50, 'task:kyc_verified'],
    ]);
  });

  it('reads a first deposit from the credited deposits', async () => {
    const m = await kit.member();
    await refused(m, /not done yet/, () => kit.post(m, WELFARE_PATH.claimTask, { code: 'first_deposit' }));
    await runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, ['deposit', '--coin', 'USDT', '--amount', '25', '--member', m.email]);
    expect((await post(m, WELFARE_PATH.claimTask, { code: 'first_deposit' })).code).toBe(200);
    expect((await points(m)).points).toBe(100);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const m = await kit.member();
    await withPoints(m);
    await refused(m, /Unknown task/, () => kit.post(m, WELFARE_PATH.claimTask, { code: 'free_money' }));
    await refused(m, /choose a task/, () => kit.post(m, WELFARE_PATH.claimTask, { code: '' }));
    await refused(m, /code/, () => kit.post(m, WELFARE_PATH.claimTask, { code: 7 }));
    await refused(m, /code/, () => kit.post(m, WELFARE_PATH.claimTask, null));
    await refused(m, /reward must be draw, coupon or fee_coupon/, () => kit.post(m, WELFARE_PATH.redeem, { reward: 'cash' }));
    for (const count of [0, 11, 1.5, -2, 'abc']) await refused(m, /1 to 10 draws/, () => kit.post(m, WELFARE_PATH.redeem, { reward: 'draw', count }));
    await refused(m, /Not enough points: 3 draws cost 60/, () => kit.post(m, WELFARE_PATH.redeem, { reward: 'draw', count: 3 }));
    await refused(m, /One coupon at a time/, () => kit.post(m, WELFARE_PATH.redeem, { reward: 'coupon', count: 2 }));
    await refused(m, /Not enough points: a coupon costs 100/, () => kit.post(m, WELFARE_PATH.redeem, { reward: 'coupon' }));
    await refused(m, /One coupon at a time/, () => kit.post(m, WELFARE_PATH.redeem, { reward: 'fee_coupon', count: 2 }));
    await refused(m, /Not enough points: a fee-deduction coupon costs 100/, () => kit.post(m, WELFARE_PATH.redeem, { reward: 'fee_coupon' }));
    await refused(m, /no draws left/, () => kit.post(m, WELFARE_PATH.play, {}));
    await refused(m, /Unknown task/, () => kit.post(m, WELFARE_PATH.claimNewcomer, { code: 'daily_sign_in' }));
  });

  it('lets the operator fund the budget, refusing what is not an amount', async () => {
    const deps = { db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir };
    const before = await budget();
    await expect(runAdminCommand(deps, ['fund-rewards'])).rejects.toThrow(/Missing --amount/);
    await expect(runAdminCommand(deps, ['fund-rewards', '--amount', '-5'])).rejects.toThrow();
    await expect(runAdminCommand(deps, ['fund-rewards', '--amount', '0'])).rejects.toThrow();
    expect(await budget()).toBe(before);
    await expect(runAdminCommand(deps, ['fund-rewards', '--amount', '12.5'])).resolves.toMatch(/funded with 12.5 USDT/);
    expect(await budget()).toBe(before + toUnits('12.5'));
  });

  it("funds a demo database's budget once, so the embedded default's draw pays from the start", async () => {
    const before = await budget();
    await seedRewards(t.ex.db, t.ex.ledger);
    await seedRewards(t.ex.db, t.ex.ledger);
    expect(await budget()).toBe(before + toUnits(DEMO_REWARDS_BUDGET));
  });

  it('answers 401 to a caller who is not logged in', async () => {
    for (const path of [WELFARE_PATH.points, WELFARE_PATH.pointsLog, WELFARE_PATH.draw, WELFARE_PATH.myDraws, WELFARE_PATH.newcomers, WELFARE_PATH.feeCoupons]) expect((await get(undefined, path)).code).toBe(401);
    for (const path of [WELFARE_PATH.claimTask, WELFARE_PATH.redeem, WELFARE_PATH.play, WELFARE_PATH.claimNewcomer])
      expect((await t.call<Envelope>('POST', t.coin(path), { body: { code: 'kyc_verified', reward: 'draw' } })).body.code).toBe(401);
  });
});

describe('lucky draw', () => {
  it('sells chances for points, keeps a chance while the budget cannot pay, pays prizes to the spot wallet', async () => {
    const m = await kit.member();
    await withPoints(m);
    const bought = (await post<RedeemResult>(m, WELFARE_PATH.redeem, { reward: 'draw', count: 2 })).data;
    expect(bought).toEqual({ points: 10, chances: 2, coupon_id: '' });

    // Drain whatever an earlier test left, so the budget is below the largest prize.
    const left = await budget();
    if (left > 0n) await t.ex.ledger.transfer({ kind: 'withdrawal', ref: 'test-drain', moves: [{ from: prizeBudget, to: { ownerType: 'system', ownerId: 'external', walletType: '1', balance: 'available' }, asset: BUDGET_COIN, amount: left }] });
    const info = (await get<DrawInfo>(m, WELFARE_PATH.draw)).data;
    expect(info).toMatchObject({ chances: 2, cost: 20, open: false, budget_coin: 'USDT' });
    expect(info.prizes.map((p) => [p.amount, p.odds])).toEqual([
      ['50', '0.1'],
      ['10', '0.9'],
      ['2', '9'],
      ['0.5', '30'],
      ['0.1', '60'],
    ]);
    await refused(m, /budget is being refilled/, () => kit.post(m, WELFARE_PATH.play, {}));

    await fundRewards(t.ex.ledger, toUnits('100'));
    const spotBefore = (await t.ex.ledger.balance(memberOwner(m.id), '1', 'USDT')).available;
    const won = (await post<DrawRow>(m, WELFARE_PATH.play)).data;
    expect(['50', '10', '2', '0.5', '0.1']).toContain(won.amount);
    const spotAfter = (await t.ex.ledger.balance(memberOwner(m.id), '1', 'USDT')).available;
    expect(spotAfter - spotBefore).toBe(toUnits(won.amount));
    expect(await budget()).toBe(toUnits('100') - toUnits(won.amount));
    expect((await get<DrawRow[]>(m, WELFARE_PATH.myDraws)).data[0]).toMatchObject({ id: won.id, amount: won.amount });
    const wins = (await get<DrawWinRow[]>(undefined, WELFARE_PATH.wins)).data;
    expect(wins[0]).toMatchObject({ amount: won.amount, account: `${m.email.slice(0, 2)}****${m.email.slice(-2)}` });
    expect(JSON.stringify(wins)).not.toContain(m.email);
    // The wallet's bills show the prize; points are not wallet money and stay on the points page.
    const bills = (await kit.post<Page<{ kind: string; coin: string; amount: string }>>(m, 'assets/getMyBill', { current: 1, size: 50 })).body.data.records;
    expect(bills.filter((b) => b.kind === 'prize').map((b) => [b.coin, Number(b.amount)])).toEqual([['USDT', Number(won.amount)]]);
    expect(bills.some((b) => b.coin === POINT)).toBe(false);
  });

  it('uses each chance once when draws race', async () => {
    const m = await kit.member();
    await withPoints(m);
    await fundRewards(t.ex.ledger, toUnits('500'));
    expect((await post(m, WELFARE_PATH.redeem, { reward: 'draw', count: 2 })).code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post<DrawRow>(m, WELFARE_PATH.play)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(2);
    expect((await get<DrawInfo>(m, WELFARE_PATH.draw)).data.chances).toBe(0);
    expect((await get<DrawRow[]>(m, WELFARE_PATH.myDraws)).data).toHaveLength(2);
    // Another member sees none of them.
    const other = await kit.member();
    expect((await get<DrawRow[]>(other, WELFARE_PATH.myDraws)).data).toEqual([]);
  });
});

describe('coupons for points and newcomer rewards', () => {
  it('turns 100 points into a trial-fund coupon paid from the budget', async () => {
    const m = await kit.member();
    await verifyKyc(m);
    await runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, ['deposit', '--coin', 'USDT', '--amount', '1', '--member', m.email]);
    await post(m, WELFARE_PATH.claimTask, { code: 'first_deposit' });
    await fundRewards(t.ex.ledger, toUnits('10'));
    const before = await budget();
    const redeemed = (await post<RedeemResult>(m, WELFARE_PATH.redeem, { reward: 'coupon' })).data;
    expect(redeemed.points).toBe(0);
    expect(await budget()).toBe(before - toUnits('5'));
    const coupons = (await get<CouponRow[]>(m, FUTURES_PATH.coupons('all'))).data;
    expect(coupons).toEqual([expect.objectContaining({ id: redeemed.coupon_id, coin: 'USDT', amount: '5', status: '0' })]);
  });

  it('pays a newcomer task once, inside its window only', async () => {
    const m = await kit.member();
    const info = (await get<NewcomerInfo>(m, WELFARE_PATH.newcomers)).data;
    expect(info.open).toBe(true);
    expect(info.end_time - info.now).toBeGreaterThan(6.9 * 86_400_000);
    expect(info.tasks.map((x) => [x.code, x.status])).toEqual([
      ['kyc_verified', '0'],
      ['first_spot_trade', '0'],
      ['first_futures_trade', '0'],
    ]);
    await refused(m, /not done yet/, () => kit.post(m, WELFARE_PATH.claimNewcomer, { code: 'first_spot_trade' }));
    await verifyKyc(m);
    await fundRewards(t.ex.ledger, toUnits('10'));
    const answers = await Promise.all(Array.from({ length: 4 }, () => post<NewcomerInfo['tasks'][number]>(m, WELFARE_PATH.claimNewcomer, { code: 'kyc_verified' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const paid = answers.find((a) => a.code === 200)?.data;
    expect((await get<CouponRow[]>(m, FUTURES_PATH.coupons('0'))).data.map((c) => c.id)).toEqual([paid?.coupon_id]);
    expect((await get<NewcomerInfo>(m, WELFARE_PATH.newcomers)).data.tasks[0]).toMatchObject({ status: '2', coupon_id: paid?.coupon_id });

    const late = await kit.member();
    await verifyKyc(late);
    await t.ex.db.updateTable('member').set({ create_time: new Date(Date.now() - 8 * 86_400_000) }).where('id', '=', late.id).execute();
    expect((await get<NewcomerInfo>(late, WELFARE_PATH.newcomers)).data.open).toBe(false);
    await refused(late, /first 7 days/, () => kit.post(late, WELFARE_PATH.claimNewcomer, { code: 'kyc_verified' }));
  });
});
