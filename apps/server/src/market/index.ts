// Markets at run time (DESIGN §2 market/): one SymbolMarket per listed pair (engine + journal +
// settlement + live data), the hub that publishes them, kline storage and back-fill, and the
// simulator that keeps them trading. createMarkets is called once by exchange.ts.
//
// Start-up: each book is rebuilt from the journal (open orders in time priority) with the holds
// behind them; the last day of trades refills tickers, recent trades and current klines. A symbol
// with no stored history gets 30 days back-filled from its seeded walk, and the live walk resumes
// from the back-fill's last close, so the chart has no seam.
import { KLINE_INTERVALS, type KlineBar, type KlineInterval } from '@exchange/contract';
import type { Db } from '../db/index.ts';
import type { Publisher } from '../broker/index.ts';
import type { Ledger } from '../ledger/index.ts';
import { Journal } from './journal.ts';
import { MarketHub } from './hub.ts';
import { SymbolMarket, type CommitObserver } from './symbolMarket.ts';
import { createSpotSettlement, partyOfEngineOwner, routeSettlement, type FeeSponsor, type Settlement } from './settlement.ts';
import { loadBook, loadWaitingHolds, loadLatestBars, loadMinuteBars, loadRecentTrades } from './restore.ts';
import { MARKETS, SIM_PROFILE, marketKey } from './symbols.ts';
import { Simulator, type ContractBots } from './simulator.ts';
import { backfillBars } from './backfill.ts';
import { rollUp } from './klines.ts';
import { ProgressLog } from './progress.ts';

const DAY = 86_400_000;
/** The history a market listed on a fresh database gets. */
const HISTORY_DAYS = 30;
/** How far back each interval is back-filled: fine intervals need less. */
const BACKFILL_DAYS: Record<KlineInterval, number> = { '1m': 2, '5m': 7, '15m': 30, '30m': 30, '1h': 30, '1d': 30, '1w': 30, '1M': 30 };
const PERSIST_EVERY_MS = 5000;
/** Each interval is rolled up from the next finer one: far less work than from minutes every time. */
const ROLL_FROM: Record<Exclude<KlineInterval, '1m'>, KlineInterval> = { '5m': '1m', '15m': '5m', '30m': '15m', '1h': '30m', '1d': '1h', '1w': '1d', '1M': '1d' };

export interface MarketsOptions {
  db: Db;
  ledger: Ledger;
  publisher: Publisher;
  log: { info(obj: object | string, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  simulator: boolean;
  seed: number;
  now?: () => number;
  /** Called when a journal commit fails: the process must stop (see journal.ts). */
  onFatal: (error: unknown) => void;
  /** Domain modules' hooks into every commit (modules/spot); in place before the first trade. */
  observers?: readonly CommitObserver[];
  /** Who pays members' spot fees instead of them (modules/welfare fee-deduction coupons). */
  feeSponsor?: FeeSponsor;
  /** How contract markets' trades move money (modules/futures); without it they move none (tests of spot alone). */
  contractSettlement?: Settlement & { owns(orderId: string): boolean };
  /** Who the simulator's contract bots are (modules/futures/bots.ts); the house, holding no margin, without it. */
  contractBots?: ContractBots;
}

export interface Markets {
  hub: MarketHub;
  journal: Journal;
  settlement: Settlement;
  simulator: Simulator | null;
  /** Settles once a first start's back-filled k-lines are stored (they are written while the server already serves). */
  historyStored: Promise<void>;
  close(): Promise<void>;
}

const storeBars = async (db: Db, kind: string, symbol: string, bars: KlineBar[]) => {
  for (let i = 0; i < bars.length; i += 500) {
    const chunk = bars.slice(i, i + 500).map((b) => ({
      kind,
      symbol,
      interval: b.interval,
      open_time: String(b.time),
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
      amount: b.amount,
      vol: b.vol,
    }));
    await db
      .insertInto('kline')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['kind', 'symbol', 'interval', 'open_time']).doUpdateSet((eb) => ({
          high: eb.ref('excluded.high'),
          low: eb.ref('excluded.low'),
          close: eb.ref('excluded.close'),
          amount: eb.ref('excluded.amount'),
          vol: eb.ref('excluded.vol'),
        })),
      )
      .execute();
  }
};

