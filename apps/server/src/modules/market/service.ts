// What the market calls answer: rows of every market with live tickers, snapshots for the live
// topics (initData), pair configs, kline history and each member's watchlist.
import {
  KLINE_INTERVALS,
  MARKET_KINDS,
  type DepthPayload,
  type IndexPayload,
  type KlineBar,
  type KlineInterval,
  type MarketKind,
  type MarketRow,
  type PairConfig,
  type SymbolDetail,
  type TradeRow,
} from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import type { MarketHub } from '../../market/hub.ts';
import type { SymbolMarket } from '../../market/symbolMarket.ts';
import { parsePairPath } from '../../market/symbols.ts';

export const isKind = (value: string): value is MarketKind => (MARKET_KINDS as readonly string[]).includes(value);
export const isInterval = (value: string): value is KlineInterval => (KLINE_INTERVALS as readonly string[]).includes(value);

const contractType = (kind: MarketKind): MarketRow['contract_type'] => (kind === 'ubw' ? '1' : kind === 'bbw' ? '2' : '0');

export const createMarketService = (db: Db, hub: MarketHub) => {
  const market = (kind: string, symbolName: string): SymbolMarket => {
    const found = isKind(kind) ? hub.get(kind, symbolName) : undefined;
    if (!found) throw new BusinessError(`Unknown market: ${symbolName.slice(0, 24)}`);
    return found;
  };

  /** A market named by its URL form (BTC_USDT). */
  const byPath = (kind: string, path: string): SymbolMarket => {
    const symbolName = parsePairPath(path);
    if (!symbolName) throw new BusinessError(`Unknown market: ${path.slice(0, 24)}`);
    return market(kind, symbolName);
  };

  const favourites = async (memberId: string | undefined) => {
    if (!memberId) return new Set<string>();
    const rows = await db.selectFrom('watchlist').select(['kind', 'symbol']).where('member_id', '=', memberId).execute();
    return new Set(rows.map((r) => `${r.kind}:${r.symbol}`));
  };

  const row = (m: SymbolMarket, starred: Set<string>): MarketRow => {
    const d = m.detail();
    return {
      id: m.config.id,
      symbol_name: m.config.symbol_name,
      coin_symbol: m.config.coin_symbol,
      avatar: m.config.avatar,
      close: d.close,
      open: d.open,
      high: d.high,
      low: d.low,
      amount: d.amount,
      vol: d.vol,
      zdf: d.zdf,
      part_cou: m.config.part_cou,
      full_cou: m.config.full_cou,
      contract_type: contractType(m.config.kind),
      collect: starred.has(m.key) ? 1 : 0,
    };
  };

  return {
    market,
    byPath,

    async rows(kinds: MarketKind[], memberId?: string): Promise<MarketRow[]> {
      const starred = await favourites(memberId);
      return kinds.flatMap((k) => hub.all(k)).map((m) => row(m, starred));
    },

    index: (): IndexPayload => hub.index(),

    depth: (kind: string, symbolName: string): DepthPayload => hub.depth(market(kind, symbolName)),

    trades: (kind: string, symbolName: string): TradeRow[] => [...market(kind, symbolName).recentTrades],

    details(symbolNames: string[], kind: string): SymbolDetail[] {
      return symbolNames.map((name) => market(kind, name).detail());
    },

    config: (kind: string, path: string): PairConfig => byPath(kind, path).config,

    configs: (kind: MarketKind): PairConfig[] => hub.all(kind).map((m) => m.config),

    async klines(kind: string, symbolName: string, interval: KlineInterval, endTime: number, limit: number): Promise<KlineBar[]> {
      const m = market(kind, symbolName);
      const stored = await db
        .selectFrom('kline')
        .selectAll()
        .where('kind', '=', m.config.kind)
        .where('symbol', '=', m.config.symbol_name)
        .where('interval', '=', interval)
        .where('open_time', '<', String(endTime))
        .orderBy('open_time', 'desc')
        .limit(limit)
        .execute();
      const bars = new Map<number, KlineBar>();
      for (const r of stored.reverse())
        bars.set(Number(r.open_time), { interval, time: Number(r.open_time), open: r.open, high: r.high, low: r.low, close: r.close, amount: r.amount, vol: r.vol });
      const live = m.klines.current(interval);
      if (live && live.time < endTime) bars.set(live.time, live);
      return [...bars.values()].sort((a, b) => a.time - b.time).slice(-limit);
    },

    async watchlist(memberId: string): Promise<MarketRow[]> {
      const starred = await favourites(memberId);
      return hub.all().filter((m) => starred.has(m.key)).map((m) => row(m, starred));
    },

    async star(memberId: string, kind: string, path: string, on: boolean): Promise<void> {
      const m = byPath(kind, path);
      if (on)
        await db
          .insertInto('watchlist')
          .values({ member_id: memberId, kind: m.config.kind, symbol: m.config.symbol_name })
          .onConflict((oc) => oc.doNothing())
          .execute();
      else
        await db
          .deleteFrom('watchlist')
          .where('member_id', '=', memberId)
          .where('kind', '=', m.config.kind)
          .where('symbol', '=', m.config.symbol_name)
          .execute();
    },

    /** The coin's price in each market that quotes it against USDT, for a comparison table. */
    priceComparison(coin: string) {
      const upper = coin.toUpperCase();
      const sources = hub
        .all()
        .filter((m) => m.config.coin_symbol === upper && (m.config.quote_symbol === 'USDT' || m.config.quote_symbol === 'USD'))
        .map((m) => ({ market: m.config.kind, symbolName: m.config.symbol_name, price: m.detail().close }));
      if (sources.length === 0) throw new BusinessError(`Unknown coin: ${coin.slice(0, 12)}`);
      const spot = sources.find((s) => s.market === 'xh') ?? sources[0]!;
      return { coin: upper, price_usdt: spot.price, price_usd: spot.price, sources };
    },
  };
};

export type MarketService = ReturnType<typeof createMarketService>;
