// The header search's lists as plain functions (spec §2, §9): per tab (spot 'xh', contract 'hy')
// the 8 hot markets by turnover and 4 suggestions (the day's top gainers not already hot), and the
// results of a typed search, best matches first.
import { SEARCH } from '@exchange/contract/constants';
import type { MarketKind } from '@exchange/contract/topics';
import type { IndexTickers, Ticker } from '../../api/marketMap.ts';
import { compareFigures, matchesSearch, topBy } from '../markets/marketTable.ts';

export type SearchTab = 'xh' | 'hy';

const KINDS: Record<SearchTab, readonly MarketKind[]> = { xh: ['xh'], hy: ['ubw', 'bbw'] };

/** Results shown at most; a search that wide is refined by typing on. */
const MAX_RESULTS = 20;

export const searchPool = (index: IndexTickers | undefined, tab: SearchTab): Ticker[] =>
  index ? KINDS[tab].flatMap((kind) => index[kind]) : [];

export const hotMarkets = (pool: readonly Ticker[]): Ticker[] => topBy(pool, 'turnover', 'desc', SEARCH.hotItems);

export const suggestedMarkets = (pool: readonly Ticker[], hot: readonly Ticker[]): Ticker[] => {
  const taken = new Set(hot);
  return topBy(
    pool.filter((ticker) => !taken.has(ticker)),
    'change',
    'desc',
    SEARCH.suggestions,
  );
};

/** How well a market answers the search: the coin itself, then coins starting with it, then the rest. */
const rank = (ticker: Ticker, wanted: string): number => {
  const base = ticker.base.toUpperCase();
  if (base === wanted) return 0;
  return base.startsWith(wanted) ? 1 : 2;
};

export const searchResults = (pool: readonly Ticker[], search: string): Ticker[] => {
  const wanted = search.trim().toUpperCase();
  if (!wanted) return [];
  return pool
    .filter((ticker) => matchesSearch(ticker, wanted))
    .sort((a, b) => rank(a, wanted) - rank(b, wanted) || compareFigures(a.turnover, b.turnover, 'desc'))
    .slice(0, MAX_RESULTS);
};