export const createMarkets = async (options: MarketsOptions): Promise<Markets> => {
  const { db, ledger, publisher, log } = options;
  const now = options.now ?? Date.now;
  const journal = new Journal(db, { onFatal: options.onFatal, ledger });
  const spotSettlement = createSpotSettlement(ledger, options.feeSponsor);
  const settlement = options.contractSettlement ? routeSettlement(spotSettlement, options.contractSettlement) : spotSettlement;
  const hub = new MarketHub(publisher);
  const startPrices = new Map<string, string>();
  const pendingBackfill: Array<{ kind: string; symbol: string; bars: KlineBar[] }> = [];
  const progress = new ProgressLog(log);
  /** Back-filled 1m bars of each base's USDT spot market: a contract of that base follows them (backfill.ts). */
  const spotMinutes = new Map<string, KlineBar[]>();

  for (const [index, config] of MARKETS.entries()) {
    const book = await loadBook(db, config);
    const market = new SymbolMarket(config, { journal, settlement, listener: hub, now, observers: options.observers ?? [] }, book.resting, book.lastSeq);
    for (const order of book.resting) {
      const party = partyOfEngineOwner(order.owner);
      settlement.restoreHold(config, { id: order.id, owner: party.owner, walletType: party.walletType, side: order.side, priceTicks: order.price, remainingLots: order.remaining });
    }
    // Stop orders waiting for their trigger hold their funds too.
    for (const waiting of await loadWaitingHolds(db, config)) settlement.adopt(waiting.id, waiting.hold);
    for (const bar of await loadMinuteBars(db, config, now() - DAY)) market.replayMinute(bar);
    for (const bar of await loadLatestBars(db, config)) market.restoreBar(bar);
    for (const trade of await loadRecentTrades(db, config, 30)) market.replayTrade(trade);
    hub.add(market);

    const hasHistory = !options.simulator || await db.selectFrom('kline').select('open_time').where('kind', '=', config.kind).where('symbol', '=', config.symbol_name).limit(1).executeTakeFirst();
    const profile = SIM_PROFILE[marketKey(config.kind, config.symbol_name)];
    if (!hasHistory && profile && options.simulator) {
      progress.report(() => `Back-filling ${HISTORY_DAYS} days of k-lines: ${index}/${MARKETS.length} markets made…`);
      const to = now();
      const minutes = backfillBars({
        seed: options.seed + index * 104729,
        startPrice: profile.startPrice,
        volatility: profile.volatility,
        priceScale: config.base_coin_scale,
        amountScale: config.coin_coin_scale,
        baseDailyVolume: profile.baseDailyVolume,
        from: to - HISTORY_DAYS * DAY,
        to,
        ...(config.kind !== 'xh' && spotMinutes.has(config.coin_symbol) ? { indexBars: spotMinutes.get(config.coin_symbol)! } : {}),
      });
      if (config.kind === 'xh' && config.quote_symbol === 'USDT') spotMinutes.set(config.coin_symbol, minutes);
      const byInterval = new Map<KlineInterval, KlineBar[]>([['1m', minutes]]);
      for (const interval of KLINE_INTERVALS) if (interval !== '1m') byInterval.set(interval, rollUp(byInterval.get(ROLL_FROM[interval])!, interval));
      const bars = KLINE_INTERVALS.flatMap((interval) => byInterval.get(interval)!.filter((b) => b.time >= to - BACKFILL_DAYS[interval] * DAY));
      pendingBackfill.push({ kind: config.kind, symbol: config.symbol_name, bars });
      for (const bar of minutes) if (bar.time >= to - DAY) market.replayMinute(bar);
      for (const interval of KLINE_INTERVALS) {
        const last = byInterval.get(interval)!.at(-1);
        if (last) market.restoreBar(last);
      }
    }
    // The walk resumes where the market last traded (or where the back-fill ended).
    if (market.lastPrice) startPrices.set(market.key, market.lastPrice);
  }

  spotMinutes.clear();

  // Current klines of markets that traded are stored every few seconds (they are derived data:
  // the journal's trades can always rebuild them).
  const dirty = new Set<SymbolMarket>();
  hub.onTrades.push((market) => dirty.add(market));
  const persist = async () => {
    const markets = [...dirty];
    dirty.clear();
    for (const m of markets) {
      const bars = KLINE_INTERVALS.map((i) => m.klines.current(i)).filter((b): b is KlineBar => Boolean(b));
      await storeBars(db, m.config.kind, m.config.symbol_name, bars);
    }
  };
  const persistTimer = setInterval(() => void persist().catch((err: unknown) => log.warn({ err: String(err) }, 'kline persist failed')), PERSIST_EVERY_MS);
  persistTimer.unref();

  const backfilling = (async () => {
    for (const [stored, item] of pendingBackfill.entries()) {
      progress.report(() => `Back-filling ${HISTORY_DAYS} days of k-lines: ${stored}/${pendingBackfill.length} markets stored…`);
      await storeBars(db, item.kind, item.symbol, item.bars);
    }
    if (pendingBackfill.length > 0) log.info(`Back-filled ${HISTORY_DAYS} days of k-lines for ${pendingBackfill.length} markets`);
  })().catch((err: unknown) => log.error({ err: String(err) }, 'kline back-fill failed'));

  hub.start();
  let simulator: Simulator | null = null;
  if (options.simulator) {
    simulator = new Simulator({ hub, ledger, seed: options.seed, now, log, startPrices, ...(options.contractBots ? { contracts: options.contractBots } : {}) });
    await simulator.fund();
    simulator.start();
  }

  return {
    hub,
    journal,
    settlement,
    simulator,
    historyStored: backfilling,
    async close() {
      simulator?.stop();
      hub.stop();
      // Orders that triggers fired are finished before the journal closes behind them.
      await Promise.all(hub.all().map((m) => m.settled()));
      clearInterval(persistTimer);
      await backfilling;
      await journal.close();
      await persist().catch(() => undefined);
    },
  };
};
