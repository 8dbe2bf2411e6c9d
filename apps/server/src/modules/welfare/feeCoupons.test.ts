// Spot fee-deduction coupons through the real exchange: bought with points from the prize budget,
// they pay the member's spot fees exactly (a buyer's base-coin fee at the trade's quote value, a
// seller's quote fee, the rest paid by the member once the coupon runs out), then close as used
// up; one at a time; every step tells the member on refresh_{id} as type "welfare".
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefreshMessage } from '@exchange/contract';
import { WELFARE_PATH, type FeeCouponRow, type RedeemResult } from '@exchange/contract/welfare';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, systemOwner, toUnits } from '../../ledger/index.ts';
import { newMember, settled, spotCalls, systemTrader, type TestMember } from '../spot/testing.ts';
import { fundRewards } from './budget.ts';
import { BUDGET_COIN, memberPoints, pointUnits, pointsFromOutside, POINT, prizeBudget } from './accounts.ts';
import { feeCredit } from './feeCoupons.ts';
import { settleRebates } from '../invite/settlement.ts';

let t: TestExchange;
let api: ReturnType<typeof spotCalls>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  api = spotCalls(t);
  await fundRewards(t.ex.ledger, toUnits('1000'));
  // Starting a whole exchange takes over a minute on a loaded 2-core box.
}, 180_000);
afterAll(() => t.close());

const call = <T>(m: TestMember, method: 'GET' | 'POST', path: string, body?: unknown) =>
  t.call<{ code: number; msg: string; data: T }>(method, t.coin(path), { token: m.token, ...(body ? { body } : {}) }).then((r) => r.body);
const givePoints = (m: TestMember, points: number) =>
  t.ex.ledger.transfer({ kind: 'deposit', ref: `test-points:${m.id}`, moves: [{ from: pointsFromOutside, to: memberPoints(m.id), asset: POINT, amount: pointUnits(points) }] });
const spot = async (m: TestMember, asset: string) => (await t.ex.ledger.balance(memberOwner(m.id), '1', asset)).available;
const fees = async (asset: string) => (await t.ex.ledger.balance(systemOwner('fees'), '1', asset)).available;
const credit = async (m: TestMember) => (await t.ex.ledger.balance(memberOwner(m.id), feeCredit(m.id).walletType, 'USDT')).locked;
const budget = async () => (await t.ex.ledger.balance(prizeBudget, prizeBudget.walletType, BUDGET_COIN)).available;
const coupons = async (m: TestMember) => (await call<FeeCouponRow[]>(m, 'GET', WELFARE_PATH.feeCoupons)).data;

