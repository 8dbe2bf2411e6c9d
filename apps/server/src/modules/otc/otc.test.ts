// The P2P market end to end over HTTP: merchant application and approval, adverts and their
// escrow, payment methods, orders through every transition (and the refused ones), expiry, appeals
// resolved by the operator, order chat; another member's orders and adverts stay out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { resolveAppeal } from './appeals.ts';
import { admin, balanceOf, bankMethod, otcCalls, p2pMember, p2pMerchant, sellAdvert, type P2pMember } from './testing.ts';

let t: TestExchange;
let calls: ReturnType<typeof otcCalls>;
beforeAll(async () => {
  t = await startTestExchange({ OTC_EXPIRE_EVERY_MS: '0', DEMO_GRANT: '10000' });
  calls = otcCalls(t);
});
afterAll(async () => {
  await t.close();
});

/** A merchant with a bank method and 100 USDT sell advert at 7.20 CNY. */
const sellingMerchant = async (total = '100') => {
  const merchant = await p2pMerchant(t, { USDT: '1000' });
  expect((await calls.savePayment(merchant, bankMethod())).body.code).toBe(200);
  const advert = await calls.createAdvert(merchant, sellAdvert({ total }));
  expect(advert.body.msg).toBe('The advert is online');
  return { merchant, advert: advert.body.data };
};

describe('merchant application', () => {
  it('refuses an unverified member, a wrong trade password, and holds the deposit until the operator decides', async () => {
    const unverified = await p2pMember(t, { USDT: '1000' }, false);
    expect((await calls.apply(unverified, { name: 'Shop', contact: 'tg @x' })).body.msg).toBe('Please complete identity verification first');
    const m = await p2pMember(t, { USDT: '1000' });
    expect((await calls.apply(m, { name: 'Shop', contact: 'tg @x', tradePwd: '0'.repeat(32) })).body.msg).toBe('The trade password is wrong');
    // 10,000 USDT of the demo grant and 1,000 of the test's.
    expect(await balanceOf(t, m.id, '1', 'USDT')).toEqual({ available: '11000', locked: '0' });
    expect((await calls.apply(m, { name: 'Shop', contact: 'tg @x' })).body.code).toBe(200);
    expect(await balanceOf(t, m.id, '1', 'USDT')).toEqual({ available: '10500', locked: '0' });
    expect(await balanceOf(t, m.id, '8', 'USDT')).toEqual({ available: '0', locked: '500' });
    expect((await calls.apply(m, { name: 'Shop', contact: 'tg @x' })).body.msg).toBe('Your application is waiting for review');
    expect((await calls.status(m)).body.data.application).toBe('1');
    expect(await admin(t, ['merchant-reject', m.id, 'not', 'enough', 'history'])).toContain('rejected');
    expect(await balanceOf(t, m.id, '1', 'USDT')).toEqual({ available: '11000', locked: '0' });
    const status = (await calls.status(m)).body.data;
    expect([status.application, status.reason]).toEqual(['-1', 'not enough history']);
    await calls.apply(m, { name: 'Shop', contact: 'tg @x' });
    expect(await admin(t, ['merchant-approve', m.id])).toMatch(/is now a merchant/);
    const approved = (await calls.status(m)).body.data;
    expect([approved.application, approved.deposit]).toEqual(['2', '500']);
    expect(BigInt(approved.merchant_id)).toBeGreaterThanOrEqual(1_000_000_000_000_000n);
    expect(await balanceOf(t, m.id, '8', 'USDT')).toEqual({ available: '0', locked: '500' });
  });
});

