// The markets table's logic as plain functions: which markets a tab shows, the coin search, live
// figures laid over the lists, and column sorting (numbers compared with big.js, never as floats).
import Big from 'big.js';
import { tickerKey, type Ticker } from '../../api/marketMap.ts';

export const MARKET_TABS = ['favourites', 'spot', 'ubw', 'bbw'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/** Quote coins offered first on the spot tab, in this order; others follow alphabetically. */
export const PREFERRED_QUOTES = ['USDT', 'BTC', 'ETH'] as const;

export type SortColumn = 'pair' | 'last' | 'change' | 'high' | 'low' | 'volume' | 'turnover';
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: SortColumn;
  direction: SortDirection;
}

export const isMarketTab = (value: unknown): value is MarketTab => (MARKET_TABS as readonly unknown[]).includes(value);

/** Each ticker with the latest live figures of its market (by tickerKey), when there are any. */
export const withLiveFigures = (tickers: readonly Ticker[], details: ReadonlyMap<string, Partial<Ticker>> | undefined): Ticker[] => {
  if (!details || details.size === 0) return [...tickers];
  return tickers.map((ticker) => {
    const update = details.get(tickerKey(ticker.kind, ticker.pair));
    return update ? { ...ticker, ...update } : ticker;
  });
};

/** The quote coins of the spot markets: the preferred ones that exist, then the rest. */
export const spotQuotes = (tickers: readonly Ticker[]): string[] => quotesOf(tickers.filter((ticker) => ticker.kind === 'xh'));

/** The quote coins of any markets (a contract screen's), ordered as spotQuotes orders them. */
export const quotesOf = (tickers: readonly Ticker[]): string[] => {
  const present = new Set(tickers.map((ticker) => ticker.quote));
  const preferred = PREFERRED_QUOTES.filter((quote) => present.has(quote));
  const others = [...present].filter((quote) => quote && !(PREFERRED_QUOTES as readonly string[]).includes(quote)).sort();
  return [...preferred, ...others];
};

export interface TabQuery {
  tab: MarketTab;
  /** Spot only: the quote coin. */
  quote?: string;
  /** The member's favourites by tickerKey. */
  favourites: ReadonlySet<string>;
}

export const marketsOfTab = (tickers: readonly Ticker[], { tab, quote, favourites }: TabQuery): Ticker[] => {
  switch (tab) {
    case 'favourites':
      return tickers.filter((ticker) => favourites.has(tickerKey(ticker.kind, ticker.pair)));
    case 'spot':
      return tickers.filter((ticker) => ticker.kind === 'xh' && (!quote || ticker.quote === quote));
    default:
      return tickers.filter((ticker) => ticker.kind === tab);
  }
};

/** Matches the coin or the pair, in any case, written with "/" or "_" ("btc", "BTC/US", "eth_usdt"). */
export const matchesSearch = (ticker: Pick<Ticker, 'base' | 'pair'>, search: string): boolean => {
  const wanted = search.trim().toUpperCase().replaceAll('_', '/');
  if (!wanted) return true;
  return ticker.base.toUpperCase().includes(wanted) || ticker.pair.toUpperCase().includes(wanted);
};

export const searchMarkets = (tickers: readonly Ticker[], search: string): Ticker[] =>
  tickers.filter((ticker) => matchesSearch(ticker, search));

const numberOf = (value: string): Big | null => {
  try {
    return value === '' ? null : new Big(value);
  } catch {
    return null;
  }
};

/** Compares two parsed figures; unreadable ones (null) always go last, whatever the direction. */
const compareParsed = (x: Big | null, y: Big | null, direction: SortDirection): number => {
  if (!x || !y) return x ? -1 : y ? 1 : 0;
  return direction === 'asc' ? x.cmp(y) : y.cmp(x);
};

/** Compares two figures; unreadable ones ("--") always go last, whatever the direction. */
export const compareFigures = (a: string, b: string, direction: SortDirection): number => compareParsed(numberOf(a), numberOf(b), direction);

/** A sorted copy; equal rows keep their order (Array.prototype.sort is stable). */
export const sortMarkets = (tickers: readonly Ticker[], sort: SortState | null): Ticker[] => {
  if (!sort) return [...tickers];
  const { column, direction } = sort;
  if (column === 'pair') {
    const factor = direction === 'asc' ? 1 : -1;
    return [...tickers].sort((a, b) => factor * a.pair.localeCompare(b.pair));
  }
  // Each figure is parsed once, not once per comparison: the list is re-sorted on every frame
  // of a busy market, and parsing dominated the sort.
  const keyed = tickers.map((ticker) => ({ ticker, key: numberOf(ticker[column]) }));
  keyed.sort((a, b) => compareParsed(a.key, b.key, direction));
  return keyed.map((entry) => entry.ticker);
};

/** A header click: names ascend first, figures descend first; the third click restores the list's order. */
export const nextSort = (current: SortState | null, column: SortColumn): SortState | null => {
  const first: SortDirection = column === 'pair' ? 'asc' : 'desc';
  if (current?.column !== column) return { column, direction: first };
  if (current.direction === first) return { column, direction: first === 'asc' ? 'desc' : 'asc' };
  return null;
};

/** The n markets with the largest (or smallest) value in a column, readable values only. */
export const topBy = (tickers: readonly Ticker[], column: Exclude<SortColumn, 'pair'>, direction: SortDirection, n: number): Ticker[] =>
  sortMarkets(
    tickers.filter((ticker) => numberOf(ticker[column]) !== null),
    { column, direction },
  ).slice(0, n);