describe('fee-deduction coupons', () => {
  it('are bought with points from the budget, one active at a time', async () => {
    const m = await newMember(t);
    expect((await call(m, 'POST', WELFARE_PATH.redeem, { reward: 'fee_coupon' })).msg).toMatch(/Not enough points: a fee-deduction coupon costs 100/);
    await givePoints(m, 200);
    const before = await budget();
    const bought = await call<RedeemResult>(m, 'POST', WELFARE_PATH.redeem, { reward: 'fee_coupon' });
    expect(bought.code).toBe(200);
    expect(bought.data.points).toBe(100);
    expect(before - (await budget())).toBe(toUnits('5'));
    expect(await credit(m)).toBe(toUnits('5'));
    const [row] = await coupons(m);
    expect(row).toMatchObject({ id: bought.data.coupon_id, coin: 'USDT', amount: '5', remaining: '5', status: '0', close_time: 0 });

    const second = await call(m, 'POST', WELFARE_PATH.redeem, { reward: 'fee_coupon' });
    expect(second.code).toBe(400);
    expect(second.msg).toMatch(/active fee-deduction coupon already/);
    expect(await credit(m)).toBe(toUnits('5'));
    expect((await call<{ points: number }>(m, 'GET', WELFARE_PATH.points)).data.points).toBe(100);
  });

  it('pay the spot fees exactly until used up, then the member pays; the member hears of it', async () => {
    const inviter = await newMember(t);
    const m = await newMember(t, { USDT: '1000', BTC: '1' });
    await t.ex.db.updateTable('member').set({ invited_by: inviter.id }).where('id', '=', m.id).execute();
    await givePoints(m, 100);
    const published: RefreshMessage[] = [];
    const spy = vi.spyOn(t.ex.live.publisher, 'publish').mockImplementation((topic, payload) => {
      if (topic === `refresh_${m.id}` && (payload as RefreshMessage).type === 'welfare') published.push(payload as RefreshMessage);
    });
    const bot = systemTrader(t, 'feebot');
    await bot.fund({ USDT: '100000', BTC: '10' });
    try {
      const couponId = (await call<RedeemResult>(m, 'POST', WELFARE_PATH.redeem, { reward: 'fee_coupon' })).data.coupon_id;
      // A buy of 0.01 BTC at 65,000: the fee (0.001 × 0.01 BTC) is worth 0.65 USDT, paid by the coupon.
      const feesBefore = { USDT: await fees('USDT'), BTC: await fees('BTC') };
      await bot.order('sell', 6_500_000, 1000);
      expect((await api.place(m, 'xjwt', { direction: '1', price: '65000', amount: '0.01' })).body.code).toBe(200);
      await settled(t);
      expect(await spot(m, 'BTC')).toBe(toUnits('1.01'));
      expect(await spot(m, 'USDT')).toBe(toUnits('350'));
      expect(await credit(m)).toBe(toUnits('4.35'));
      expect((await coupons(m))[0]).toMatchObject({ remaining: '4.35', status: '0' });
      // A sell of 0.1 BTC at 65,000: the fee is 6.5 USDT; the coupon pays its last 4.35, the member 2.15.
      await bot.order('buy', 6_500_000, 10_000);
      expect((await api.place(m, 'xjwt', { direction: '2', price: '65000', amount: '0.1' })).body.code).toBe(200);
      await settled(t);
      expect(await spot(m, 'USDT')).toBe(toUnits('350') + toUnits('6500') - toUnits('2.15'));
      expect(await spot(m, 'BTC')).toBe(toUnits('0.91'));
      expect(await credit(m)).toBe(0n);
      // The fees account got every fee in full: 0.65 + 6.5 USDT and the bot's own fees.
      expect((await fees('USDT')) - feesBefore.USDT).toBe(toUnits('0.65') + toUnits('6.5') + toUnits('0.65'));
      expect((await fees('BTC')) - feesBefore.BTC).toBe(toUnits('0.0001'));
      await vi.waitFor(async () => expect((await coupons(m))[0]).toMatchObject({ id: couponId, remaining: '0', status: '1' }));
      expect(published.map((p) => [p.content, p.orderCode])).toEqual([
        ['coupon_granted', couponId],
        ['coupon_used_up', couponId],
      ]);
      // Used up, it pays nothing more: the next fee is the member's.
      await bot.order('buy', 6_500_000, 1000);
      await api.place(m, 'xjwt', { direction: '2', price: '65000', amount: '0.01' });
      await settled(t);
      expect(await spot(m, 'USDT')).toBe(toUnits('350') + toUnits('6500') - toUnits('2.15') + toUnits('650') - toUnits('0.65'));
      expect(await t.ex.ledger.audit()).toEqual([]);
      // The inviter's rebate is on the fees the member paid (2.15 + 0.65 USDT at 0.2), not on what
      // the coupon paid from the budget; nothing is left unpayable for the next run to retry.
      const report = await settleRebates(t.ex.db, t.ex.ledger);
      expect(report.unpaid).toBe(0);
      const rebates = await t.ex.db.selectFrom('invite_rebate').select(['coin', 'amount']).where('invitee_id', '=', m.id).execute();
      expect(rebates.map((r) => [r.coin, BigInt(r.amount)])).toEqual([['USDT', toUnits('0.56')]]);
    } finally {
      spy.mockRestore();
      await bot.cancelAll();
    }
  });
});
