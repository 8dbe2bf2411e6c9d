// Shared by the futures tests: members with contract-account funds, the contract calls by name, a
// house trader (a system owner, as the simulator's bots) that quotes and takes on the contract and
// spot books through the real engine, and what a refused request must leave untouched.
import type {
  CancelResult,
  CloseAllResult,
  ContractEntrustRow,
  ContractFillRow,
  ContractLogTab,
  ContractOrderBody,
  ContractPositionRow,
  ContractSetting,
  ContractWallet,
  Envelope,
  Page,
} from '@exchange/contract';
import { FUTURES_PATH } from '@exchange/contract';
import type { TestExchange } from '../../testing/kit.ts';
import { memberOwner, SYSTEM_OWNER, toUnits } from '../../ledger/index.ts';
import type { MarketKind } from '@exchange/contract';

export interface TestMember {
  id: string;
  token: string;
}

/** A member with funds on the contract account (wallet 4), booked as deposits there. */
export const contractMember = async (t: TestExchange, funds: Record<string, string> = {}): Promise<TestMember> => {
  const { email, password } = await t.registerEmail();
  const session = await t.login(email, password);
  for (const [asset, amount] of Object.entries(funds))
    await t.ex.ledger.deposit({ owner: memberOwner(session.user_id), walletType: '4', asset, amount: toUnits(amount), ref: 'test-funding' });
  return { id: session.user_id, token: session.access_token };
};

export const futuresCalls = (t: TestExchange) => ({
  open: (m: TestMember, type: string, body: Partial<ContractOrderBody> & Record<string, unknown>) =>
    t.call<Envelope<ContractEntrustRow>>('POST', t.coin(`entrust/contract/open/${type}`), { token: m.token, body: { exchangeCoinStr: 'BTC/USDT', contractType: '1', ...body } }),
  close: (m: TestMember, type: string, body: Partial<ContractOrderBody> & Record<string, unknown>) =>
    t.call<Envelope<ContractEntrustRow>>('POST', t.coin(`entrust/contract/close/${type}`), { token: m.token, body: { exchangeCoinStr: 'BTC/USDT', contractType: '1', ...body } }),
  closeAll: (m: TestMember, body: Record<string, unknown>) => t.call<Envelope<CloseAllResult>>('POST', t.coin(FUTURES_PATH.closeAll), { token: m.token, body }),
  positions: (m: TestMember, kind: 'ubw' | 'bbw' = 'ubw') => t.call<Envelope<ContractPositionRow[]>>('GET', t.coin(FUTURES_PATH.positions(kind)), { token: m.token }),
  wallet: (m: TestMember, pair = 'BTC/USDT') => t.call<Envelope<ContractWallet>>('GET', t.coin(FUTURES_PATH.wallet(pair)), { token: m.token }),
  leverage: (m: TestMember, body: Record<string, unknown>) => t.call<Envelope<ContractSetting>>('POST', t.coin(FUTURES_PATH.leverage), { token: m.token, body }),
  bond: (m: TestMember, body: Record<string, unknown>) => t.call<Envelope<ContractPositionRow>>('POST', t.coin(FUTURES_PATH.bond), { token: m.token, body }),
  reducible: (m: TestMember, logContractId: string) => t.call<Envelope<string>>('GET', t.coin(FUTURES_PATH.reducible), { token: m.token, query: { logContractId } }),
  log: (m: TestMember, kind: 'ubw' | 'bbw', tab: ContractLogTab, pair = 'all', query: Record<string, string> = {}) =>
    t.call<Envelope<Page<ContractEntrustRow & ContractFillRow>>>('GET', t.coin(FUTURES_PATH.entrustLog(kind, tab, pair)), { token: m.token, query }),
  cancel: (m: TestMember, type: string, idList: unknown) => t.call<Envelope<CancelResult>>('POST', t.coin(FUTURES_PATH.cancel), { token: m.token, body: { type, idList } }),
  transferable: (m: TestMember, coin = 'USDT') => t.call<Envelope<{ coin: string; transferable: string }>>('GET', t.coin(FUTURES_PATH.transferable(coin)), { token: m.token }),
});

/** A member's whole state: balances, order rows, position rows. Equal before and after = nothing changed. */
export const futuresStateOf = async (t: TestExchange, memberId: string) => ({
  balances: await t.ex.ledger.balances(memberOwner(memberId)),
  orders: await t.ex.db.selectFrom('market_order').selectAll().where('owner_type', '=', 'member').where('owner_id', '=', memberId).orderBy('id').execute(),
  positions: await t.ex.db.selectFrom('contract_position').selectAll().where('owner_type', '=', 'member').where('owner_id', '=', memberId).orderBy('symbol').execute(),
});

let seq = 0;

/** A system owner that makes prices and trades through the real engine, as the simulator's bots do (the house: no margin). */
export const houseTrader = (t: TestExchange, ownerId: string = SYSTEM_OWNER.marketMaker) => {
  const placed: Array<{ id: string; kind: MarketKind; symbol: string }> = [];
  const place = (kind: MarketKind, symbol: string, side: 'buy' | 'sell', ticks: number, lots: number, tif: 'GTC' | 'IOC' = 'GTC') => {
    const market = t.ex.markets.hub.get(kind, symbol)!;
    const id = `${ownerId}-${seq++}`;
    placed.push({ id, kind, symbol });
    return market.place({ id, kind, symbol, ownerType: 'system', ownerId, side, orderType: 'limit', tif, priceTicks: ticks, quantityLots: lots, fundsNotional: null });
  };
  return {
    place,
    /** Funds the spot account for quoting spot (the index). */
    async fundSpot(assets: Record<string, string>) {
      for (const [asset, amount] of Object.entries(assets)) await t.ex.ledger.deposit({ owner: { ownerType: 'system', ownerId }, walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
    },
    async cancelAll() {
      for (const { id, kind, symbol } of placed.splice(0)) await t.ex.markets.hub.get(kind, symbol)!.cancel(id);
    },
  };
};

/** Waits until a contract market has finished what is queued, triggers it fired included. */
export const settledContract = (t: TestExchange, kind: 'ubw' | 'bbw' = 'ubw', symbol = 'BTC/USDT') => t.ex.markets.hub.get(kind, symbol)!.settled();

export const contractBalance = (t: TestExchange, m: TestMember, coin = 'USDT') => t.ex.ledger.balance(memberOwner(m.id), '4', coin);
