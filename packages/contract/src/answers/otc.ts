// Answers of the P2P calls (otc.ts), for the server's API document and its tests.
import { z } from 'zod';
import type { MerchantStatus, OtcAdvertRow, OtcAppealEntry, OtcChatLine, OtcMarketConfig, OtcOrderDetail, OtcOrderRow, PaymentMethod } from '../otc.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, pageOf } from './common.ts';

const paymentKind = z.enum(['1', '2', '3', '4']);
const orderStatus = z.enum(['1', '2', '3', '4']);
const appealStatus = z.enum(['0', '1', '2']);

export const otcMarketConfig = exactly<OtcMarketConfig>()(
  z.object({ coins: z.array(z.string()), fiats: z.array(z.string()), pay_kinds: z.array(z.string()), merchant_deposit: decimal, deposit_coin: z.string() }),
);

export const otcAdvertRow = exactly<OtcAdvertRow>()(
  z.object({
    id: z.string(),
    merchant_id: z.string(),
    merchant_name: z.string(),
    completed_orders: z.number().int(),
    completion_rate: decimal,
    direction: z.enum(['1', '2']),
    coin: z.string(),
    fiat: z.string(),
    price: decimal,
    price_type: z.enum(['1', '2']),
    margin: z.string(),
    total: decimal,
    remaining: decimal,
    min_amount: decimal,
    max_amount: decimal,
    pay_kinds: z.array(z.string()),
    pay_minutes: z.number().int(),
    terms: z.string(),
    auto_reply: z.string(),
    status: z.enum(['0', '1', '2']),
    create_time: epochMs,
  }),
);
export const otcAdvertPage = pageOf(otcAdvertRow);

export const paymentMethod = exactly<PaymentMethod>()(
  z.object({ id: z.string(), kind: paymentKind, name: z.string(), account: z.string(), bank: z.string(), branch: z.string(), qr_image: z.string() }),
);

export const merchantStatus = exactly<MerchantStatus>()(
  z.object({
    application: z.enum(['0', '1', '2', '-1']),
    reason: z.string(),
    merchant_id: z.string(),
    name: z.string(),
    deposit: decimal,
    completed_orders: z.number().int(),
    completion_rate: decimal,
    open_orders: z.number().int(),
  }),
);

const orderFields = {
  id: z.string(),
  order_code: z.string(),
  order_time: epochMs,
  type: z.enum(['1', '2']),
  coin_cou: decimal,
  coin_symbol: z.string(),
  unit_price: decimal,
  fiat_currency_amount: decimal,
  fiat_currency: z.string(),
  order_status: orderStatus,
  appeal_status: appealStatus,
  merchant_name: z.string(),
};
export const otcOrderRow = exactly<OtcOrderRow>()(z.object(orderFields));
export const otcOrderPage = pageOf(otcOrderRow);

export const otcOrderDetail = exactly<OtcOrderDetail>()(
  z.object({
    ...orderFields,
    role: z.enum(['buyer', 'seller']),
    is_merchant_side: z.boolean(),
    pay_deadline: epochMs,
    paid_time: epochMs,
    finish_time: epochMs,
    payee: z.array(paymentMethod),
    payee_name: z.string(),
    payer_name: z.string(),
    terms: z.string(),
    actions: z.array(z.enum(['pay', 'cancel', 'release', 'appeal', 'appealCancel', 'appealAdd'])),
    appeal_initiator: z.enum(['', 'buyer', 'seller']),
    appeal_record_status: z.enum(['', '0', '1', '4']),
    appeal_result: z.string(),
  }),
);

export const otcChatLine = exactly<OtcChatLine>()(
  z.object({
    id: z.string(),
    order_id: z.string(),
    sender: z.string(),
    who: z.enum(['me', 'them', 'system']),
    content_type: z.enum(['1', '2']),
    content: z.string(),
    create_time: epochMs,
  }),
);

export const otcAppealEntry = exactly<OtcAppealEntry>()(
  z.object({
    id: z.string(),
    type: z.enum(['1', '4', '6']),
    who: z.enum(['buyer', 'seller', 'operator']),
    reason: z.string(),
    description: z.string(),
    proof: z.array(z.string()),
    create_time: epochMs,
  }),
);
