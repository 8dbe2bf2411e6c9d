// Shared by the margin tests: members, the margin calls by name, a price set by a trade between two
// system traders, and what a refused call must leave untouched.
import type { BorrowQuote, CanBorrow, CrossBorrowRow, CrossProperty, EntrustRow, Envelope, IsolatedProperty, LoanRow, MarginMode, Page, RepayResult } from '@exchange/contract';
import { MARGIN_PATH, SPOT_PATH, WALLET_PATH } from '@exchange/contract';
import type { TestExchange } from '../../testing/kit.ts';
import { SYSTEM_OWNER, memberOwner, systemOwner, toUnits } from '../../ledger/index.ts';
import { runAdminCommand } from '../../admin/commands.ts';
import { systemTrader } from '../spot/testing.ts';

export interface MarginMember {
  id: string;
  token: string;
  email: string;
}

export const newMarginMember = async (t: TestExchange, funds: Record<string, string> = {}): Promise<MarginMember> => {
  const { email, password } = await t.registerEmail();
  const session = await t.login(email, password);
  for (const [asset, amount] of Object.entries(funds))
    await t.ex.ledger.deposit({ owner: memberOwner(session.user_id), walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
  return { id: session.user_id, token: session.access_token, email };
};

export const lendPool = (t: TestExchange, coin: string, amount: string) =>
  runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, ['lend-pool', '--coin', coin, '--amount', amount]);

export const poolOf = async (t: TestExchange, coin: string) => (await t.ex.ledger.balance(systemOwner(SYSTEM_OWNER.lendingPool), '3', coin)).available;

/** Trades `amount` BTC at `price` between two system traders, so BTC's last price is `price`; leaves `bid` resting to be sold to if given. */
let traders = 0;
export const setBtcPrice = async (t: TestExchange, price: number, options: { bidLots?: number; askLots?: number } = {}) => {
  // New names each time: a trader's order ids count from 0.
  traders++;
  const seller = systemTrader(t, `mkt_seller_${traders}`);
  const buyer = systemTrader(t, `mkt_buyer_${traders}`);
  await seller.fund({ BTC: '100' });
  await buyer.fund({ USDT: '100000000' });
  const ticks = price * 100;
  await seller.order('sell', ticks, 1);
  await buyer.order('buy', ticks, 1);
  if (options.bidLots) await buyer.order('buy', ticks, options.bidLots);
  if (options.askLots) await seller.order('sell', ticks, options.askLots);
  return { seller, buyer };
};

export const marginCalls = (t: TestExchange) => {
  const post = <T>(m: MarginMember, path: string, body: unknown) => t.call<Envelope<T>>('POST', t.coin(path), { token: m.token, body });
  const get = <T>(m: MarginMember, path: string, query: Record<string, string> = {}) => t.call<Envelope<T>>('GET', t.coin(path), { token: m.token, query });
  return {
    transfer: (m: MarginMember, query: Record<string, string>) => get(m, WALLET_PATH.transfer, query),
    canBorrow: (m: MarginMember, mode: MarginMode, symbolName = 'BTC/USDT') => post<CanBorrow>(m, MARGIN_PATH.canBorrow(mode), { symbolName }),
    preBorrow: (m: MarginMember, mode: MarginMode, symbol: string, depositAmount: string, symbolName = 'BTC/USDT') => post<BorrowQuote>(m, MARGIN_PATH.preBorrow(mode), { symbolName, symbol, depositAmount }),
    borrow: (m: MarginMember, mode: MarginMode, symbol: string, depositAmount: string, symbolName = 'BTC/USDT') => post<BorrowQuote & { id: string }>(m, MARGIN_PATH.borrow(mode), { symbolName, symbol, depositAmount }),
    repay: (m: MarginMember, mode: MarginMode, symbol: string, cou: string, symbolName = 'BTC/USDT') => post<RepayResult>(m, MARGIN_PATH.repay(mode), { symbolName, symbol, cou }),
    isolated: (m: MarginMember, pair = 'BTC/USDT') => get<IsolatedProperty>(m, MARGIN_PATH.isolatedProperty(pair)),
    cross: (m: MarginMember) => get<CrossProperty>(m, MARGIN_PATH.crossProperty),
    crossList: (m: MarginMember) => get<CrossBorrowRow[]>(m, MARGIN_PATH.crossBorrowList),
    depositRate: (m: MarginMember) => get<string>(m, MARGIN_PATH.crossDepositRate),
    leverage: (m: MarginMember, cou: unknown, symbolName = 'BTC/USDT') => post<{ leverage: number }>(m, MARGIN_PATH.leverage, { symbolName, cou }),
    loans: (m: MarginMember, when: 'now' | 'history', mode: MarginMode, pair = 'all', query: Record<string, string> = {}) => get<Page<LoanRow>>(m, MARGIN_PATH.loans(when, mode, pair), query),
    order: (m: MarginMember, mode: MarginMode, type: string, body: Record<string, unknown>) =>
      post<EntrustRow>(m, SPOT_PATH.place(MARGIN_PATH.orderType(mode, type) as 'xjwt'), { exchangeCoinStr: 'BTC/USDT', ...body }),
    orders: (m: MarginMember, when: 'now' | 'history', mode: MarginMode, pair = 'all', query: Record<string, string> = {}) =>
      get<Page<EntrustRow>>(m, SPOT_PATH.entrustLog(when, mode === 'fixed' ? 'gg_zc' : 'gg_qc', pair), query),
    cancel: (m: MarginMember, mode: MarginMode, idList: string[]) => post<{ cancelled: string[] }>(m, SPOT_PATH.cancel, { type: mode === 'fixed' ? 'gg_zc' : 'gg_qc', idList }),
  };
};

/** Everything a margin call may change: the member's balances and loans, the pool and the insurance fund. */
export const marginStateOf = async (t: TestExchange, memberId: string) => ({
  balances: await t.ex.ledger.balances(memberOwner(memberId)),
  loans: await t.ex.db.selectFrom('margin_loan').selectAll().where('member_id', '=', memberId).orderBy('id').execute(),
  settings: await t.ex.db.selectFrom('margin_setting').selectAll().where('member_id', '=', memberId).execute(),
  orders: await t.ex.db.selectFrom('market_order').selectAll().where('owner_type', '=', 'margin').where('owner_id', 'like', `${memberId}@%`).orderBy('id').execute(),
  pool: await t.ex.ledger.balances(systemOwner(SYSTEM_OWNER.lendingPool)),
  insurance: await t.ex.ledger.balances(systemOwner(SYSTEM_OWNER.marginInsurance)),
});
