// The P2P (OTC) market on the wire (spec §7 member/payment, member/getPayment, buy/sendOrderChatRecord,
// buy/getOrderChatRecord (products.md §4.1: spec §7's buy/sendChatRecord and getChatRecord are the support chat's); products.md §4.1 for the original's other OTC calls and codes).
//
// Sides. An advert's direction is the merchant's: "2" the merchant sells coins (a member buys
// from it, order type "1"), "1" the merchant buys (a member sells to it, order type "2"). The seller
// of an order is whoever gives the coins; their coins are held (escrow) from the moment the order
// exists: a sell advert holds its remainder on the merchant wallet (type 8) while it is online, and
// a member selling to a buy advert has the order's amount held on their spot wallet (type 1).
//
// Orders keep the original's codes at this edge: order_status 1 waiting for payment, 2 paid,
// 3 completed, 4 cancelled; appeal_status 0 none, 1 in appeal, 2 ended; an appeal record's status
// 0 opened, 1 answered (waiting for the operator), 4 ended.
//
// Amounts: coin amounts are decimals of up to 8 places, fiat prices and amounts of up to 2.
import { z } from 'zod';
import { md5Hex } from './auth.ts';
import type { Page } from './envelope.ts';
import { inputText, pageFields } from './input.ts';

export const OTC_PATH = {
  /** GET (query OtcAdvertQuery) → Page<OtcAdvertRow>: online adverts, for anyone. */
  adverts: 'open/p2p',
  /** GET → OtcMarketConfig: coins, fiats, payment kinds, merchant deposit. */
  config: 'open/p2p/config',
  /** POST MerchantApplyBody: apply to become a merchant (the deposit is held on the merchant wallet). */
  apply: 'member/audit-business',
  /** GET → MerchantStatus: the caller's application and, for a merchant, its figures. */
  merchantStatus: 'merchant/status',
  /** POST AdvertBody → OtcAdvertRow. */
  advertCreate: 'advertise/create',
  /** POST AdvertBody with id → OtcAdvertRow (only while offline). */
  advertModify: 'advertise/modify',
  /** POST AdvertStatusBody → OtcAdvertRow: 1 online, 0 paused, 2 closed. */
  advertStatus: 'advertise/status',
  /** GET (page query) → Page<OtcAdvertRow>: the merchant's own adverts. */
  advertMine: 'advertise/mine',
  /** POST PaymentBody → PaymentMethod (add, or change with id). */
  payment: 'member/payment',
  /** GET → PaymentMethod[]: the caller's payment methods. */
  getPayment: 'member/getPayment',
  /** POST PaymentDeleteBody. */
  deletePayment: 'member/deletePayment',
  /** POST SubmitOrderBody → order id. */
  submitOrder: 'buy/submit_order',
  /** POST OrderListBody → Page<OtcOrderRow>: the caller's orders as a member. */
  orders: 'buy/list',
  /** GET (OrderListBody in the query) → Page<OtcOrderRow>: the merchant's orders. */
  merchantOrders: 'buy/service/order/list',
  /** GET ?orderId= → OtcOrderDetail (either party only). */
  orderDetail: 'buy/getServicePayment',
  /** POST: the buyer has paid (1 → 2). */
  pay: (id: string) => `buy/pay/${id}`,
  /** POST ReleaseBody: the seller has received the money and releases the coins (2 → 3). */
  complete: (id: string) => `buy/complete/${id}`,
  /** POST: the buyer cancels before paying (1 → 4). */
  cancel: (id: string) => `buy/cancel/${id}`,
  /** POST ChatSendBody → OtcChatLine. */
  sendChat: 'buy/sendOrderChatRecord',
  /** GET → OtcChatLine[] of the order, oldest first. */
  chat: (orderId: string) => `buy/getOrderChatRecord/${orderId}`,
  /** POST AppealBody: open an appeal (type 1) or add to it (type 4). */
  appeal: 'buy/appeal',
  /** GET → OtcAppealEntry[]: the order's appeal timeline. */
  appealTimeline: (orderId: string) => `buy/appeal/order/${orderId}`,
  /** POST: the initiator withdraws the appeal. */
  appealCancel: (orderId: string) => `buy/appeal/cancel/${orderId}`,
} as const;

