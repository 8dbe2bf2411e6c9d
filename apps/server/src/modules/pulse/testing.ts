// Shared by the pulse tests: members with USDT in the pulse wallet, the pulse calls by name, and
// trades printed on a spot market by two system owners through the real engine (the price the
// contracts settle on).
import { PULSE_BASE, PULSE_PATH, type Envelope, type Page, type PulseContractRow, type PulseSwapResult, type PulseWallet } from '@exchange/contract';
import type { Exchange } from '../../exchange.ts';
import { memberOwner, SYSTEM_OWNER, toUnits } from '../../ledger/index.ts';
import { priceToTicks } from '../../market/scales.ts';
import type { TestExchange } from '../../testing/kit.ts';

export interface TestMember {
  id: string;
  token: string;
}

export const pulseMember = async (t: TestExchange, pulseUsdt = '0'): Promise<TestMember> => {
  const { email, password } = await t.registerEmail();
  const session = await t.login(email, password);
  if (pulseUsdt !== '0') await t.ex.ledger.deposit({ owner: memberOwner(session.user_id), walletType: '9', asset: 'USDT', amount: toUnits(pulseUsdt), ref: 'test-funding' });
  return { id: session.user_id, token: session.access_token };
};

export const pulseCalls = (t: TestExchange) => {
  const at = (path: string) => `${PULSE_BASE}/${path}`;
  return {
    ping: () => t.call<Envelope<string | null>>('GET', at(PULSE_PATH.ping)),
    symbols: () => t.call('GET', at(PULSE_PATH.symbols)),
    wallet: (m: TestMember) => t.call<Envelope<PulseWallet>>('GET', at(PULSE_PATH.wallet), { token: m.token }),
    swap: (m: TestMember, body: unknown) => t.call<Envelope<PulseSwapResult>>('POST', at(PULSE_PATH.swap), { token: m.token, body }),
    place: (m: TestMember, body: unknown) => t.call<Envelope<PulseContractRow>>('POST', at(PULSE_PATH.entrust), { token: m.token, body }),
    list: (m: TestMember, query: Record<string, string> = {}) => t.call<Envelope<Page<PulseContractRow>>>('GET', at(PULSE_PATH.entrustList), { token: m.token, query }),
    detail: (m: TestMember, id: string) => t.call<Envelope<PulseContractRow>>('GET', at(PULSE_PATH.entrustDetail), { token: m.token, query: { id } }),
    publicTrades: () => t.call<Envelope<unknown[]>>('GET', at(PULSE_PATH.publicTrades)),
  };
};

let seq = 0;

/** Funds the two system owners that print trades. */
export const fundPrinters = async (ex: Exchange) => {
  for (const ownerId of [SYSTEM_OWNER.marketMaker, SYSTEM_OWNER.simulator])
    for (const [asset, amount] of [
      ['USDT', '100000000'],
      ['BTC', '1000'],
      ['ETH', '10000'],
    ] as const)
      await ex.ledger.deposit({ owner: { ownerType: 'system', ownerId }, walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
};

/** One trade of the smallest lot at `price` on a spot market; resolves once it is durable and published. */
export const printTrade = async (ex: Exchange, price: string, symbol = 'BTC/USDT') => {
  const market = ex.markets.hub.get('xh', symbol)!;
  const ticks = priceToTicks(market.config, price);
  const base = { kind: 'xh' as const, symbol, ownerType: 'system' as const, orderType: 'limit' as const, priceTicks: ticks, quantityLots: 1, fundsNotional: null };
  await market.place({ ...base, id: `pulse-print-${seq++}`, ownerId: SYSTEM_OWNER.marketMaker, side: 'sell', tif: 'GTC' });
  await market.place({ ...base, id: `pulse-print-${seq++}`, ownerId: SYSTEM_OWNER.simulator, side: 'buy', tif: 'IOC' });
  await market.settled();
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the contract is settled (the job runs every 200 ms). */
export const settledRow = async (ex: Exchange, memberId: string, id: string, timeoutMs = 10_000): Promise<PulseContractRow> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await ex.pulse.service.detail(memberId, id);
    if (row.status === 'settled') return row;
    if (Date.now() > until) throw new Error(`contract ${id} not settled`);
    await sleep(100);
  }
};

/** A member's pulse state: balances and contract rows. Equal before and after = nothing changed. */
export const pulseStateOf = async (ex: Exchange, memberId: string) => ({
  balances: await ex.ledger.balances(memberOwner(memberId)),
  contracts: await ex.db.selectFrom('pulse_contract').selectAll().where('member_id', '=', memberId).orderBy('id').execute(),
});
