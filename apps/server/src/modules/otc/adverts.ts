// A merchant's adverts: created online, editable while paused, paused, resumed and closed. A sell
// advert (direction 2) holds its remainder on the merchant wallet while it is online (`held`), so
// every order placed on it has its escrow already; pausing or closing gives back what no order has
// taken. A buy advert (direction 1) holds nothing: the member who sells to it is the one whose coins
// are held, when the order is placed (orders.ts).
import type { z } from 'zod';
import type { advertBody, AdvertQuery, OtcAdvertRow, Page, PaymentKind } from '@exchange/contract';
import { advertQuery, OTC_COINS, OTC_FIATS, OTC_LIMITS } from '@exchange/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { memberOwner } from '../../ledger/index.ts';
import { cents, centsText, coinText, coinUnits, fiatOf, MERCHANT_WALLET, requireMerchant, type OtcDeps } from './context.ts';
import { figuresOf } from './figures.ts';
import { floatingPrice, marginBp, marginText } from './fiatIndex.ts';

type AdvertInput = z.infer<typeof advertBody>;
type AdvertRecord = Database['otc_advert'] & { id: string; merchant_id: string; held: string; status: number; price_type: number; margin_bp: number };
type Trx = Transaction<Database>;

export const ADVERT_STATUS = { paused: 0, online: 1, closed: 2 } as const;

/** The price terms: a fixed price, or a margin over the index (checked against the index now). */
const terms = async (deps: OtcDeps, body: AdvertInput) => {
  const floating = body.priceType === '2';
  let price: bigint;
  let bp = 0;
  if (floating) {
    if (body.margin === undefined) throw new BusinessError('Please enter the margin as a percentage of the index');
    bp = marginBp(body.margin);
    if (bp < OTC_LIMITS.marginMin * 100 || bp > OTC_LIMITS.marginMax * 100) throw new BusinessError(`The margin is ${OTC_LIMITS.marginMin}% to ${OTC_LIMITS.marginMax}% of the index`);
    const index = deps.index ? await deps.index(body.coin, body.fiat) : null;
    if (index === null) throw new BusinessError(`No index price for ${body.coin} in ${body.fiat} right now; use a fixed price`);
    price = floatingPrice(index, bp);
  } else {
    if (body.price === undefined) throw new BusinessError('Please enter a price');
    price = cents(body.price);
  }
  const total = coinUnits(body.total);
  const min = cents(body.minAmount);
  const max = cents(body.maxAmount);
  if (price <= 0n) throw new BusinessError('The price must be above 0');
  if (total <= 0n) throw new BusinessError('The total amount must be above 0');
  if (min <= 0n) throw new BusinessError('The minimum order must be above 0');
  if (min > max) throw new BusinessError('The minimum order cannot be above the maximum');
  if (min > fiatOf(total, price)) throw new BusinessError('The minimum order is more than the whole advert is worth');
  return { price, total, min, max, priceType: floating ? 2 : 1, bp };
};

/** The price an order on this advert gets now, in cents; null for a floating advert while its index is unknown. */
export const livePrice = async (deps: OtcDeps, advert: { price_type: number; margin_bp: number; price: string; coin: string; fiat: string }): Promise<bigint | null> => {
  if (advert.price_type !== 2) return BigInt(advert.price);
  const index = deps.index ? await deps.index(advert.coin, advert.fiat) : null;
  return index === null ? null : floatingPrice(index, advert.margin_bp);
};

/** Holds (or gives back) part of a sell advert's remainder on the merchant wallet. */
export const moveAdvertHold = async (deps: OtcDeps, trx: Trx, advert: { id: string; member_id: string; coin: string }, delta: bigint): Promise<void> => {
  if (delta === 0n) return;
  const input = { owner: memberOwner(String(advert.member_id)), walletType: MERCHANT_WALLET, asset: advert.coin, amount: delta > 0n ? delta : -delta, ref: `otc_advert:${advert.id}` };
  if (delta > 0n) await deps.ledger.hold(input, trx);
  else await deps.ledger.release(input, trx);
};

