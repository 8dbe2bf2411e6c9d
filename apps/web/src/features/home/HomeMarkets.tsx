// The home page's live market part (loaded after first paint, with paho, through React.lazy):
// highlight cards and the overview table, fed by `initData?type=index` and then the `index` topic.
// The market kinds filter one table, so they are toggle buttons (Segmented): lighter than tabs
// on the route with the tightest budget.
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MarketKind } from '@exchange/contract/topics';
import { loginPathFor } from '../../app/loginRedirect.ts';
import { indexStore, useIndexFeed } from '../../realtime/marketStore.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { Empty } from '../../ui/Empty.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { useFavouriteList } from '../markets/useMarkets.ts';
import { busiestMarkets, favouritesWithIndex, highlightsOf } from './homeMarkets.ts';
import { MarketHighlights } from './MarketHighlights.tsx';
import { OverviewTable } from './OverviewTable.tsx';
import styles from './HomeMarkets.module.css';

type OverviewTab = 'favourites' | MarketKind;
const TABS: readonly OverviewTab[] = ['favourites', 'xh', 'ubw', 'bbw'];
const TAB_LABEL = { favourites: 'market.tab.favourites', xh: 'market.tab.spot', ubw: 'market.tab.ubw', bbw: 'market.tab.bbw' } as const;
const MARKETS_TAB = { favourites: 'favourites', xh: 'spot', ubw: 'ubw', bbw: 'bbw' } as const;

export default function HomeMarkets() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [tab, setTab] = useState<OverviewTab>('xh');
  const index = useIndexFeed();
  const favourites = useFavouriteList();
  const highlights = useMemo(() => highlightsOf(index.data), [index.data]);
  const rows = useMemo(
    () => (tab === 'favourites' ? favouritesWithIndex(favourites.list, index.data) : busiestMarkets(index.data, tab)),
    [tab, favourites.list, index.data],
  );

  const panel = () => {
    if (tab === 'favourites' && !favourites.isLoggedIn) {
      return (
        <Empty message={t('market.favourites.login_prompt')}>
          <Link to={loginPathFor(`${pathname}${search}`)} className={buttonClass()}>
            {t('header.login')}
          </Link>
        </Empty>
      );
    }
    const pending = tab === 'favourites' ? favourites.isPending : index.loading;
    const failed = tab === 'favourites' ? favourites.isError : Boolean(index.error);
    if (rows.length === 0 && pending) return <CenteredSpinner label={t('common.loading')} />;
    if (rows.length === 0 && failed) {
      const retry = tab === 'favourites' ? favourites.retry : indexStore.resync;
      return <ErrorState title={t('market.error')} message={t('common.networkError')} retryLabel={t('common.retry')} onRetry={retry} />;
    }
    if (rows.length === 0 && tab === 'favourites') {
      return (
        <Empty message={t('market.favourites.empty')}>
          <Link to="/market/main" className={buttonClass({ variant: 'secondary' })}>
            {t('home.market.view_all')}
          </Link>
        </Empty>
      );
    }
    if (rows.length === 0) return <Empty message={t('market.empty')} />;
    return (
      <>
        <OverviewTable label={t(TAB_LABEL[tab])} rows={rows} />
        <Link to={`/market/main?tab=${MARKETS_TAB[tab]}`} className={styles.more}>
          {t('home.market.view_all')}
        </Link>
      </>
    );
  };

  return (
    <PageSection title={t('home.market.title')} level={2}>
      {index.data && <MarketHighlights highlights={highlights} />}
      <div className={styles.kinds}>
        <Segmented label={t('market.tabs_label')} value={tab} options={TABS.map((value) => ({ value, label: t(TAB_LABEL[value]) }))} onChange={setTab} />
      </div>
      {panel()}
    </PageSection>
  );
}
