// Trial-fund coupons against a real exchange: the operator grants one, the member opens a market
// position with it, losses take from the coupon first and what is left of it goes back to the
// coupons account, profit becomes the member's balance, and the coupon's money never reaches the
// member's available balance. Prices pinned at 50,000 as in futures.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CouponRow, Envelope, RefreshMessage } from '@exchange/contract';
import { FUTURES_PATH } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { SYSTEM_OWNER, systemOwner, toUnits } from '../../ledger/index.ts';
import { runAdminCommand } from '../../admin/commands.ts';
import { contractBalance, contractMember, futuresCalls, houseTrader, settledContract, type TestMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof futuresCalls>;
let house: ReturnType<typeof houseTrader>;
let taker: ReturnType<typeof houseTrader>;

const pool = () => t.ex.ledger.balance(systemOwner('futures_coupons'), '4', 'USDT');
const coupons = (m: TestMember, status = 'all') => t.call<Envelope<CouponRow[]>>('GET', t.coin(FUTURES_PATH.coupons(status as 'all')), { token: m.token });
const useCoupon = (m: TestMember, body: Record<string, unknown>) =>
  t.call<Envelope<{ id: string; success_balance: string; entrust_status: string }>>('POST', t.coin(FUTURES_PATH.couponMarket), { token: m.token, body: { exchangeCoinStr: 'BTC/USDT', contractType: '1', direction: '1', ...body } });
const grant = (m: TestMember, amount: string, days = '7') =>
  runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, ['grant-coupon', m.id, '--coin', 'USDT', '--amount', amount, '--days', days]);

const priceAt = async (ticks: number) => {
  await house.cancelAll();
  await house.place('xh', 'BTC/USDT', 'buy', ticks * 10 - 1_000, 10_000);
  await house.place('xh', 'BTC/USDT', 'sell', ticks * 10 + 1_000, 10_000);
  await house.place('ubw', 'BTC/USDT', 'buy', ticks - 100, 10_000);
  await house.place('ubw', 'BTC/USDT', 'sell', ticks, 1);
  await taker.place('ubw', 'BTC/USDT', 'buy', ticks, 1, 'IOC');
  await house.place('ubw', 'BTC/USDT', 'sell', ticks + 100, 10_000);
  await settledContract(t);
};

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  api = futuresCalls(t);
  house = houseTrader(t, SYSTEM_OWNER.marketMaker);
  taker = houseTrader(t, SYSTEM_OWNER.simulator);
  await house.fundSpot({ BTC: '100', USDT: '10000000' });
  await priceAt(500_000);
});
afterAll(() => t.close());