describe('adverts', () => {
  it('holds a sell advert on the merchant wallet while it is online and refuses bad terms', async () => {
    const merchant = await p2pMerchant(t, { USDT: '1000' });
    const member = await p2pMember(t);
    expect((await calls.createAdvert(member, sellAdvert())).body.msg).toBe('Only merchants can do this');
    for (const [over, msg] of [
      [{ minAmount: '800', maxAmount: '720' }, 'The minimum order cannot be above the maximum'],
      [{ price: '0' }, 'The price must be above 0'],
      [{ total: '2000' }, 'Insufficient balance'],
      [{ price: '7.123' }, 'Please enter a price with at most 2 decimals'],
      [{ coin: 'DOGE' }, 'Unsupported coin'],
      [{ payMinutes: 5 }, 'The payment window is 10 to 60 minutes'],
    ] as const) {
      const res = await calls.createAdvert(merchant, sellAdvert(over));
      expect([res.body.code, res.body.msg]).toEqual([400, msg]);
    }
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual({ available: '1000', locked: '500' });
    expect((await calls.myAdverts(merchant)).body.data.total).toBe(0);

    const ad = (await calls.createAdvert(merchant, sellAdvert())).body.data;
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual({ available: '900', locked: '600' });
    expect((await calls.modifyAdvert(merchant, sellAdvert({ id: ad.id, price: '7.30' }))).body.msg).toBe('Pause the advert before changing it');
    expect((await calls.advertStatus(merchant, ad.id, '0')).body.data.status).toBe('0');
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual({ available: '1000', locked: '500' });
    expect((await calls.modifyAdvert(merchant, sellAdvert({ id: ad.id, price: '7.30', total: '50' }))).body.data.price).toBe('7.30');
    expect((await calls.advertStatus(merchant, ad.id, '1')).body.data.remaining).toBe('50');
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual({ available: '950', locked: '550' });
    const listed = (await calls.market({ side: '1', coin: 'USDT', fiat: 'CNY' })).body.data.records.map((r) => r.id);
    expect(listed).toContain(ad.id);

    const other = await p2pMerchant(t, {});
    expect((await calls.advertStatus(other, ad.id, '2')).body.msg).toBe('Advert not found');
    expect((await calls.modifyAdvert(other, sellAdvert({ id: ad.id }))).body.msg).toBe('Advert not found');
    expect((await calls.advertStatus(merchant, ad.id, '2')).body.data.status).toBe('2');
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual({ available: '1000', locked: '500' });
    expect((await calls.advertStatus(merchant, ad.id, '1')).body.msg).toBe('The advert is closed');
    expect((await calls.market({ side: '1' })).body.data.records.map((r) => r.id)).not.toContain(ad.id);
  });
});

describe('payment methods', () => {
  it('needs the trade password, and belongs to its member alone', async () => {
    const a = await p2pMember(t);
    const b = await p2pMember(t);
    expect((await calls.savePayment(a, bankMethod({ tradePwd: 'f'.repeat(32) }))).body.msg).toBe('The trade password is wrong');
    expect((await calls.savePayment(a, bankMethod({ bank: '' }))).body.msg).toBe('Please enter the bank');
    expect((await calls.savePayment(a, bankMethod({ qrImage: '/uploads/00000000-0000-0000-0000-000000000000.png' }))).body.msg).toBe('Please upload the QR image again');
    const saved = (await calls.savePayment(a, bankMethod())).body.data;
    expect((await calls.payments(a)).body.data).toEqual([saved]);
    expect((await calls.savePayment(b, bankMethod({ id: saved.id, account: 'mine now' }))).body.msg).toBe('Payment method not found');
    expect((await calls.deletePayment(b, saved.id)).body.msg).toBe('Payment method not found');
    expect((await calls.payments(b)).body.data).toEqual([]);
    expect((await calls.savePayment(a, bankMethod({ id: saved.id, account: '6222 9999' }))).body.data.account).toBe('6222 9999');
    expect((await calls.deletePayment(a, saved.id)).body.code).toBe(200);
    expect((await calls.payments(a)).body.data).toEqual([]);
  });
});

