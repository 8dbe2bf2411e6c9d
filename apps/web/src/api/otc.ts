// The P2P market's calls (contract otc.ts). Trade passwords come in plain and go out as md5 hex.
import {
  OTC_PATH,
  type AdvertBody,
  type AdvertQuery,
  type MerchantStatus,
  type OtcAdvertRow,
  type OtcAppealEntry,
  type OtcChatLine,
  type OtcMarketConfig,
  type OtcOrderDetail,
  type OtcOrderRow,
  type PaymentMethod,
} from '@exchange/contract/otc';
import type { Page } from '@exchange/contract/envelope';
import { md5Hex } from '../lib/md5.ts';
import { coinUrl, request, type Params } from './transport.ts';

const post = <T>(path: string, data?: unknown): Promise<T> => request({ url: coinUrl(path), method: 'POST', data: data ?? {} });
const get = <T>(path: string, params?: Params): Promise<T> => request({ url: coinUrl(path), ...(params ? { params } : {}) });
const clean = (params: Record<string, string | number | undefined>): Params =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Params;

export const getOtcConfig = (): Promise<OtcMarketConfig> => get(OTC_PATH.config);
export const getAdverts = (query: AdvertQuery): Promise<Page<OtcAdvertRow>> => get(OTC_PATH.adverts, clean({ ...query }));

export const applyMerchant = (input: { name: string; contact: string; tradePassword: string }): Promise<null> =>
  post(OTC_PATH.apply, { name: input.name, contact: input.contact, tradePwd: md5Hex(input.tradePassword) });
export const getMerchantStatus = (): Promise<MerchantStatus> => get(OTC_PATH.merchantStatus);

export const createAdvert = (body: AdvertBody): Promise<OtcAdvertRow> => post(OTC_PATH.advertCreate, body);
export const modifyAdvert = (body: AdvertBody): Promise<OtcAdvertRow> => post(OTC_PATH.advertModify, body);
export const setAdvertStatus = (id: string, status: '0' | '1' | '2'): Promise<OtcAdvertRow> => post(OTC_PATH.advertStatus, { id, status });
export const getMyAdverts = (current: number, size: number): Promise<Page<OtcAdvertRow>> => get(OTC_PATH.advertMine, { current, size });

export interface PaymentInput {
  id?: string;
  kind: PaymentMethod['kind'];
  name: string;
  account: string;
  bank: string;
  branch: string;
  qrImage: string;
  tradePassword: string;
}
export const savePayment = ({ tradePassword, id, ...rest }: PaymentInput): Promise<PaymentMethod> =>
  post(OTC_PATH.payment, { ...rest, ...(id ? { id } : {}), tradePwd: md5Hex(tradePassword) });
export const getPayments = (): Promise<PaymentMethod[]> => get(OTC_PATH.getPayment);
export const deletePayment = (id: string, tradePassword: string): Promise<null> => post(OTC_PATH.deletePayment, { id, tradePwd: md5Hex(tradePassword) });

export const submitOrder = (input: { advertiseId: string; coinCou?: string; fiatCurrencyAmount?: string; tradePassword: string }): Promise<string> =>
  post(OTC_PATH.submitOrder, {
    advertiseId: input.advertiseId,
    ...(input.coinCou ? { coinCou: input.coinCou } : {}),
    ...(input.fiatCurrencyAmount ? { fiatCurrencyAmount: input.fiatCurrencyAmount } : {}),
    tradePwd: md5Hex(input.tradePassword),
  });
export const getOrders = (current: number, size: number, status?: string): Promise<Page<OtcOrderRow>> => post(OTC_PATH.orders, clean({ current, size, status }));
export const getMerchantOrders = (current: number, size: number, status?: string): Promise<Page<OtcOrderRow>> => get(OTC_PATH.merchantOrders, clean({ current, size, status }));
export const getOrderDetail = (orderId: string): Promise<OtcOrderDetail> => get(OTC_PATH.orderDetail, { orderId });
export const markPaid = (id: string): Promise<null> => post(OTC_PATH.pay(id));
export const releaseOrder = (id: string, tradePassword: string): Promise<null> => post(OTC_PATH.complete(id), { tradePwd: md5Hex(tradePassword) });
export const cancelOrder = (id: string): Promise<null> => post(OTC_PATH.cancel(id));
export const sendChat = (orderId: string, content: string, contentType: '1' | '2' = '1'): Promise<OtcChatLine> => post(OTC_PATH.sendChat, { orderId, content, contentType });
export const getChat = (orderId: string): Promise<OtcChatLine[]> => get(OTC_PATH.chat(orderId));
export const sendAppeal = (input: { orderId: string; type: '1' | '4'; reason: string; description: string; proof: string[] }): Promise<null> =>
  post(OTC_PATH.appeal, { ...input, proof: input.proof.join(',') });
export const getAppealTimeline = (orderId: string): Promise<OtcAppealEntry[]> => get(OTC_PATH.appealTimeline(orderId));
export const cancelAppeal = (orderId: string): Promise<null> => post(OTC_PATH.appealCancel(orderId));
