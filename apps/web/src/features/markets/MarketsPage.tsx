// /market/main: every market in one table (spec §2) with tabs for favourites, spot by quote coin,
// USDT-margined and coin-margined futures, a coin search, sortable columns and live figures.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../ui/PageSection.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { MarketsPanel } from './MarketsPanel.tsx';
import { MARKET_TABS, PREFERRED_QUOTES, isMarketTab, nextSort, spotQuotes, type MarketTab, type SortState } from './marketTable.ts';
import { useFavouriteMarkets } from './useFavouriteMarkets.ts';
import { useMarkets } from './useMarkets.ts';
import styles from './MarketsPage.module.css';

export default function MarketsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: MarketTab = isMarketTab(tabParam) ? tabParam : 'spot';
  const markets = useMarkets();
  const favourites = useFavouriteMarkets();
  const quotes = useMemo(() => {
    const present = spotQuotes(markets.tickers);
    return present.length > 0 ? present : [...PREFERRED_QUOTES];
  }, [markets.tickers]);
  const quoteParam = params.get('quote');
  const quote = quoteParam && quotes.includes(quoteParam) ? quoteParam : (quotes[0] ?? 'USDT');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);

  // Tab and quote live in the URL, so a shared or reloaded link opens the same list.
  const choose = (next: { tab?: MarketTab; quote?: string }) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        if (next.tab) merged.set('tab', next.tab);
        if (next.quote) merged.set('quote', next.quote);
        return merged;
      },
      { replace: true },
    );

  const panel = (
    <>
      <div className={styles.toolbar}>
        {tab === 'spot' && (
          <Segmented
            label={t('market.quote_label')}
            value={quote}
            options={quotes.map((value) => ({ value, label: value }))}
            onChange={(value) => choose({ quote: value })}
          />
        )}
        <input
          type="search"
          className={styles.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('market.search_placeholder')}
          aria-label={t('market.search_label')}
        />
      </div>
      <MarketsPanel
        tab={tab}
        quote={quote}
        search={search}
        sort={sort}
        onSort={(column) => setSort((current) => nextSort(current, column))}
        markets={markets}
        favourites={favourites}
      />
    </>
  );

  return (
    <PageSection title={t('section.market.title')} subtitle={t('section.market.text')}>
      <Tabs
        label={t('market.tabs_label')}
        value={tab}
        onValueChange={(value) => choose({ tab: value })}
        items={MARKET_TABS.map((value) => ({ value, label: t(`market.tab.${value}`), content: panel }))}
      />
    </PageSection>
  );
}
