// All markets together, and what the live channel hears from them. Trades go out as they happen;
// depth and each interval's current kline bar at most ~10 times a second per symbol (a bar that a
// trade closes goes out at once, in its final state, so no bar's end is missed; before, every
// trade sent all eight intervals' bars, the largest part of the live channel's work under load);
// a symbol's detail and the index at most once a second, and all_symbol_detail only carries the
// symbols that changed since the last one.
import { TOPIC, type IndexPayload, type IndexRow, type KlineBar, type MarketKind, type TradeRow } from '@exchange/contract';
import type { Publisher } from '../broker/index.ts';
import type { SymbolMarket, MarketListener } from './symbolMarket.ts';
import { DepthFeed } from './depth.ts';

const DEPTH_LEVELS = 50;
/** Depth and current kline bars. */
const LIVE_EVERY_MS = 100;
const DETAIL_EVERY_MS = 1000;

export class MarketHub implements MarketListener {
  private readonly markets = new Map<string, SymbolMarket>();
  private readonly depthFeeds = new Map<string, DepthFeed>();
  private readonly dirtyDepth = new Set<string>();
  private readonly dirtyKlines = new Set<string>();
  private readonly dirtyDetail = new Set<string>();
  private timers: NodeJS.Timeout[] = [];
  /** Called after trades, e.g. to watch stop orders against the last price or persist klines. */
  onTrades: Array<(market: SymbolMarket, trades: TradeRow[]) => void> = [];
  /**
   * A contract's detail as its `{ubw|bbw}_detail_{PAIR}` topic carries it: the ticker with mark,
   * index and funding (the futures module sets it once open, as open/get/contractDetail answers);
   * null keeps the plain ticker. all_symbol_detail stays the plain ticker of every market.
   */
  contractDetail: ((market: SymbolMarket) => object | null) | null = null;

  constructor(private readonly publisher: Publisher) {}

  add(market: SymbolMarket) {
    this.markets.set(market.key, market);
    this.depthFeeds.set(market.key, new DepthFeed(DEPTH_LEVELS));
  }

  get(kind: MarketKind, symbolName: string): SymbolMarket | undefined {
    return this.markets.get(`${kind}:${symbolName}`);
  }

  all(kind?: MarketKind): SymbolMarket[] {
    const list = [...this.markets.values()];
    return kind ? list.filter((m) => m.config.kind === kind) : list;
  }

  trades(market: SymbolMarket, trades: TradeRow[], closedBars: KlineBar[]) {
    const { kind, symbol_name } = market.config;
    this.publisher.publish(TOPIC.trade(kind, symbol_name), trades);
    for (const bar of closedBars) this.publisher.publish(TOPIC.kline(kind, symbol_name), bar);
    this.dirtyKlines.add(market.key);
    this.dirtyDetail.add(market.key);
    for (const listener of this.onTrades) listener(market, trades);
  }

  /** A contract's mark or index moved: its detail goes out with the next round even without a trade. */
  detailChanged(market: SymbolMarket) {
    this.dirtyDetail.add(market.key);
  }

  bookChanged(market: SymbolMarket) {
    this.dirtyDepth.add(market.key);
  }

  /** The current depth snapshot (also what initData answers), advancing seq only when it changed. */
  depth(market: SymbolMarket) {
    this.publishDepthOf(market);
    return this.depthFeeds.get(market.key)!.current(market.config.symbol_name);
  }

  /** Brings a market's depth feed up to date; a change is published so live subscribers never see a gap. */
  private publishDepthOf(market: SymbolMarket) {
    const feed = this.depthFeeds.get(market.key);
    if (!feed) return;
    const payload = feed.update(market.book.depth(DEPTH_LEVELS), (t: number) => market.price(t), (l: number) => market.amount(l));
    if (payload) this.publisher.publish(TOPIC.depth(market.config.kind, market.config.symbol_name), { ...payload, symbolName: market.config.symbol_name });
  }

  index(): IndexPayload {
    const payload: IndexPayload = {};
    for (const market of this.markets.values()) {
      const { kind } = market.config;
      const detail = market.detail();
      const row: IndexRow = {
        symbol: market.config.symbol_name.replace('/', '_'),
        symbolName: market.config.symbol_name,
        bzmc: market.config.coin_symbol,
        bzicon: market.config.avatar,
        close: detail.close,
        zdf: detail.zdf,
        cjl: detail.amount,
        cje: detail.vol,
        priceScale: market.config.base_coin_scale,
        newCoin: market.config.new_coin,
      };
      (payload[kind] ??= []).push(row);
    }
    return payload;
  }

  start() {
    this.timers.push(
      setInterval(() => {
        this.publishDepth();
        this.publishKlines();
      }, LIVE_EVERY_MS),
      setInterval(() => this.publishDetails(), DETAIL_EVERY_MS),
    );
    for (const timer of this.timers) timer.unref();
  }

  stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private publishDepth() {
    for (const key of this.dirtyDepth) {
      const market = this.markets.get(key);
      if (market) this.publishDepthOf(market);
    }
    this.dirtyDepth.clear();
  }

  private publishKlines() {
    for (const key of this.dirtyKlines) {
      const market = this.markets.get(key);
      if (!market) continue;
      const topic = TOPIC.kline(market.config.kind, market.config.symbol_name);
      for (const bar of market.klines.currentBars()) this.publisher.publish(topic, bar);
    }
    this.dirtyKlines.clear();
  }

  private publishDetails() {
    if (this.dirtyDetail.size === 0) return;
    const changed = [...this.dirtyDetail].map((key) => this.markets.get(key)).filter((m): m is SymbolMarket => Boolean(m));
    this.dirtyDetail.clear();
    const details = changed.map((m) => m.detail());
    for (const [i, market] of changed.entries()) {
      const full = market.config.kind === 'xh' ? null : this.contractDetail?.(market);
      this.publisher.publish(TOPIC.detail(market.config.kind, market.config.symbol_name), full ?? details[i]);
    }
    this.publisher.publish(TOPIC.allSymbolDetail, details);
    this.publisher.publish(TOPIC.index, this.index());
  }
}
