// The pair selector beside the chart: a search box, a favourites tab (members star pairs; visitors
// are asked to log in) and a tab per quote coin, each row with its live last price and change. The
// screen says which markets it trades (spot pairs, new coins, the contracts of one kind) and where
// each row leads.
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PairRules, Ticker } from '../../../api/marketMap.ts';
import { loginPathFor } from '../../../app/loginRedirect.ts';
import { buttonClass } from '../../../ui/Button.tsx';
import { Empty } from '../../../ui/Empty.tsx';
import { CenteredSpinner } from '../../../ui/Spinner.tsx';
import { useFavouriteMarkets } from '../../markets/useFavouriteMarkets.ts';
import { useMarkets } from '../../markets/useMarkets.ts';
import { FAVOURITES_TAB, pairsOfTab, selectorTabs } from './pairList.ts';
import { PairRow } from './PairRow.tsx';
import styles from './PairSelector.module.css';

export interface PairSelectorProps {
  current: Pick<PairRules, 'pair' | 'quote'>;
  /** The markets this screen trades, out of every listed one (a stable function: it is memoised on). */
  pairsOf: (tickers: readonly Ticker[]) => Ticker[];
  /** Where a row leads. */
  pathOf: (ticker: Ticker) => string;
  /** A pair was chosen (closes the panel on small screens). */
  onChosen?: () => void;
}

export function PairSelector({ current, pairsOf, pathOf, onChosen }: PairSelectorProps) {
  const { t } = useTranslation();
  const { pathname, search: query } = useLocation();
  const markets = useMarkets();
  const favourites = useFavouriteMarkets();
  const [search, setSearch] = useState('');
  const pairs = useMemo(() => pairsOf(markets.tickers), [markets.tickers, pairsOf]);
  const tabs = useMemo(() => selectorTabs(pairs), [pairs]);
  const [chosenTab, setTab] = useState<string | null>(null);
  const tab = chosenTab && tabs.includes(chosenTab) ? chosenTab : tabs.includes(current.quote) ? current.quote : (tabs[1] ?? FAVOURITES_TAB);
  const rows = useMemo(() => pairsOfTab(pairs, tab, search, favourites.keys), [pairs, tab, search, favourites.keys]);

  const body = () => {
    if (tab === FAVOURITES_TAB && !favourites.isLoggedIn) {
      return (
        <Empty message={t('market.favourites.login_prompt')}>
          <Link to={loginPathFor(`${pathname}${query}`)} className={buttonClass({ size: 'sm' })}>
            {t('header.login')}
          </Link>
        </Empty>
      );
    }
    if (markets.isPending && rows.length === 0) return <CenteredSpinner label={t('common.loading')} />;
    if (rows.length === 0) return <Empty message={search.trim() ? t('market.empty_search', { search: search.trim() }) : t('spot.selector.empty')} />;
    return (
      <ul className={styles.list} aria-label={t('spot.selector.list')}>
        {rows.map((ticker) => (
          <PairRow
            key={ticker.pair}
            ticker={ticker}
            to={pathOf(ticker)}
            current={ticker.pair === current.pair}
            favourite={favourites.keys.has(`${ticker.kind}:${ticker.pair}`)}
            onToggleFavourite={favourites.toggle}
            onChosen={onChosen}
          />
        ))}
      </ul>
    );
  };

  return (
    <nav className={styles.panel} aria-label={t('spot.selector.title')} data-stale={markets.stale || undefined}>
      <input
        type="search"
        className={styles.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('market.search_placeholder')}
        aria-label={t('market.search_label')}
      />
      <div role="group" aria-label={t('spot.selector.tabs')} className={styles.tabs}>
        {tabs.map((value) => (
          <button key={value} type="button" className={styles.tab} aria-pressed={value === tab} onClick={() => setTab(value)}>
            {value === FAVOURITES_TAB ? t('market.tab.favourites') : value}
          </button>
        ))}
      </div>
      <div className={styles.columns} aria-hidden="true">
        <span>{t('spot.selector.pair')}</span>
        <span>{t('spot.selector.last')}</span>
        <span>{t('spot.selector.change')}</span>
      </div>
      {body()}
    </nav>
  );
}
