// P2P calls (contract OTC_PATH). Inputs are parsed here with the contract's schemas; the parts
// (merchants, adverts, payments, orders, chat, appeals) judge them. Every call but the advert list
// and the market config needs a logged-in member.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  advertBody,
  advertQuery,
  advertStatusBody,
  appealBody,
  chatSendBody,
  coinBase,
  merchantApplyBody,
  ok,
  OTC_COINS,
  OTC_FIATS,
  OTC_LIMITS,
  OTC_PATH,
  orderListBody,
  pageQuery,
  PAYMENT_KINDS,
  paymentBody,
  paymentDeleteBody,
  releaseBody,
  submitOrderBody,
} from '@exchange/contract';
import { merchantStatus as merchantStatusAnswer, otcAdvertPage, otcAdvertRow, otcAppealEntry, otcChatLine, otcMarketConfig, otcOrderDetail, otcOrderPage, paymentMethod } from '@exchange/contract/answers/otc';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { Otc } from './index.ts';
import { applyForMerchant, DEPOSIT_COIN, merchantStatus } from './merchants.ts';
import { createAdvert, marketAdverts, modifyAdvert, myAdverts, setAdvertStatus } from './adverts.ts';
import { deletePayment, paymentMethods, savePayment } from './payments.ts';
import { cancelOrder, listOrders, markPaid, orderDetail, releaseOrder, submitOrder } from './orders.ts';
import { appeal, appealTimeline, cancelAppeal } from './appeals.ts';

const orderIdParam = (value: unknown): string => {
  const id = String(value ?? '');
  if (!/^\d{1,18}$/.test(id)) throw new BusinessError('Order not found');
  return id;
};
const detailQuery = z.object({ orderId: z.union([z.string(), z.number()]).transform(String) });
const idParams = z.object({ id: z.string() });