/** The row as sent; `price` is the live price (a floating advert's index × margin, or its last saved price while the index is unknown). */
export const toAdvertRow = (r: AdvertRecord, merchant: { name: string; completed: number; rate: string }, price: bigint | null = null): OtcAdvertRow => ({
  id: String(r.id),
  merchant_id: String(r.merchant_id),
  merchant_name: merchant.name,
  completed_orders: merchant.completed,
  completion_rate: merchant.rate,
  direction: String(r.direction) as '1' | '2',
  coin: r.coin,
  fiat: r.fiat,
  price: centsText(price ?? r.price),
  price_type: r.price_type === 2 ? '2' : '1',
  margin: r.price_type === 2 ? marginText(r.margin_bp) : '',
  total: coinText(r.total),
  remaining: coinText(r.remaining),
  min_amount: centsText(r.min_amount),
  max_amount: centsText(r.max_amount),
  pay_kinds: r.pay_kinds.split(',').filter(Boolean),
  pay_minutes: r.pay_minutes,
  terms: r.terms,
  auto_reply: r.auto_reply,
  status: String(r.status) as '0' | '1' | '2',
  create_time: Number(r.create_time),
});

const rowsWithMerchants = async (deps: OtcDeps, rows: Array<AdvertRecord & { live_price?: string | null }>): Promise<OtcAdvertRow[]> => {
  const ids = [...new Set(rows.map((r) => String(r.merchant_id)))];
  const figures = await figuresOf(deps.db, ids);
  const names = ids.length ? await deps.db.selectFrom('merchant').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  const nameOf = new Map(names.map((n) => [String(n.id), n.name]));
  return Promise.all(
    rows.map(async (r) => {
      const f = figures.get(String(r.merchant_id))!;
      const price = r.live_price !== undefined ? (r.live_price === null ? null : BigInt(r.live_price)) : await livePrice(deps, r);
      return toAdvertRow(r, { name: nameOf.get(String(r.merchant_id)) ?? '', completed: f.completed, rate: f.rate }, price);
    }),
  );
};

export const advertById = async (deps: OtcDeps, id: string): Promise<OtcAdvertRow> => {
  const row = await deps.db.selectFrom('otc_advert').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('Advert not found');
  return (await rowsWithMerchants(deps, [row as AdvertRecord]))[0]!;
};

export const createAdvert = async (deps: OtcDeps, memberId: string, body: AdvertInput): Promise<OtcAdvertRow> => {
  const merchant = await requireMerchant(deps.db, memberId);
  const t = await terms(deps, body);
  const sells = body.direction === '2';
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('otc_advert')
      .values({
        merchant_id: String(merchant.id),
        member_id: memberId,
        direction: Number(body.direction),
        coin: body.coin,
        fiat: body.fiat,
        price: t.price.toString(),
        price_type: t.priceType,
        margin_bp: t.bp,
        total: t.total.toString(),
        remaining: t.total.toString(),
        held: sells ? t.total.toString() : '0',
        min_amount: t.min.toString(),
        max_amount: t.max.toString(),
        pay_kinds: [...new Set(body.payKinds)].sort().join(','),
        pay_minutes: body.payMinutes,
        terms: body.terms,
        auto_reply: body.autoReply,
        status: ADVERT_STATUS.online,
        create_time: String(deps.now()),
      })
      .returning(['id', 'member_id', 'coin'])
      .executeTakeFirstOrThrow();
    if (sells) await moveAdvertHold(deps, trx, row, t.total);
    return String(row.id);
  });
  return advertById(deps, id);
};

const ownAdvert = async (trx: Trx, memberId: string, id: string): Promise<AdvertRecord> => {
  const row = await trx.selectFrom('otc_advert').selectAll().where('id', '=', id).where('member_id', '=', memberId).forUpdate().executeTakeFirst();
  if (!row) throw new BusinessError('Advert not found');
  return row as AdvertRecord;
};

/** Changes a paused advert's terms; the total sets a new remainder (what orders took stays taken). */
export const modifyAdvert = async (deps: OtcDeps, memberId: string, body: AdvertInput): Promise<OtcAdvertRow> => {
  if (!body.id) throw new BusinessError('Advert not found');
  await requireMerchant(deps.db, memberId);
  const t = await terms(deps, body);
  await deps.db.transaction().execute(async (trx) => {
    const advert = await ownAdvert(trx, memberId, body.id!);
    if (advert.status !== ADVERT_STATUS.paused) throw new BusinessError('Pause the advert before changing it');
    if (String(advert.direction) !== body.direction || advert.coin !== body.coin) throw new BusinessError('The side and coin of an advert cannot change');
    const taken = BigInt(advert.total) - BigInt(advert.remaining);
    if (t.total < taken) throw new BusinessError('The total cannot be less than what orders have already taken');
    await trx
      .updateTable('otc_advert')
      .set({
        fiat: body.fiat,
        price: t.price.toString(),
        price_type: t.priceType,
        margin_bp: t.bp,
        total: t.total.toString(),
        remaining: (t.total - taken).toString(),
        min_amount: t.min.toString(),
        max_amount: t.max.toString(),
        pay_kinds: [...new Set(body.payKinds)].sort().join(','),
        pay_minutes: body.payMinutes,
        terms: body.terms,
        auto_reply: body.autoReply,
      })
      .where('id', '=', advert.id)
      .execute();
  });
  return advertById(deps, body.id);
};