describe('an order on a sell advert', () => {
  let merchant: P2pMember;
  let advertId: string;
  beforeAll(async () => {
    const made = await sellingMerchant();
    merchant = made.merchant;
    advertId = made.advert.id;
  });

  it('refuses bad orders and changes nothing', async () => {
    const buyer = await p2pMember(t);
    const unverified = await p2pMember(t, {}, false);
    const before = await balanceOf(t, merchant.id, '8', 'USDT');
    for (const [m, body, msg] of [
      [unverified, { advertiseId: advertId, coinCou: '10' }, 'Please complete identity verification first'],
      [buyer, { advertiseId: advertId, coinCou: '10', tradePwd: 'a'.repeat(32) }, 'The trade password is wrong'],
      [buyer, { advertiseId: advertId }, 'Enter either the coin amount or the fiat amount'],
      [buyer, { advertiseId: advertId, coinCou: '1' }, 'The order must be between 10.00 and 720.00 CNY'],
      [buyer, { advertiseId: advertId, fiatCurrencyAmount: '800' }, 'The order must be between 10.00 and 720.00 CNY'],
      [buyer, { advertiseId: '999999', coinCou: '10' }, 'This advert is not available'],
      [merchant, { advertiseId: advertId, coinCou: '10' }, 'You cannot trade with your own advert'],
      [buyer, { advertiseId: advertId, coinCou: '-1' }, 'The amount has at most 8 decimals'],
    ] as const) {
      const res = await calls.order(m, body);
      expect([res.body.code, res.body.msg]).toEqual([400, msg]);
    }
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual(before);
    expect((await calls.orders(buyer)).body.data.total).toBe(0);
  });

  it('goes waiting → paid → completed, with every refused step refused, and moves the coins', async () => {
    const buyer = await p2pMember(t);
    const stranger = await p2pMember(t);
    const placed = await calls.order(buyer, { advertiseId: advertId, fiatCurrencyAmount: '72' });
    expect(placed.body.code).toBe(200);
    const id = placed.body.data;
    const detail = (await calls.detail(buyer, id)).body.data;
    expect([detail.order_status, detail.coin_cou, detail.fiat_currency_amount, detail.role, detail.actions]).toEqual(['1', '10', '72.00', 'buyer', ['pay', 'cancel']]);
    expect(detail.payee[0]?.account).toBe('6222 0000 1111');
    expect(detail.pay_deadline - detail.order_time).toBe(15 * 60_000);
    expect((await calls.detail(merchant, id)).body.data.actions).toEqual([]);
    // The escrow came out of the advert's remainder: still locked on the merchant wallet.
    expect((await calls.myAdverts(merchant)).body.data.records[0]?.remaining).toBe('90');

    expect((await calls.detail(stranger, id)).body.msg).toBe('Order not found');
    expect((await calls.pay(stranger, id)).body.msg).toBe('Order not found');
    expect((await calls.cancel(stranger, id)).body.msg).toBe('Order not found');
    expect((await calls.release(stranger, id)).body.msg).toBe('Order not found');
    expect((await calls.history(stranger, id)).body.msg).toBe('Order not found');
    expect((await calls.chat(stranger, id, 'hi')).body.msg).toBe('Order not found');
    expect((await calls.release(merchant, id)).body.msg).toBe('The buyer has not marked the order paid');
    expect((await calls.cancel(merchant, id)).body.msg).toBe('Only the buyer can cancel the order');
    expect((await calls.pay(merchant, id)).body.msg).toBe('Only the buyer can mark the order paid');

    expect((await calls.chat(buyer, id, 'Paying now')).body.data.who).toBe('me');
    expect((await calls.chat(merchant, id, '   ')).body.msg).toBe('The message is empty');
    expect((await calls.chat(merchant, id, 'OK')).body.code).toBe(200);
    const lines = (await calls.history(merchant, id)).body.data;
    expect(lines.map((l) => [l.who, l.content])).toEqual([['system', 'created'], ['them', 'Paying now'], ['me', 'OK']]);

    expect((await calls.pay(buyer, id)).body.code).toBe(200);
    expect((await calls.pay(buyer, id)).body.msg).toBe('The order is not waiting for payment');
    expect((await calls.cancel(buyer, id)).body.msg).toBe('The order can no longer be cancelled');
    expect((await calls.cancel(merchant, id)).body.msg).toBe('Only the buyer can cancel the order');
    expect((await calls.release(buyer, id)).body.msg).toBe('Only the seller can release the coins');
    expect((await calls.release(merchant, id, 'b'.repeat(32))).body.msg).toBe('The trade password is wrong');
    expect((await calls.detail(merchant, id)).body.data.actions).toEqual(['release', 'appeal']);
    const merchantBefore = await balanceOf(t, merchant.id, '8', 'USDT');
    expect((await calls.release(merchant, id)).body.code).toBe(200);
    expect((await calls.release(merchant, id)).body.msg).toBe('The buyer has not marked the order paid');
    expect(await balanceOf(t, buyer.id, '1', 'USDT')).toEqual({ available: '10010', locked: '0' });
    const merchantAfter = await balanceOf(t, merchant.id, '8', 'USDT');
    expect([merchantAfter.available, Number(merchantAfter.locked)]).toEqual([merchantBefore.available, Number(merchantBefore.locked) - 10]);
    expect((await calls.orders(buyer, { status: '3' })).body.data.records.map((r) => r.id)).toEqual([id]);
    expect((await calls.merchantOrders(merchant, { status: '3' })).body.data.records[0]?.type).toBe('2');
    expect((await calls.merchantOrders(buyer)).body.msg).toBe('Only merchants can do this');
    expect((await calls.chat(buyer, id, 'thanks')).body.msg).toBe('The order has ended; its chat is closed');
  });

  it('gives the escrow back to the advert when the buyer cancels, or when the window passes', async () => {
    const buyer = await p2pMember(t);
    const remaining = async () => (await calls.myAdverts(merchant)).body.data.records.find((r) => r.id === advertId)!.remaining;
    const start = await remaining();
    const lockedBefore = await balanceOf(t, merchant.id, '8', 'USDT');
    const first = (await calls.order(buyer, { advertiseId: advertId, coinCou: '5' })).body.data;
    expect(Number(await remaining())).toBe(Number(start) - 5);
    expect((await calls.cancel(buyer, first)).body.code).toBe(200);
    expect(await remaining()).toBe(start);

    const second = (await calls.order(buyer, { advertiseId: advertId, coinCou: '5' })).body.data;
    await t.ex.db.updateTable('otc_order').set({ pay_deadline: String(Date.now() - 1) }).where('id', '=', second).execute();
    expect((await calls.pay(buyer, second)).body.msg).toBe('The payment window has passed');
    expect(await t.ex.otc.expireDue()).toBe(1);
    expect((await calls.detail(buyer, second)).body.data.order_status).toBe('4');
    expect(await remaining()).toBe(start);
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual(lockedBefore);
    expect((await calls.history(buyer, second)).body.data.at(-1)?.content).toBe('expired');
  });

  it('refuses a fourth open order', async () => {
    const buyer = await p2pMember(t);
    for (let i = 0; i < 3; i++) expect((await calls.order(buyer, { advertiseId: advertId, coinCou: '2' })).body.code).toBe(200);
    expect((await calls.order(buyer, { advertiseId: advertId, coinCou: '2' })).body.msg).toBe('You can have at most 3 open P2P orders');
  });
});

