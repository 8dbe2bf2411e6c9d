// The margin order pages of the account area (spec §2 /account/entrust/margin-all and
// /margin-fixed): a mode's open and finished orders with the spot page's filters and paging (cancel
// on open orders), and its open and repaid loans, paged. Live on the member's refresh messages.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarginMode } from '@exchange/contract/margin';
import type { SpotOrderType } from '@exchange/contract/spot';
import { marginKeys, useCancelMarginOrders, useLoans, useMarginOrders } from '../../api/marginQueries.ts';
import { useSpotPairRules } from '../../api/marketQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.ts';
import { OrderTable } from '../spot/orders/OrderTable.tsx';
import { useRefetchOnOwnChange } from '../spot/orders/useRefetchOnOwnChange.ts';
import { LoansTable } from '../margin/LoansTable.tsx';
import { EntrustFiltersBar } from './EntrustFiltersBar.tsx';
import { Pager } from './Pager.tsx';
import { NO_FILTERS, entrustQueryOf, scopeOf, type EntrustFilters } from './entrustFilters.ts';
import styles from './EntrustPage.module.css';

type View = 'now' | 'history' | 'loans' | 'repaid';
const LIVE = [marginKeys.all];
const MARGIN_TYPES: readonly SpotOrderType[] = ['xjwt', 'sjwt'];

function OrdersView({ mode, when }: { mode: MarginMode; when: 'now' | 'history' }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<EntrustFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const rules = useSpotPairRules().data ?? [];
  const pairs = rules.filter((r) => (mode === 'fixed' ? r.isolatedLeverage : r.crossLeverage) !== '0').map((r) => r.pair);
  const query = useMarginOrders(when, mode, scopeOf(filters), entrustQueryOf(filters, when, page));
  const cancel = useCancelMarginOrders(mode);
  const rows = query.data?.records ?? [];
  return (
    <>
      <EntrustFiltersBar
        when={when}
        filters={filters}
        pairs={pairs}
        types={MARGIN_TYPES}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <ListState failed={t('entrust.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t(when === 'now' ? 'entrust.empty_open' : 'entrust.empty_history')}>
        <OrderTable
          label={t(when === 'now' ? 'entrust.tab.current' : 'entrust.tab.history')}
          rows={rows}
          onCancel={when === 'now' ? (row) => cancel.mutate([row.id], { onSuccess: (r) => toast.success(t('entrust.cancelled', { count: r.cancelled.length })) }) : undefined}
          cancelling={cancel.isPending && cancel.variables ? new Set(cancel.variables) : new Set()}
        />
        <Pager current={query.data?.current ?? page} pages={query.data?.pages ?? 1} onPage={setPage} />
      </ListState>
    </>
  );
}

function LoansView({ mode, when }: { mode: MarginMode; when: 'now' | 'history' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useLoans(when, mode, 'all', page);
  const rows = query.data?.records ?? [];
  return (
    <ListState failed={t('margin.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t(when === 'now' ? 'margin.loan.empty_open' : 'margin.loan.empty_history')}>
      <LoansTable label={t(when === 'now' ? 'margin.tab.loans' : 'margin.tab.repaid')} rows={rows} />
      <Pager current={query.data?.current ?? page} pages={query.data?.pages ?? 1} onPage={setPage} />
    </ListState>
  );
}

export function MarginEntrust({ mode }: { mode: MarginMode }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('now');
  useRefetchOnOwnChange(LIVE);
  const title = t(mode === 'fixed' ? 'section.entrust.margin_fixed.title' : 'section.entrust.margin_all.title');
  return (
    <PageSection title={title}>
      <p className={styles.other}>
        <Link to={mode === 'fixed' ? '/account/entrust/margin-all' : '/account/entrust/margin-fixed'}>
          {t(mode === 'fixed' ? 'section.entrust.margin_all.title' : 'section.entrust.margin_fixed.title')}
        </Link>
      </p>
      <Tabs
        label={title}
        value={view}
        onValueChange={setView}
        items={[
          { value: 'now', label: t('entrust.tab.current'), content: <OrdersView key="now" mode={mode} when="now" /> },
          { value: 'history', label: t('entrust.tab.history'), content: <OrdersView key="history" mode={mode} when="history" /> },
          { value: 'loans', label: t('margin.tab.loans'), content: <LoansView key="loans" mode={mode} when="now" /> },
          { value: 'repaid', label: t('margin.tab.repaid'), content: <LoansView key="repaid" mode={mode} when="history" /> },
        ]}
      />
    </PageSection>
  );
}