/** 1 online (a sell advert holds its remainder again), 0 paused, 2 closed for good. */
export const setAdvertStatus = async (deps: OtcDeps, memberId: string, id: string, status: 0 | 1 | 2): Promise<OtcAdvertRow> => {
  await requireMerchant(deps.db, memberId);
  await deps.db.transaction().execute(async (trx) => {
    const advert = await ownAdvert(trx, memberId, id);
    if (advert.status === ADVERT_STATUS.closed) throw new BusinessError('The advert is closed');
    if (advert.status === status) return;
    const sells = advert.direction === 2;
    if (status === ADVERT_STATUS.online && BigInt(advert.remaining) === 0n) throw new BusinessError('Nothing is left to trade on this advert');
    const held = sells && status === ADVERT_STATUS.online ? BigInt(advert.remaining) : 0n;
    await moveAdvertHold(deps, trx, advert, held - BigInt(advert.held));
    await trx.updateTable('otc_advert').set({ status, held: held.toString() }).where('id', '=', advert.id).execute();
  });
  return advertById(deps, id);
};

export const myAdverts = async (deps: OtcDeps, memberId: string, page: { current: number; size: number }): Promise<Page<OtcAdvertRow>> => {
  const merchant = await requireMerchant(deps.db, memberId);
  const base = deps.db.selectFrom('otc_advert').where('merchant_id', '=', String(merchant.id));
  const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(page.size).offset((page.current - 1) * page.size).execute();
  return { records: await rowsWithMerchants(deps, rows as AdvertRecord[]), total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
};

/**
 * The live price in SQL: a fixed advert's price, or a floating one's index × margin with the index of
 * its coin and fiat (read now, one per pair); null for a floating advert whose index is unknown.
 */
const livePriceSql = async (deps: OtcDeps, coins: readonly string[], fiats: readonly string[]) => {
  const cases = [];
  for (const coin of coins)
    for (const fiat of fiats) {
      const index = deps.index ? await deps.index(coin, fiat) : null;
      if (index !== null) cases.push(sql`when coin = ${coin} and fiat = ${fiat} then div(margin_bp::numeric * ${index.toString()}::numeric, 10000)`);
    }
  return sql<string | null>`(case when price_type = 1 then price ${sql.join(cases, sql` `)} end)`;
};

/** Online adverts a member can trade with: side 1 lists merchants' sell adverts, cheapest first; side 2 buy adverts, dearest first (at their live prices). */
export const marketAdverts = async (deps: OtcDeps, input: AdvertQuery): Promise<Page<OtcAdvertRow>> => {
  const q = advertQuery.parse(input);
  const direction = q.side === '1' ? 2 : 1;
  const price = await livePriceSql(deps, q.coin ? [q.coin] : OTC_COINS, q.fiat ? [q.fiat] : OTC_FIATS);
  // A floating advert without an index has no price to trade at: it is not listed until there is one.
  let base = deps.db.selectFrom('otc_advert').where('status', '=', ADVERT_STATUS.online).where('direction', '=', direction).where('remaining', '>', '0').where(sql<boolean>`${price} is not null`);
  if (q.coin) base = base.where('coin', '=', q.coin);
  if (q.fiat) base = base.where('fiat', '=', q.fiat);
  if (q.amount) {
    const amount = cents(q.amount).toString();
    // Its limits admit the amount, and what is left of it is worth at least that much.
    base = base.where('min_amount', '<=', amount).where('max_amount', '>=', amount).where(sql<boolean>`remaining * ${price} >= ${amount}::numeric * 100000000`);
  }
  if (q.payKind) base = base.where('pay_kinds', 'like', `%${q.payKind satisfies PaymentKind}%`);
  const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .selectAll()
    .select(price.as('live_price'))
    .orderBy(price, direction === 2 ? 'asc' : 'desc')
    .orderBy('id')
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  return { records: await rowsWithMerchants(deps, rows as Array<AdvertRecord & { live_price: string | null }>), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
};
