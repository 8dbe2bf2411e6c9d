// Shared by the P2P tests: verified members with a trade password and funds, a merchant made the
// way the product makes one (application, then the operator's approval), and the calls by name.
import type { Envelope, MerchantStatus, OtcAdvertRow, OtcAppealEntry, OtcChatLine, OtcOrderDetail, OtcOrderRow, Page, PaymentMethod } from '@exchange/contract';
import { OTC_PATH } from '@exchange/contract';
import { md5, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, toUnits, trimUnits } from '../../ledger/index.ts';
import { setTradePasswordHash } from '../security/tradePassword.ts';
import { runAdminCommand } from '../../admin/commands.ts';

export const TRADE_PASSWORD = 'Trade123';
export const TRADE_PWD = md5(TRADE_PASSWORD);

export interface P2pMember {
  id: string;
  token: string;
  merchantId?: string;
}

export const p2pMember = async (t: TestExchange, spot: Record<string, string> = {}, verified = true): Promise<P2pMember> => {
  const { email, password } = await t.registerEmail();
  const session = await t.login(email, password);
  const id = session.user_id;
  if (verified) await t.ex.db.updateTable('member').set({ real_name_status: '2' }).where('id', '=', id).execute();
  await setTradePasswordHash(t.ex.db, id, TRADE_PWD);
  for (const [asset, amount] of Object.entries(spot)) await t.ex.ledger.deposit({ owner: memberOwner(id), walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
  return { id, token: session.access_token };
};

export const admin = (t: TestExchange, argv: string[]) => runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir, otc: t.ex.otc }, argv);

/** A merchant with coins on its merchant wallet (deposited there for the test). */
export const p2pMerchant = async (t: TestExchange, merchantWallet: Record<string, string> = {}): Promise<P2pMember> => {
  const m = await p2pMember(t, { USDT: '1000' });
  const applied = await otcCalls(t).apply(m, { name: `Shop ${m.id}`, contact: 'tg @shop' });
  if (applied.body.code !== 200) throw new Error(JSON.stringify(applied.body));
  await admin(t, ['merchant-approve', m.id]);
  for (const [asset, amount] of Object.entries(merchantWallet)) await t.ex.ledger.deposit({ owner: memberOwner(m.id), walletType: '8', asset, amount: toUnits(amount), ref: 'test-funding' });
  const status = await otcCalls(t).status(m);
  return { ...m, merchantId: status.body.data.merchant_id };
};

export const balanceOf = async (t: TestExchange, memberId: string, walletType: string, asset: string) => {
  const b = await t.ex.ledger.balance(memberOwner(memberId), walletType, asset);
  return { available: trimUnits(b.available), locked: trimUnits(b.locked) };
};

type Body = Record<string, unknown>;

export const sellAdvert = (over: Body = {}): Body => ({
  direction: '2',
  coin: 'USDT',
  fiat: 'CNY',
  price: '7.20',
  total: '100',
  minAmount: '10',
  maxAmount: '720',
  payKinds: ['1'],
  payMinutes: 15,
  terms: 'Bank transfer only',
  autoReply: '',
  ...over,
});

export const bankMethod = (over: Body = {}): Body => ({ kind: '1', name: 'Li Lei', account: '6222 0000 1111', bank: 'ICBC', branch: 'Beijing', tradePwd: TRADE_PWD, ...over });

export const otcCalls = (t: TestExchange) => ({
  apply: (m: P2pMember, body: Body) => t.call<Envelope<null>>('POST', t.coin(OTC_PATH.apply), { token: m.token, body: { tradePwd: TRADE_PWD, ...body } }),
  status: (m: P2pMember) => t.call<Envelope<MerchantStatus>>('GET', t.coin(OTC_PATH.merchantStatus), { token: m.token }),
  createAdvert: (m: P2pMember, body: Body) => t.call<Envelope<OtcAdvertRow>>('POST', t.coin(OTC_PATH.advertCreate), { token: m.token, body }),
  modifyAdvert: (m: P2pMember, body: Body) => t.call<Envelope<OtcAdvertRow>>('POST', t.coin(OTC_PATH.advertModify), { token: m.token, body }),
  advertStatus: (m: P2pMember, id: string, status: string) => t.call<Envelope<OtcAdvertRow>>('POST', t.coin(OTC_PATH.advertStatus), { token: m.token, body: { id, status } }),
  myAdverts: (m: P2pMember) => t.call<Envelope<Page<OtcAdvertRow>>>('GET', t.coin(OTC_PATH.advertMine), { token: m.token }),
  market: (query: Record<string, string> = {}) => t.call<Envelope<Page<OtcAdvertRow>>>('GET', t.coin(OTC_PATH.adverts), { query }),
  savePayment: (m: P2pMember, body: Body) => t.call<Envelope<PaymentMethod>>('POST', t.coin(OTC_PATH.payment), { token: m.token, body }),
  payments: (m: P2pMember) => t.call<Envelope<PaymentMethod[]>>('GET', t.coin(OTC_PATH.getPayment), { token: m.token }),
  deletePayment: (m: P2pMember, id: string) => t.call<Envelope<null>>('POST', t.coin(OTC_PATH.deletePayment), { token: m.token, body: { id, tradePwd: TRADE_PWD } }),
  order: (m: P2pMember, body: Body) => t.call<Envelope<string>>('POST', t.coin(OTC_PATH.submitOrder), { token: m.token, body: { tradePwd: TRADE_PWD, ...body } }),
  orders: (m: P2pMember, body: Body = {}) => t.call<Envelope<Page<OtcOrderRow>>>('POST', t.coin(OTC_PATH.orders), { token: m.token, body }),
  merchantOrders: (m: P2pMember, query: Record<string, string> = {}) => t.call<Envelope<Page<OtcOrderRow>>>('GET', t.coin(OTC_PATH.merchantOrders), { token: m.token, query }),
  detail: (m: P2pMember, orderId: string) => t.call<Envelope<OtcOrderDetail>>('GET', t.coin(OTC_PATH.orderDetail), { token: m.token, query: { orderId } }),
  pay: (m: P2pMember, id: string) => t.call<Envelope<null>>('POST', t.coin(OTC_PATH.pay(id)), { token: m.token }),
  release: (m: P2pMember, id: string, tradePwd = TRADE_PWD) => t.call<Envelope<null>>('POST', t.coin(OTC_PATH.complete(id)), { token: m.token, body: { tradePwd } }),
  cancel: (m: P2pMember, id: string) => t.call<Envelope<null>>('POST', t.coin(OTC_PATH.cancel(id)), { token: m.token }),
  chat: (m: P2pMember, orderId: string, content: string, contentType = '1') => t.call<Envelope<OtcChatLine>>('POST', t.coin(OTC_PATH.sendChat), { token: m.token, body: { orderId, content, contentType } }),
  history: (m: P2pMember, orderId: string) => t.call<Envelope<OtcChatLine[]>>('GET', t.coin(OTC_PATH.chat(orderId)), { token: m.token }),
  appeal: (m: P2pMember, body: Body) => t.call<Envelope<null>>('POST', t.coin(OTC_PATH.appeal), { token: m.token, body }),
  timeline: (m: P2pMember, orderId: string) => t.call<Envelope<OtcAppealEntry[]>>('GET', t.coin(OTC_PATH.appealTimeline(orderId)), { token: m.token }),
  appealCancel: (m: P2pMember, orderId: string) => t.call<Envelope<null>>('POST', t.coin(OTC_PATH.appealCancel(orderId)), { token: m.token }),
});
