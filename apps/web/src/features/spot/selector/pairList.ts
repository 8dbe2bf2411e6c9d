// The pair selector's lists as plain functions: the spot markets (only the new coins on the new-coin
// screen) with each pair's scale and new-coin flag from its rules, or the contracts of one kind; the
// tabs (favourites, then quote coins) and the rows of a tab and search. Search is the markets table's.
import type { ContractKind } from '@exchange/contract/futures';
import { tickerKey, type PairRules, type Ticker } from '../../../api/marketMap.ts';
import { quotesOf, searchMarkets } from '../../markets/marketTable.ts';

export const FAVOURITES_TAB = 'favourites';

/** Spot markets that have rules (a pair without rules cannot be traded here), restricted to new coins when asked. */
export const selectablePairs = (tickers: readonly Ticker[], rules: readonly PairRules[], newOnly: boolean): Ticker[] => {
  const byPair = new Map(rules.map((rule) => [rule.pair, rule]));
  return tickers.flatMap((ticker) => {
    const rule = ticker.kind === 'xh' ? byPair.get(ticker.pair) : undefined;
    if (!rule || (newOnly && !rule.isNew)) return [];
    return [{ ...ticker, priceScale: rule.priceScale, isNew: rule.isNew, icon: ticker.icon || rule.icon }];
  });
};

/** The contracts of one kind (their prices carry their own scale). */
export const contractPairs = (tickers: readonly Ticker[], kind: ContractKind): Ticker[] => tickers.filter((ticker) => ticker.kind === kind);

export const selectorTabs = (pairs: readonly Ticker[]): string[] => [FAVOURITES_TAB, ...quotesOf(pairs)];

export const pairsOfTab = (pairs: readonly Ticker[], tab: string, search: string, favourites: ReadonlySet<string>): Ticker[] => {
  const inTab =
    tab === FAVOURITES_TAB
      ? pairs.filter((ticker) => favourites.has(tickerKey(ticker.kind, ticker.pair)))
      : pairs.filter((ticker) => ticker.quote === tab);
  return searchMarkets(inTab, search);
};