export const otcRoutes = async (app: FastifyInstance, opts: { otc: Otc; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { otc } = opts;
  const deps = otc.deps;
  const limit = { max: 60, timeWindow: 60_000 };

  app.get(`${base}/${OTC_PATH.config}`, { config: { doc: { summary: 'What the P2P market trades: coins, currencies, payment kinds, and the merchant deposit', answer: otcMarketConfig } } }, async () =>
    ok({ coins: [...OTC_COINS], fiats: [...OTC_FIATS], pay_kinds: [...PAYMENT_KINDS], merchant_deposit: OTC_LIMITS.merchantDeposit, deposit_coin: DEPOSIT_COIN }),
  );

  app.get(`${base}/${OTC_PATH.adverts}`, { config: { doc: { summary: 'Online adverts: side 1 to buy from merchants (cheapest first), 2 to sell to them', query: advertQuery, answer: otcAdvertPage } } }, async (request) =>
    ok(await marketAdverts(deps, parse(advertQuery, request.query))),
  );

  app.post(`${base}/${OTC_PATH.apply}`, { config: { rateLimit: { max: 30, timeWindow: 60_000 }, doc: { summary: 'Apply to be a merchant; the deposit moves from spot to the merchant wallet and stays locked', auth: 'member', body: merchantApplyBody, answer: z.null() } } }, async (request) => {
    await applyForMerchant(deps, requireCaller(request).memberId, parse(merchantApplyBody, request.body));
    return ok(null, 'Your application has been submitted for review');
  });

  app.get(`${base}/${OTC_PATH.merchantStatus}`, { config: { doc: { summary: "The caller's merchant application and, for a merchant, its figures", auth: 'member', answer: merchantStatusAnswer } } }, async (request) =>
    ok(await merchantStatus(deps, requireCaller(request).memberId)),
  );

  app.post(`${base}/${OTC_PATH.advertCreate}`, { config: { rateLimit: limit, doc: { summary: 'Post an advert (online at once; a sell advert holds its total on the merchant wallet)', auth: 'member', body: advertBody, answer: otcAdvertRow } } }, async (request) =>
    ok(await createAdvert(deps, requireCaller(request).memberId, parse(advertBody, request.body)), 'The advert is online'),
  );

  app.post(`${base}/${OTC_PATH.advertModify}`, { config: { rateLimit: limit, doc: { summary: 'Change a paused advert', auth: 'member', body: advertBody, answer: otcAdvertRow } } }, async (request) =>
    ok(await modifyAdvert(deps, requireCaller(request).memberId, parse(advertBody, request.body)), 'Saved'),
  );

  app.post(`${base}/${OTC_PATH.advertStatus}`, { config: { rateLimit: limit, doc: { summary: 'Put an advert online (1), pause it (0) or close it (2)', auth: 'member', body: advertStatusBody, answer: otcAdvertRow } } }, async (request) => {
    const body = parse(advertStatusBody, request.body);
    return ok(await setAdvertStatus(deps, requireCaller(request).memberId, body.id, Number(body.status) as 0 | 1 | 2), 'Saved');
  });

  app.get(`${base}/${OTC_PATH.advertMine}`, { config: { doc: { summary: "The merchant's own adverts", auth: 'member', query: pageQuery, answer: otcAdvertPage } } }, async (request) =>
    ok(await myAdverts(deps, requireCaller(request).memberId, parse(pageQuery, request.query))),
  );

  app.post(`${base}/${OTC_PATH.payment}`, { config: { rateLimit: limit, doc: { summary: 'Add a payment method, or change one (id); needs the trade password', auth: 'member', body: paymentBody, answer: paymentMethod } } }, async (request) =>
    ok(await savePayment(deps, otc.dataDir, requireCaller(request).memberId, parse(paymentBody, request.body)), 'Saved'),
  );

  app.get(`${base}/${OTC_PATH.getPayment}`, { config: { doc: { summary: "The caller's payment methods", auth: 'member', answer: z.array(paymentMethod) } } }, async (request) =>
    ok(await paymentMethods(deps.db, requireCaller(request).memberId)),
  );

  app.post(`${base}/${OTC_PATH.deletePayment}`, { config: { rateLimit: limit, doc: { summary: 'Remove a payment method; needs the trade password', auth: 'member', body: paymentDeleteBody, answer: z.null() } } }, async (request) => {
    const body = parse(paymentDeleteBody, request.body);
    await deletePayment(deps, requireCaller(request).memberId, body.id, body.tradePwd);
    return ok(null, 'Removed');
  });

  app.post(`${base}/${OTC_PATH.submitOrder}`, { config: { rateLimit: limit, doc: { summary: "Place an order on an advert (coinCou or fiatCurrencyAmount); the seller's coins are held at once", auth: 'member', body: submitOrderBody, answer: z.string() } } }, async (request) =>
    ok(await submitOrder(deps, otc.book, requireCaller(request).memberId, parse(submitOrderBody, request.body)), 'The order has been placed'),
  );

  app.post(`${base}/${OTC_PATH.orders}`, { config: { doc: { summary: "The caller's P2P orders as a member", auth: 'member', body: orderListBody, answer: otcOrderPage } } }, async (request) =>
    ok(await listOrders(deps, requireCaller(request).memberId, parse(orderListBody, request.body), false)),
  );

  app.get(`${base}/${OTC_PATH.merchantOrders}`, { config: { doc: { summary: "The merchant's P2P orders", auth: 'member', query: orderListBody, answer: otcOrderPage } } }, async (request) =>
    ok(await listOrders(deps, requireCaller(request).memberId, parse(orderListBody, request.query), true)),
  );

  app.get(`${base}/${OTC_PATH.orderDetail}`, { config: { doc: { summary: 'One order as its party sees it: the payee\'s payment details, the deadline and what the caller may do', auth: 'member', query: detailQuery, answer: otcOrderDetail } } }, async (request) =>
    ok(await orderDetail(deps, requireCaller(request).memberId, orderIdParam(parse(detailQuery, request.query).orderId))),
  );

  app.post(`${base}/buy/pay/:id`, { config: { rateLimit: limit, doc: { summary: 'The buyer has paid (1 → 2)', auth: 'member', params: idParams, answer: z.null() } } }, async (request) => {
    await markPaid(deps, otc.book, requireCaller(request).memberId, orderIdParam((request.params as { id: string }).id));
    return ok(null, 'Marked paid');
  });

  app.post(`${base}/buy/complete/:id`, { config: { rateLimit: limit, doc: { summary: 'The seller received the money and releases the coins (2 → 3); needs the trade password', auth: 'member', params: idParams, body: releaseBody, answer: z.null() } } }, async (request) => {
    const body = parse(releaseBody, request.body);
    await releaseOrder(deps, otc.book, requireCaller(request).memberId, orderIdParam((request.params as { id: string }).id), body.tradePwd);
    return ok(null, 'The coins have been released');
  });

  app.post(`${base}/buy/cancel/:id`, { config: { rateLimit: limit, doc: { summary: 'The buyer cancels before paying (1 → 4)', auth: 'member', params: idParams, answer: z.null() } } }, async (request) => {
    await cancelOrder(deps, otc.book, requireCaller(request).memberId, orderIdParam((request.params as { id: string }).id));
    return ok(null, 'The order has been cancelled');
  });

  app.post(`${base}/${OTC_PATH.sendChat}`, { config: { rateLimit: { max: 120, timeWindow: 60_000 }, doc: { summary: 'Send a line (1 text, 2 image link) to the other party of an order', auth: 'member', body: chatSendBody, answer: otcChatLine } } }, async (request) =>
    ok(await otc.sendChat(requireCaller(request).memberId, parse(chatSendBody, request.body))),
  );

  app.get(`${base}/buy/getOrderChatRecord/:id`, { config: { doc: { summary: "An order's chat, oldest first (its parties only)", auth: 'member', params: idParams, answer: z.array(otcChatLine) } } }, async (request) =>
    ok(await otc.chatHistory(requireCaller(request).memberId, orderIdParam((request.params as { id: string }).id))),
  );

  app.post(`${base}/${OTC_PATH.appeal}`, { config: { rateLimit: limit, doc: { summary: 'Open an appeal on a paid order (type 1) or add to the open one (type 4)', auth: 'member', body: appealBody, answer: z.null() } } }, async (request) => {
    await appeal(deps, otc.book, otc.dataDir, requireCaller(request).memberId, parse(appealBody, request.body));
    return ok(null, 'Submitted');
  });

  app.get(`${base}/buy/appeal/order/:id`, { config: { doc: { summary: "An order's appeal timeline (its parties only)", auth: 'member', params: idParams, answer: z.array(otcAppealEntry) } } }, async (request) =>
    ok(await appealTimeline(deps, requireCaller(request).memberId, orderIdParam((request.params as { id: string }).id))),
  );

  app.post(`${base}/buy/appeal/cancel/:id`, { config: { rateLimit: limit, doc: { summary: 'The initiator withdraws the appeal', auth: 'member', params: idParams, answer: z.null() } } }, async (request) => {
    await cancelAppeal(deps, otc.book, requireCaller(request).memberId, orderIdParam((request.params as { id: string }).id));
    return ok(null, 'The appeal has been withdrawn');
  });
};
