// The list under a markets tab, with its loading, error and empty states; visitors see a way to
// log in on the favourites tab instead of an empty list.
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tickerKey } from '../../api/marketMap.ts';
import { loginPathFor } from '../../app/loginRedirect.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { Empty } from '../../ui/Empty.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { MarketTable } from './MarketTable.tsx';
import { marketsOfTab, searchMarkets, sortMarkets, withLiveFigures, type MarketTab, type SortColumn, type SortState } from './marketTable.ts';
import type { FavouritesData } from './useFavouriteMarkets.ts';
import type { MarketsData } from './useMarkets.ts';

export interface MarketsPanelProps {
  tab: MarketTab;
  quote: string;
  search: string;
  sort: SortState | null;
  onSort: (column: SortColumn) => void;
  markets: MarketsData;
  favourites: FavouritesData;
}

export function MarketsPanel({ tab, quote, search, sort, onSort, markets, favourites }: MarketsPanelProps) {
  const { t } = useTranslation();
  const { pathname, search: query } = useLocation();
  const onFavourites = tab === 'favourites';
  const rows = useMemo(() => {
    // Favourites come as the member saved them; the live map brings their latest figures.
    const source = onFavourites ? withLiveFigures(favourites.list, liveOf(markets.tickers)) : marketsOfTab(markets.tickers, { tab, quote, favourites: favourites.keys });
    return sortMarkets(searchMarkets(source, search), sort);
  }, [onFavourites, favourites.list, favourites.keys, markets.tickers, tab, quote, search, sort]);

  if (onFavourites && !favourites.isLoggedIn) {
    return (
      <Empty message={t('market.favourites.login_prompt')}>
        <Link to={loginPathFor(`${pathname}${query}`)} className={buttonClass()}>
          {t('header.login')}
        </Link>
      </Empty>
    );
  }
  const source = onFavourites ? favourites : markets;
  if (source.isPending && rows.length === 0) return <CenteredSpinner label={t('common.loading')} />;
  if (source.isError && rows.length === 0) {
    return <ErrorState title={t('market.error')} message={t('common.networkError')} retryLabel={t('common.retry')} onRetry={source.retry} />;
  }
  if (rows.length === 0) {
    const empty = search.trim() ? t('market.empty_search', { search: search.trim() }) : onFavourites ? t('market.favourites.empty') : t('market.empty');
    return <Empty message={empty} />;
  }
  return (
    <MarketTable
      label={t(`market.tab.${tab}`)}
      rows={rows}
      favourites={favourites.keys}
      sort={sort}
      onSort={onSort}
      onToggleFavourite={favourites.toggle}
      stale={markets.stale}
    />
  );
}

/** The markets' current figures by key, for laying over the favourites list. */
const liveOf = (tickers: MarketsData['tickers']) => new Map(tickers.map((ticker) => [tickerKey(ticker.kind, ticker.pair), ticker] as const));