describe('a member selling to a buy advert', () => {
  it('holds the member\'s coins, the merchant pays, the member releases', async () => {
    const merchant = await p2pMerchant(t);
    const seller = await p2pMember(t);
    const ad = (await calls.createAdvert(merchant, sellAdvert({ direction: '1', price: '7.10' }))).body.data;
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual({ available: '0', locked: '500' });
    expect((await calls.order(seller, { advertiseId: ad.id, coinCou: '20' })).body.msg).toBe('Please add a payment method this advert accepts');
    await calls.savePayment(seller, bankMethod());
    expect((await calls.market({ side: '2' })).body.data.records.map((r) => r.id)).toContain(ad.id);
    const id = (await calls.order(seller, { advertiseId: ad.id, coinCou: '20' })).body.data;
    expect(await balanceOf(t, seller.id, '1', 'USDT')).toEqual({ available: '9980', locked: '20' });
    const detail = (await calls.detail(merchant, id)).body.data;
    expect([detail.role, detail.actions, detail.fiat_currency_amount]).toEqual(['buyer', ['pay', 'cancel'], '142.00']);
    expect((await calls.cancel(seller, id)).body.msg).toBe('Only the buyer can cancel the order');
    expect((await calls.pay(merchant, id)).body.code).toBe(200);
    expect((await calls.release(seller, id)).body.code).toBe(200);
    expect(await balanceOf(t, seller.id, '1', 'USDT')).toEqual({ available: '9980', locked: '0' });
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual({ available: '20', locked: '500' });
  });
});

