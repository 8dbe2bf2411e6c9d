// Pulse (issue 25, products.md §3): fixed-time up/down contracts on the spot markets, paid from
// the member's pulse wallet (type 9) against a house account, and settled against trades that
// really happened. Other implementations invent the end price (an admin's "risk result" or a
// random draw); here the entry is the first spot trade after acceptance and the exit the last at
// or before expiry, both kept by trade id with the contract, so anyone can re-check a result
// against market_trade.
//
// Money: acceptance holds the stake on the member's pulse wallet and the profit the contract could
// win on the house's (ledger/types.ts pulseHouse), in one ledger transaction with the contract's
// row; settlement ends both holds in one transaction per batch (settler.ts). So locked pulse funds
// always equal what the open contracts need, and the house can never owe what it does not hold.
// Risk: a stake range, a cap on open contracts per member, a cap on the house's net exposure per
// symbol and expiry bucket (exposure.ts), and no contract on a symbol that has stopped trading.
import type { Db } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { toUnits, WALLET_TYPE } from '../../ledger/index.ts';
import type { MarketHub } from '../../market/hub.ts';
import type { Publisher } from '../../broker/index.ts';
import type { PulseConfig } from '../../config.ts';
import { PULSE_HOUSE, type OpenContract } from './contract.ts';
import { ExposureBook } from './exposure.ts';
import { loadOpen, recordEntry, tradesSince } from './repo.ts';
import { publishPulseChange } from './refresh.ts';
import { createPulseService } from './service.ts';
import { createSettler } from './settler.ts';
import { PulseState } from './state.ts';
import { readPulseSwitch } from './switch.ts';
import type { TapeTrade } from './tape.ts';

const SETTLE_EVERY_MS = 200;

export interface PulseDeps {
  db: Db;
  ledger: Ledger;
  hub: MarketHub;
  publisher: Publisher;
  config: PulseConfig;
  log: { info(obj: object | string, msg?: string): void; error(obj: object, msg?: string): void };
  now?: () => number;
  /** Tests and the benchmark drive settlement themselves. */
  settleEveryMs?: number;
}

export const createPulse = async (deps: PulseDeps) => {
  const now = deps.now ?? Date.now;
  const state = new PulseState(new ExposureBook(toUnits(deps.config.exposureCap), deps.config.exposureBucketSeconds * 1000));
  const symbols = deps.hub.all('xh').filter((m) => m.config.quote_symbol === 'USDT').map((m) => m.config.symbol_name);

  const entrySeen = (c: OpenContract) => {
    recordEntry(deps.db, c).catch((error: unknown) => deps.log.error({ err: error, contract: c.id }, 'pulse entry not recorded (the settlement records it)'));
    publishPulseChange(deps.publisher, c.memberId, c.id, 'open', false);
  };

  // Trades published while the tapes are read back wait here, so none falls between.
  let buffered: Array<{ symbol: string; trade: TapeTrade }> | null = [];
  /** Open contracts of a symbol whose entry trade is now on its tape get it. */
  const checkEntries = (symbol: string) => {
    const waiting = state.awaitingEntry.get(symbol);
    if (!waiting || waiting.size === 0) return;
    for (const c of [...waiting]) {
      const entry = state.tape(symbol).entry(c.acceptedAt);
      if (!entry) continue;
      c.entry = entry;
      waiting.delete(c);
      entrySeen(c);
    }
  };
  const onTrade = (symbol: string, trade: TapeTrade) => {
    state.tape(symbol).add(trade);
    checkEntries(symbol);
  };
  deps.hub.onTrades.push((market, trades) => {
    if (market.config.kind !== 'xh' || market.config.quote_symbol !== 'USDT') return;
    // Newest first in the list: taken oldest first.
    for (let i = trades.length - 1; i >= 0; i--) {
      const t = trades[i]!;
      const trade = { seq: t.id, price: t.price, time: t.time };
      if (buffered) buffered.push({ symbol: market.config.symbol_name, trade });
      else onTrade(market.config.symbol_name, trade);
    }
  });

  const open = await loadOpen(deps.db);
  for (const c of open) state.add(c);
  const since = Math.min(state.oldestAcceptance() ?? now(), now() - deps.config.staleSeconds * 1000);
  for (const symbol of symbols) {
    const market = deps.hub.get('xh', symbol)!;
    const seen = new Set<string>();
    for (const t of await tradesSince(deps.db, symbol, since)) {
      seen.add(t.engine_seq);
      state.tape(symbol).add({ seq: t.engine_seq, price: market.price(Number(t.price_ticks)), time: Number(t.trade_time) });
    }
    for (const b of buffered!) if (b.symbol === symbol && seen.has(b.trade.seq)) b.trade.seq = '';
  }
  const late = buffered!.filter((b) => b.trade.seq !== '');
  buffered = null;
  for (const b of late) onTrade(b.symbol, b.trade);
  for (const symbol of new Set(open.filter((c) => !c.entry).map((c) => c.symbol))) checkEntries(symbol);

  // The house starts with its configured funds (a deposit: money from outside the exchange).
  const house = await deps.ledger.balance(PULSE_HOUSE, WALLET_TYPE.pulse, 'USDT');
  const funds = toUnits(deps.config.houseFunds);
  if (house.available === 0n && house.locked === 0n && funds > 0n)
    await deps.ledger.deposit({ owner: PULSE_HOUSE, walletType: WALLET_TYPE.pulse, asset: 'USDT', amount: funds, ref: 'pulse-house-funds' });

  const operatorOn = await readPulseSwitch(deps.db);
  const service = createPulseService({ db: deps.db, ledger: deps.ledger, hub: () => deps.hub, publisher: deps.publisher, config: deps.config, state, now, entrySeen, operatorOn });
  const settler = createSettler({ db: deps.db, ledger: deps.ledger, hub: () => deps.hub, publisher: deps.publisher, state, now, log: deps.log });
  const stop = deps.settleEveryMs === 0 ? async () => undefined : settler.start(deps.settleEveryMs ?? SETTLE_EVERY_MS);
  if (open.length > 0) deps.log.info({ open: open.length }, 'pulse contracts open at start; those past expiry settle on the first run');

  return { service, settler, state, close: stop };
};

export type Pulse = Awaited<ReturnType<typeof createPulse>>;
