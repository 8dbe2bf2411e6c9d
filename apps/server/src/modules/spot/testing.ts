// Shared by the spot tests: members with tokens and funds, the spot calls by name, and what a
// refused request must leave untouched (balances and orders).
import type { CancelResult, EntrustRow, Envelope, FillRow, Page, PairBalances, SpotOrderBody, SpotOrderType } from '@exchange/contract';
import { SPOT_PATH } from '@exchange/contract';
import type { TestExchange } from '../../testing/kit.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';

export interface TestMember {
  id: string;
  token: string;
}

export const newMember = async (t: TestExchange, funds: Record<string, string> = {}): Promise<TestMember> => {
  const { email, password } = await t.registerEmail();
  const session = await t.login(email, password);
  for (const [asset, amount] of Object.entries(funds))
    await t.ex.ledger.deposit({ owner: memberOwner(session.user_id), walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
  return { id: session.user_id, token: session.access_token };
};

export const spotCalls = (t: TestExchange) => ({
  place: (m: TestMember, type: SpotOrderType | string, body: Partial<SpotOrderBody> & Record<string, unknown>) =>
    t.call<Envelope<EntrustRow>>('POST', t.coin(SPOT_PATH.place(type as SpotOrderType)), { token: m.token, body: { exchangeCoinStr: 'BTC/USDT', ...body } }),
  list: (m: TestMember, when: 'now' | 'history', pair = 'all', query: Record<string, string> = {}) =>
    t.call<Envelope<Page<EntrustRow>>>('GET', t.coin(SPOT_PATH.entrustLog(when, 'xh', pair)), { token: m.token, query }),
  cancel: (m: TestMember, idList: unknown) => t.call<Envelope<CancelResult>>('POST', t.coin(SPOT_PATH.cancel), { token: m.token, body: { idList } }),
  fills: (m: TestMember, id: string) => t.call<Envelope<FillRow[]>>('GET', t.coin(SPOT_PATH.fills(id)), { token: m.token }),
  myTrades: (m: TestMember, pair = 'all', query: Record<string, string> = {}) =>
    t.call<Envelope<Page<FillRow>>>('GET', t.coin(SPOT_PATH.myTrades(pair)), { token: m.token, query }),
  balances: (m: TestMember, base = 'BTC', quote = 'USDT') => t.call<Envelope<PairBalances>>('GET', t.coin(SPOT_PATH.balances(base, quote)), { token: m.token }),
  pairs: (m: TestMember) => t.call<Envelope<string[]>>('POST', t.coin(SPOT_PATH.entrustPairs), { token: m.token }),
});

/** A member's whole state: every balance and every order row. Equal before and after = nothing changed. */
export const stateOf = async (t: TestExchange, memberId: string) => ({
  balances: await t.ex.ledger.balances(memberOwner(memberId)),
  orders: await t.ex.db.selectFrom('market_order').selectAll().where('owner_type', '=', 'member').where('owner_id', '=', memberId).orderBy('id').execute(),
});

/** A system owner that makes trades happen through the real engine (as the simulator does). */
export const systemTrader = (t: TestExchange, ownerId: string) => {
  let n = 0;
  const owner = { ownerType: 'system' as const, ownerId };
  const placed: Array<{ id: string; symbol: string }> = [];
  return {
    owner,
    async fund(assets: Record<string, string>) {
      for (const [asset, amount] of Object.entries(assets)) await t.ex.ledger.deposit({ owner, walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
    },
    /** A limit order of `lots` at `ticks` on BTC/USDT (GTC, or IOC to take only). */
    order(side: 'buy' | 'sell', ticks: number, lots: number, tif: 'GTC' | 'IOC' = 'GTC', symbol = 'BTC/USDT') {
      const market = t.ex.markets.hub.get('xh', symbol)!;
      const id = `${ownerId}-${n++}`;
      placed.push({ id, symbol });
      return market.place({
        id,
        kind: 'xh',
        symbol,
        ownerType: 'system',
        ownerId,
        side,
        orderType: 'limit',
        tif,
        priceTicks: ticks,
        quantityLots: lots,
        fundsNotional: null,
      });
    },
    /** Cancels whatever of this trader's orders still rests, so the next test starts on a clean book. */
    async cancelAll() {
      for (const { id, symbol } of placed.splice(0)) await t.ex.markets.hub.get('xh', symbol)!.cancel(id);
    },
  };
};

/** Waits until the market has finished everything queued, including orders its triggers fired. */
export const settled = (t: TestExchange, symbol = 'BTC/USDT') => t.ex.markets.hub.get('xh', symbol)!.settled();
