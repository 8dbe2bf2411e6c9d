// What the home page shows of the markets, as plain functions over the index: the busiest markets
// of a kind, the day's top gainers and losers, the new listings, and favourites with live figures.
import type { MarketKind } from '@exchange/contract/topics';
import { tickerKey, type IndexTickers, type Ticker } from '../../api/marketMap.ts';
import { directionOf } from '../markets/figures.ts';
import { topBy, withLiveFigures } from '../markets/marketTable.ts';

const OVERVIEW_ROWS = 10;
const HIGHLIGHT_ROWS = 5;

/** The kind's markets with the highest 24h turnover. */
export const busiestMarkets = (index: IndexTickers | undefined, kind: MarketKind, n = OVERVIEW_ROWS): Ticker[] =>
  topBy(index?.[kind] ?? [], 'turnover', 'desc', n);

export interface Highlights {
  gainers: Ticker[];
  losers: Ticker[];
  newCoins: Ticker[];
}

/** Spot highlights: a market that did not fall is no loser, one that did not rise is no gainer. */
export const highlightsOf = (index: IndexTickers | undefined, n = HIGHLIGHT_ROWS): Highlights => {
  const spot = index?.xh ?? [];
  return {
    gainers: topBy(spot, 'change', 'desc', n).filter((ticker) => directionOf(ticker.change) === 'up'),
    losers: topBy(spot, 'change', 'asc', n).filter((ticker) => directionOf(ticker.change) === 'down'),
    newCoins: spot.filter((ticker) => ticker.isNew).slice(0, n),
  };
};

/** The member's favourites with the index's latest price, change and turnover. */
export const favouritesWithIndex = (favourites: readonly Ticker[], index: IndexTickers | undefined): Ticker[] => {
  if (!index) return [...favourites];
  const live = new Map(
    [...index.xh, ...index.ubw, ...index.bbw].map(({ kind, pair, last, change, turnover, volume }) => [
      tickerKey(kind, pair),
      { last, change, turnover, volume },
    ]),
  );
  return withLiveFigures(favourites, live);
};