describe('appeals', () => {
  it('keeps the escrow locked until the operator refunds the seller', async () => {
    const { merchant, advert } = await sellingMerchant();
    const buyer = await p2pMember(t);
    const id = (await calls.order(buyer, { advertiseId: advert.id, coinCou: '10' })).body.data;
    expect((await calls.appeal(buyer, { orderId: id, type: '1', description: 'too early' })).body.msg).toBe('An appeal can be opened only after the order is marked paid');
    await calls.pay(buyer, id);
    const locked = await balanceOf(t, merchant.id, '8', 'USDT');
    expect((await calls.appeal(buyer, { orderId: id, type: '1', description: '' })).body.msg).toBe('Please describe the problem');
    expect((await calls.appeal(buyer, { orderId: id, type: '1', description: 'x', proof: '/uploads/not-mine.png' })).body.msg).toBe('Please upload the image again');
    expect((await calls.appeal(buyer, { orderId: id, type: '1', reason: 'not released', description: 'I paid 72 CNY' })).body.code).toBe(200);
    expect((await calls.appeal(merchant, { orderId: id, type: '1', description: 'again' })).body.msg).toBe('An appeal is already open on this order');
    expect((await calls.appealCancel(merchant, id)).body.msg).toBe('Only who opened the appeal can withdraw it');
    expect((await calls.appeal(merchant, { orderId: id, type: '4', description: 'No money arrived' })).body.code).toBe(200);
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual(locked);
    const d = (await calls.detail(buyer, id)).body.data;
    expect([d.appeal_status, d.appeal_initiator, d.appeal_record_status, d.actions]).toEqual(['1', 'buyer', '1', ['appealAdd', 'appealCancel']]);
    expect(await admin(t, ['otc-appeals'])).toContain(`#${id}`);
    await expect(admin(t, ['appeal-resolve', id])).rejects.toThrow('Give either --release or --refund');
    expect(await admin(t, ['appeal-resolve', id, '--refund', '--note', 'no payment proof'])).toContain('returned to the seller');
    const ended = (await calls.detail(buyer, id)).body.data;
    expect([ended.order_status, ended.appeal_status, ended.appeal_result]).toEqual(['4', '2', 'refund']);
    const timeline = (await calls.timeline(merchant, id)).body.data;
    expect(timeline.map((e) => [e.type, e.who])).toEqual([['1', 'buyer'], ['4', 'seller'], ['6', 'operator']]);
    expect((await calls.timeline(await p2pMember(t), id)).body.msg).toBe('Order not found');
    await expect(admin(t, ['appeal-resolve', id, '--release'])).rejects.toThrow('is not in appeal');
  });

  it('releases to the buyer on the operator\'s word, and the initiator may withdraw', async () => {
    const { merchant, advert } = await sellingMerchant();
    const buyer = await p2pMember(t);
    const id = (await calls.order(buyer, { advertiseId: advert.id, coinCou: '10' })).body.data;
    await calls.pay(buyer, id);
    await calls.appeal(merchant, { orderId: id, type: '1', description: 'checking' });
    expect((await calls.appealCancel(merchant, id)).body.code).toBe(200);
    expect((await calls.detail(buyer, id)).body.data.appeal_status).toBe('2');
    await calls.appeal(buyer, { orderId: id, type: '1', description: 'please release' });
    expect(await admin(t, ['appeal-resolve', id, '--release'])).toContain('released to the buyer');
    expect(await balanceOf(t, buyer.id, '1', 'USDT')).toEqual({ available: '10010', locked: '0' });
  });

  it('writes the operator\'s ruling on the timeline only with the ending of the order (both or neither)', async () => {
    const { merchant, advert } = await sellingMerchant();
    const buyer = await p2pMember(t);
    const id = (await calls.order(buyer, { advertiseId: advert.id, coinCou: '10' })).body.data;
    await calls.pay(buyer, id);
    await calls.appeal(buyer, { orderId: id, type: '1', description: 'please release' });
    const locked = await balanceOf(t, merchant.id, '8', 'USDT');
    // The release's ledger transfer fails inside the transaction that ends the order.
    const ledger = new Proxy(t.ex.ledger, { get: (target, key, receiver) => (key === 'transfer' ? () => Promise.reject(new Error('ledger down')) : Reflect.get(target, key, receiver)) });
    await expect(resolveAppeal({ ...t.ex.otc.deps, ledger }, t.ex.otc.book, id, 'release', 'paid in full')).rejects.toThrow('ledger down');
    const still = (await calls.detail(buyer, id)).body.data;
    expect([still.order_status, still.appeal_status]).toEqual(['2', '1']);
    expect((await calls.timeline(buyer, id)).body.data.map((e) => e.who)).toEqual(['buyer']);
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual(locked);
    // The ruling again, with the ledger up: one operator entry, the order completed.
    expect(await admin(t, ['appeal-resolve', id, '--release', '--note', 'paid in full'])).toContain('released to the buyer');
    const timeline = (await calls.timeline(merchant, id)).body.data;
    expect(timeline.map((e) => [e.who, e.reason])).toEqual([['buyer', ''], ['operator', 'release']]);
    expect((await calls.detail(buyer, id)).body.data.order_status).toBe('3');
  });
});

