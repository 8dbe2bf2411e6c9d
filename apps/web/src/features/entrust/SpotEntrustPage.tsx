// features/entrust/: the member's order pages of the account area (spec §2 /account/entrust).
// This is the spot page: open ("current") and finished ("history") orders with filters, paging,
// cancel on open orders and each order's fills on demand; it stays live on the member's refresh
// messages. Row display and cancelling are shared with the exchange page (features/spot/orders).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntrustWhen } from '@exchange/contract/spot';
import { spotKeys, useEntrustLog } from '../../api/spotQueries.ts';
import { PageSection } from '../../ui/PageSection.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ListState } from '../../app/ListState.tsx';
import { OrderTable } from '../spot/orders/OrderTable.tsx';
import { useCancel } from '../spot/orders/useCancel.ts';
import { useRefetchOnOwnChange } from '../spot/orders/useRefetchOnOwnChange.ts';
import { EntrustFiltersBar } from './EntrustFiltersBar.tsx';
import { OrderFills } from './OrderFills.tsx';
import { Pager } from './Pager.tsx';
import { NO_FILTERS, entrustQueryOf, scopeOf, type EntrustFilters } from './entrustFilters.ts';

const LIVE_KEYS = [spotKeys.anyOrders, spotKeys.anyFills];

export default function SpotEntrustPage() {
  const { t } = useTranslation();
  const [when, setWhen] = useState<EntrustWhen>('now');
  const [filters, setFilters] = useState<EntrustFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useEntrustLog(when, scopeOf(filters), entrustQueryOf(filters, when, page));
  const cancel = useCancel();
  useRefetchOnOwnChange(LIVE_KEYS);
  const rows = query.data?.records ?? [];

  const changeFilters = (next: EntrustFilters) => {
    setFilters(next);
    setPage(1);
  };
  const changeWhen = (next: EntrustWhen) => {
    setWhen(next);
    setPage(1);
  };

  const list = (
    <>
      <EntrustFiltersBar when={when} filters={filters} onChange={changeFilters} />
      <ListState failed={t('entrust.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t(when === 'now' ? 'entrust.empty_open' : 'entrust.empty_history')}>
        <OrderTable
          label={t(when === 'now' ? 'entrust.tab.current' : 'entrust.tab.history')}
          rows={rows}
          onCancel={when === 'now' ? (row) => cancel.run([row.id]) : undefined}
          cancelling={cancel.cancelling}
          details={(row) => <OrderFills orderId={row.id} />}
        />
        <Pager current={query.data?.current ?? page} pages={query.data?.pages ?? 1} onPage={setPage} />
      </ListState>
    </>
  );

  return (
    <PageSection title={t('section.entrust.spot.title')}>
      <Tabs
        label={t('section.entrust.spot.title')}
        value={when}
        onValueChange={changeWhen}
        items={[
          { value: 'now', label: t('entrust.tab.current'), content: list },
          { value: 'history', label: t('entrust.tab.history'), content: list },
        ]}
      />
    </PageSection>
  );
}