describe('a trial-fund coupon', () => {
  it('is granted by the operator and listed for the member, its amount locked on the coupons account', async () => {
    const olga = await contractMember(t);
    expect(await grant(olga, '1020')).toMatch(/^Coupon \d+ of 1020 USDT granted to member \d+, usable until /);
    expect((await coupons(olga)).body.data).toMatchObject([{ coin: 'USDT', amount: '1020', status: '0', position_id: '' }]);
    expect(await pool()).toEqual({ available: 0n, locked: toUnits('1020') });
    await expect(grant(olga, '10', '0')).rejects.toThrow('A coupon lasts 1 to 3650 days');
  });

  it('opens an isolated market position with it; losses come from the coupon, the rest of it goes back, nothing reaches the member', async () => {
    const pia = await contractMember(t);
    await grant(pia, '1020');
    const [coupon] = (await coupons(pia, '0')).body.data;
    const poolBefore = await pool();
    const opened = await useCoupon(pia, { couponId: coupon!.id });
    // 1,020 at 10x buys 0.193 BTC at the bound 52,500 (the most margin and fee it may cost: 1,017.303); it fills at the ask, 50,010.
    expect(opened.body).toMatchObject({ code: 200, data: { entrust_status: '1', success_balance: '0.193' } });
    const [position] = (await api.positions(pia)).body.data;
    // Margin at the fill: 0.193 × 50,010 / 10; the fee 0.193 × 50,010 × 0.04 % = 3.860772; the rest of the coupon went back.
    expect(position).toMatchObject({ size: '0.193', principal_amount: '965.193', pattern: '1' });
    expect(await contractBalance(t, pia)).toEqual({ available: 0n, locked: toUnits('965.193') });
    expect((await pool()).available - poolBefore.available).toBe(toUnits('1020') - toUnits('965.193') - toUnits('3.860772'));
    expect((await coupons(pia, '1')).body.data).toMatchObject([{ id: coupon!.id, status: '1', position_id: position!.id }]);
    expect((await useCoupon(pia, { couponId: coupon!.id })).body.msg).toBe('This coupon has been used');
    expect((await api.bond(pia, { logContractId: position!.id, type: 'add', amount: '1' })).body.msg).toBe("A coupon position's margin is the coupon's: it cannot be changed");
    // Price falls 500: the close sells at 49,490, a loss of 100.36 and a fee of 3.820628, both from the coupon.
    await priceAt(495_000);
    const poolAvailable = (await pool()).available;
    await api.close(pia, 'sjwt', { direction: '3', amount: '0.193' });
    expect((await api.positions(pia)).body.data).toEqual([]);
    expect(await contractBalance(t, pia)).toEqual({ available: 0n, locked: 0n });
    expect((await pool()).available - poolAvailable).toBe(toUnits('965.193') - toUnits('100.36') - toUnits('3.820628'));
    expect((await pool()).locked).toBe(poolBefore.locked - toUnits('1020'));
  });

  it('turns profit into the member\'s own balance', async () => {
    await priceAt(500_000);
    const quinn = await contractMember(t);
    await grant(quinn, '1020');
    const [coupon] = (await coupons(quinn, '0')).body.data;
    await useCoupon(quinn, { couponId: coupon!.id });
    await priceAt(510_000);
    // Sold at 50,990: 0.193 × 980 = 189.14 of profit, yours; the fee comes from the coupon, which goes back.
    await api.close(quinn, 'sjwt', { direction: '3', amount: '0.193' });
    expect(await contractBalance(t, quinn)).toEqual({ available: toUnits('189.14'), locked: 0n });
  });

  it('is refused when it is not the member\'s, for the wrong coin, or while the member holds the contract', async () => {
    await priceAt(500_000);
    const rose = await contractMember(t, { USDT: '20000' });
    const sam = await contractMember(t);
    await grant(rose, '1020');
    const [coupon] = (await coupons(rose, '0')).body.data;
    expect((await useCoupon(sam, { couponId: coupon!.id })).body.msg).toBe('Coupon not found');
    expect((await useCoupon(rose, { couponId: coupon!.id, exchangeCoinStr: 'BTC/USD', contractType: '2' })).body.msg).toBe('This coupon pays margin in USDT: use it on a contract settled in USDT');
    await api.open(rose, 'ptwt', { direction: '1', price: '49000', amount: '0.1' });
    expect((await useCoupon(rose, { couponId: coupon!.id })).body.msg).toBe('Close your BTC/USDT position and cancel its orders before opening one with a coupon');
    expect((await coupons(rose, '0')).body.data).toHaveLength(1);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('expires on the expiry job: its amount goes back to the coupons account and the member hears of it', async () => {
    const tess = await contractMember(t);
    await grant(tess, '30', '1');
    const [coupon] = (await coupons(tess, '0')).body.data;
    const published: RefreshMessage[] = [];
    const spy = vi.spyOn(t.ex.live.publisher, 'publish').mockImplementation((topic, payload) => {
      if (topic === `refresh_${tess.id}` && (payload as RefreshMessage).type === 'welfare') published.push(payload as RefreshMessage);
    });
    try {
      const before = await pool();
      // Not yet due: nothing changes.
      await t.ex.couponExpiry.run(Date.now());
      expect(published).toEqual([]);
      expect(await pool()).toEqual(before);
      // A day and a minute on, straight from the job (not from the member's list).
      await t.ex.couponExpiry.run(Date.now() + 86_400_000 + 60_000);
      expect(published.map((p) => [p.content, p.orderCode])).toEqual([['coupon_expired', coupon!.id]]);
      expect(await pool()).toEqual({ available: before.available + toUnits('30'), locked: before.locked - toUnits('30') });
      expect((await coupons(tess)).body.data).toMatchObject([{ id: coupon!.id, status: '2' }]);
      // Once only.
      await t.ex.couponExpiry.run(Date.now() + 86_400_000 + 120_000);
      expect(published).toHaveLength(1);
      expect(await t.ex.ledger.audit()).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