describe('floating prices', () => {
  /** The operator's CNY rate per US dollar (content currency_rates, seeded at 7.18). */
  const setRate = (code: string, rate: string) =>
    t.ex.db
      .updateTable('content_row')
      .set({ data: sql`jsonb_set(data::jsonb, '{rate}', to_jsonb(${rate}::text))` as never })
      .where('table_id', '=', 'currency_rates')
      .where(sql<boolean>`data::jsonb->>'exchange_code' = ${code}`)
      .execute();
  afterAll(async () => {
    await setRate('CNY', '7.18');
    await setRate('KRW', '1385.5');
  });

  it('prices an order at the index times the margin at order time, and refuses bad margins or a missing index', async () => {
    const merchant = await p2pMerchant(t, { USDT: '1000' });
    expect((await calls.savePayment(merchant, bankMethod())).body.code).toBe(200);
    for (const [over, msg] of [
      [{ priceType: '2' }, 'Please enter the margin as a percentage of the index'],
      [{ priceType: '2', margin: '150.01' }, 'The margin is 50% to 150% of the index'],
      [{ priceType: '2', margin: '49.99' }, 'The margin is 50% to 150% of the index'],
      [{ priceType: '2', margin: '101.555' }, 'Please enter the margin as a percentage with at most 2 decimals'],
      [{ priceType: '3', margin: '101' }, 'priceType must be 1 (fixed) or 2 (floating)'],
      [{ priceType: '1', price: '' }, 'Please enter a price'],
    ] as const) {
      const res = await calls.createAdvert(merchant, sellAdvert({ ...over, price: 'price' in over ? over.price : undefined }));
      expect([res.body.code, res.body.msg]).toEqual([400, msg]);
    }
    await setRate('KRW', '0');
    expect((await calls.createAdvert(merchant, sellAdvert({ fiat: 'KRW', priceType: '2', margin: '101', price: undefined }))).body.msg).toBe('No index price for USDT in KRW right now; use a fixed price');
    expect(await balanceOf(t, merchant.id, '8', 'USDT')).toEqual({ available: '1000', locked: '500' });

    // USDT's index in CNY is the operator's rate, 7.18: 101.5% of it is 7.2877, 7.28 to the cent (down).
    const ad = (await calls.createAdvert(merchant, sellAdvert({ priceType: '2', margin: '101.5', price: undefined }))).body.data;
    expect([ad.price_type, ad.margin, ad.price]).toEqual(['2', '101.5', '7.28']);
    const buyer = await p2pMember(t);
    const first = (await calls.order(buyer, { advertiseId: ad.id, coinCou: '10' })).body.data;
    const firstDetail = (await calls.detail(buyer, first)).body.data;
    expect([firstDetail.unit_price, firstDetail.fiat_currency_amount]).toEqual(['7.28', '72.80']);

    // The index moves: the advert's price follows, in the market and in the merchant's list; the open order keeps its price.
    await setRate('CNY', '7.30');
    const listed = (await calls.market({ side: '1', coin: 'USDT', fiat: 'CNY', size: '100' })).body.data.records.find((r) => r.id === ad.id);
    expect([listed?.price, listed?.margin]).toEqual(['7.40', '101.5']);
    expect((await calls.myAdverts(merchant)).body.data.records.find((r) => r.id === ad.id)?.price).toBe('7.40');
    const second = (await calls.order(buyer, { advertiseId: ad.id, fiatCurrencyAmount: '74' })).body.data;
    const secondDetail = (await calls.detail(buyer, second)).body.data;
    expect([secondDetail.unit_price, secondDetail.coin_cou, secondDetail.fiat_currency_amount]).toEqual(['7.40', '10', '74.00']);
    expect((await calls.detail(buyer, first)).body.data.unit_price).toBe('7.28');

    // A floating advert is sorted at its live price: above a fixed 7.35, below a fixed 7.45.
    const cheaper = (await calls.createAdvert(merchant, sellAdvert({ price: '7.35', total: '10' }))).body.data;
    const dearer = (await calls.createAdvert(merchant, sellAdvert({ price: '7.45', total: '10' }))).body.data;
    const order = (await calls.market({ side: '1', coin: 'USDT', fiat: 'CNY', size: '100' })).body.data.records.map((r) => r.id).filter((id) => [ad.id, cheaper.id, dearer.id].includes(id));
    expect(order).toEqual([cheaper.id, ad.id, dearer.id]);
    // The amount filter uses the live price too: 80 left × 7.40 = 592 CNY.
    const fits = async (amount: string) => (await calls.market({ side: '1', coin: 'USDT', fiat: 'CNY', amount, size: '100' })).body.data.records.some((r) => r.id === ad.id);
    expect([await fits('592'), await fits('592.01')]).toEqual([true, false]);

    // Without an index the advert has no price: it leaves the market and takes no order.
    await setRate('CNY', 'none');
    expect((await calls.market({ side: '1', coin: 'USDT', fiat: 'CNY', size: '100' })).body.data.records.some((r) => r.id === ad.id)).toBe(false);
    expect((await calls.order(buyer, { advertiseId: ad.id, coinCou: '1' })).body.msg).toBe('No index price for USDT in CNY right now; please try again later');
  });
});