/** The live topic of one order's chat: only its two parties, and support staff (agents, operators), may subscribe (broker ACL). */
export const otcChatTopic = (orderId: string) => `CHAT_${orderId}`;
export const otcChatOrder = (topic: string): string | null => (/^CHAT_\d{1,18}$/.test(topic) ? topic.slice(5) : null);

export const OTC_COINS = ['USDT', 'BTC', 'ETH'] as const;
export type OtcCoin = (typeof OTC_COINS)[number];
export const OTC_FIATS = ['CNY', 'USD', 'EUR', 'KRW', 'JPY'] as const;
export type OtcFiat = (typeof OTC_FIATS)[number];
/** 1 bank transfer, 2 Alipay, 3 WeChat Pay, 4 other e-wallet. */
export const PAYMENT_KINDS = ['1', '2', '3', '4'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const OTC_LIMITS = {
  /** USDT held on the merchant wallet while one is a merchant. */
  merchantDeposit: '500',
  payMinutesMin: 10,
  payMinutesMax: 60,
  termsMax: 500,
  autoReplyMax: 200,
  appealTextMax: 500,
  appealProofMax: 20,
  chatMax: 400,
  /** Open orders a member may have at once (HollaEx meant 3 and let 4 through: here it is 3). */
  openOrdersMax: 3,
  /** A floating advert's price, in percent of the index (101.5 = 1.5% over it). */
  marginMin: 50,
  marginMax: 150,
} as const;

/** An advert's price: 1 fixed, 2 floating (a margin over the coin's index in the fiat, taken at order time). */
export const PRICE_TYPES = ['1', '2'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const ORDER_STATUS = { waiting: '1', paid: '2', completed: '3', cancelled: '4' } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const APPEAL_STATUS = { none: '0', open: '1', ended: '2' } as const;
export type AppealStatus = (typeof APPEAL_STATUS)[keyof typeof APPEAL_STATUS];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const coinAmount = (message: string) => z.union([inputText(message), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, message));
const fiatAmount = (message: string) => z.union([inputText(message), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, message));
const id = (message: string) => z.union([inputText(message), z.number().int()]).transform(String).pipe(z.string().regex(/^\d{1,18}$/, message));

export const merchantApplyBody = z.object({
  name: inputText('Please enter a merchant name').trim().min(2, 'The merchant name has 2 to 40 characters').max(40, 'The merchant name has 2 to 40 characters'),
  contact: inputText('Please enter a contact').trim().min(3, 'Please enter a contact').max(60, 'The contact has at most 60 characters'),
  tradePwd: md5Hex,
});
export type MerchantApplyBody = z.infer<typeof merchantApplyBody>;

export const advertBody = z.object({
  id: z.preprocess(blank, id('Advert not found').optional()),
  direction: z.enum(['1', '2'], { message: 'direction must be 1 (you buy) or 2 (you sell)' }),
  coin: z.enum(OTC_COINS, { message: 'Unsupported coin' }),
  fiat: z.enum(OTC_FIATS, { message: 'Unsupported currency' }),
  priceType: z.preprocess(blank, z.enum(PRICE_TYPES, { message: 'priceType must be 1 (fixed) or 2 (floating)' }).default('1')),
  /** The fixed price (price type 1). */
  price: z.preprocess(blank, fiatAmount('Please enter a price with at most 2 decimals').optional()),
  /** The floating price's margin, in percent of the index (price type 2): 101.5 is 1.5% over it. */
  margin: z.preprocess(blank, z.union([inputText(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'Please enter the margin as a percentage with at most 2 decimals')).optional()),
  total: coinAmount('Please enter a total amount with at most 8 decimals'),
  minAmount: fiatAmount('Please enter a minimum order with at most 2 decimals'),
  maxAmount: fiatAmount('Please enter a maximum order with at most 2 decimals'),
  payKinds: z.array(z.enum(PAYMENT_KINDS, { message: 'Unknown payment method' })).min(1, 'Choose at least one payment method').max(4),
  payMinutes: z.coerce.number({ message: 'The payment window is 10 to 60 minutes' }).int().min(OTC_LIMITS.payMinutesMin, 'The payment window is 10 to 60 minutes').max(OTC_LIMITS.payMinutesMax, 'The payment window is 10 to 60 minutes'),
  terms: inputText().max(OTC_LIMITS.termsMax, 'The terms have at most 500 characters').default(''),
  autoReply: inputText().max(OTC_LIMITS.autoReplyMax, 'The auto-reply has at most 200 characters').default(''),
});
export type AdvertBody = z.input<typeof advertBody>;

export const advertStatusBody = z.object({ id: id('Advert not found'), status: z.enum(['0', '1', '2'], { message: 'status must be 0 (pause), 1 (online) or 2 (close)' }) });
export type AdvertStatusBody = z.infer<typeof advertStatusBody>;

export const advertQuery = z.object({
  ...pageFields,
  /** The member's side: 1 buy (merchants' sell adverts), 2 sell. */
  side: z.preprocess(blank, z.enum(['1', '2'], { message: 'side must be 1 or 2' }).default('1')),
  coin: z.preprocess(blank, z.enum(OTC_COINS, { message: 'Unsupported coin' }).optional()),
  fiat: z.preprocess(blank, z.enum(OTC_FIATS, { message: 'Unsupported currency' }).optional()),
  /** A fiat amount the advert's limits must admit. */
  amount: z.preprocess(blank, fiatAmount('The amount has at most 2 decimals').optional()),
  payKind: z.preprocess(blank, z.enum(PAYMENT_KINDS, { message: 'Unknown payment method' }).optional()),
});
export interface AdvertQuery {
  current?: number;
  size?: number;
  side?: '1' | '2';
  coin?: OtcCoin;
  fiat?: OtcFiat;
  amount?: string;
  payKind?: PaymentKind;
}

export const paymentBody = z.object({
  id: z.preprocess(blank, id('Payment method not found').optional()),
  kind: z.enum(PAYMENT_KINDS, { message: 'Please choose a payment method' }),
  name: inputText('Please enter the holder name').trim().min(1, 'Please enter the holder name').max(60, 'The name has at most 60 characters'),
  account: inputText('Please enter the account').trim().min(1, 'Please enter the account').max(60, 'The account has at most 60 characters'),
  bank: inputText().trim().max(60, 'The bank has at most 60 characters').default(''),
  branch: inputText().trim().max(60, 'The branch has at most 60 characters').default(''),
  qrImage: inputText().max(300).default(''),
  tradePwd: md5Hex,
});
export type PaymentBody = z.input<typeof paymentBody>;
export const paymentDeleteBody = z.object({ id: id('Payment method not found'), tradePwd: md5Hex });

export const submitOrderBody = z.object({
  advertiseId: id('Advert not found'),
  coinCou: z.preprocess(blank, coinAmount('The amount has at most 8 decimals').optional()),
  fiatCurrencyAmount: z.preprocess(blank, fiatAmount('The amount has at most 2 decimals').optional()),
  tradePwd: md5Hex,
});
export type SubmitOrderBody = z.input<typeof submitOrderBody>;

export const orderListBody = z.object({
  ...pageFields,
  status: z.preprocess(blank, z.enum(['1', '2', '3', '4'], { message: 'status must be 1, 2, 3 or 4' }).optional()),
  orderCode: z.preprocess(blank, inputText().max(40).optional()),
});
export interface OrderListBody {
  current?: number;
  size?: number;
  status?: OrderStatus;
  orderCode?: string;
}

export const releaseBody = z.object({ tradePwd: md5Hex });

export const chatSendBody = z.object({
  orderId: id('Order not found'),
  contentType: z.enum(['1', '2'], { message: 'contentType must be 1 (text) or 2 (image)' }).default('1'),
  content: inputText('The message is empty').trim().min(1, 'The message is empty').max(OTC_LIMITS.chatMax, 'A message has at most 400 characters'),
});
export type ChatSendBody = z.input<typeof chatSendBody>;

export const appealBody = z.object({
  orderId: id('Order not found'),
  /** 1 open an appeal, 4 add a description (either side, while it is open). */
  type: z.enum(['1', '4'], { message: 'type must be 1 (appeal) or 4 (supplement)' }),
  reason: inputText().trim().max(60, 'The reason has at most 60 characters').default(''),
  description: inputText('Please describe the problem').trim().min(1, 'Please describe the problem').max(OTC_LIMITS.appealTextMax, 'The description has at most 500 characters'),
  /** Links of uploaded images, comma-separated. */
  proof: inputText().max(20 * 60).default(''),
});
export type AppealBody = z.input<typeof appealBody>;

export interface OtcMarketConfig {
  coins: string[];
  fiats: string[];
  pay_kinds: string[];
  merchant_deposit: string;
  deposit_coin: string;
}

export interface OtcAdvertRow {
  id: string;
  merchant_id: string;
  merchant_name: string;
  /** The merchant's completed orders and completion rate (0–100, a decimal) over all its finished orders. */
  completed_orders: number;
  completion_rate: string;
  direction: '1' | '2';
  coin: string;
  fiat: string;
  /** The price an order would get now: the fixed price, or the index × margin for a floating advert. */
  price: string;
  price_type: PriceType;
  /** A floating advert's margin in percent of the index ('' for a fixed price). */
  margin: string;
  total: string;
  remaining: string;
  min_amount: string;
  max_amount: string;
  pay_kinds: string[];
  pay_minutes: number;
  terms: string;
  auto_reply: string;
  /** 1 online, 0 paused, 2 closed. */
  status: '0' | '1' | '2';
  create_time: number;
}

export interface PaymentMethod {
  id: string;
  kind: PaymentKind;
  name: string;
  account: string;
  bank: string;
  branch: string;
  qr_image: string;
}

/** '0' none, '1' waiting for review, '2' approved, '-1' rejected (see reason). */
export type MerchantApplicationStatus = '0' | '1' | '2' | '-1';

export interface MerchantStatus {
  application: MerchantApplicationStatus;
  reason: string;
  merchant_id: string;
  name: string;
  deposit: string;
  completed_orders: number;
  completion_rate: string;
  open_orders: number;
}

export interface OtcOrderRow {
  id: string;
  order_code: string;
  order_time: number;
  /** The member's side: 1 buy, 2 sell. */
  type: '1' | '2';
  coin_cou: string;
  coin_symbol: string;
  unit_price: string;
  fiat_currency_amount: string;
  fiat_currency: string;
  order_status: OrderStatus;
  appeal_status: AppealStatus;
  merchant_name: string;
}

export interface OtcOrderDetail extends OtcOrderRow {
  /** The caller's part in the order. */
  role: 'buyer' | 'seller';
  /** Whether the caller is the order's merchant. */
  is_merchant_side: boolean;
  /** Epoch ms by which the buyer must pay (status 1). */
  pay_deadline: number;
  paid_time: number;
  finish_time: number;
  /** The payee's payment methods, as they were when the order was placed. */
  payee: PaymentMethod[];
  payee_name: string;
  payer_name: string;
  terms: string;
  /** What the caller may do now. */
  actions: Array<'pay' | 'cancel' | 'release' | 'appeal' | 'appealCancel' | 'appealAdd'>;
  appeal_initiator: '' | 'buyer' | 'seller';
  /** '' none, '0' opened, '1' answered, '4' ended. */
  appeal_record_status: '' | '0' | '1' | '4';
  appeal_result: string;
}

export interface OtcChatLine {
  id: string;
  order_id: string;
  /** The sender's member id; "-1" for a system line. */
  sender: string;
  /** 'me' | 'them' | 'system', as the caller sees it. */
  who: 'me' | 'them' | 'system';
  content_type: '1' | '2';
  content: string;
  create_time: number;
}

export interface OtcAppealEntry {
  id: string;
  /** 1 appeal, 4 supplement, 6 ended (an operator's ruling or a withdrawal). */
  type: '1' | '4' | '6';
  who: 'buyer' | 'seller' | 'operator';
  reason: string;
  description: string;
  proof: string[];
  create_time: number;
}

export type OtcAdvertPage = Page<OtcAdvertRow>;
export type OtcOrderPage = Page<OtcOrderRow>;
