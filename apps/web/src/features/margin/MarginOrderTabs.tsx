// Below the chart in margin mode: the margin account's open orders (with cancel), order history,
// open loans and repaid loans, for this pair or all; live on the member's refresh messages.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarginMode } from '@exchange/contract/margin';
import { marginKeys, useCancelMarginOrders, useLoans, useMarginOrders } from '../../api/marginQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { useSession } from '../../session/store.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.ts';
import { OrderTable } from '../spot/orders/OrderTable.tsx';
import type { PairProps } from '../spot/orders/pairProps.ts';
import { useRefetchOnOwnChange } from '../spot/orders/useRefetchOnOwnChange.ts';
import { VisitorPrompt } from '../spot/orders/VisitorPrompt.tsx';
import { LoansTable } from './LoansTable.tsx';
import { useMarginMode } from './marginMode.ts';
import ordersStyles from '../spot/orders/orders.module.css';
import styles from './margin.module.css';

type ListTab = 'open' | 'history' | 'loans' | 'repaid';
const LIVE = [marginKeys.all];
const FIRST_PAGE = { current: 1, size: 50 };

function Orders({ when, mode, scope }: { when: 'now' | 'history'; mode: MarginMode; scope: string }) {
  const { t } = useTranslation();
  const query = useMarginOrders(when, mode, scope, FIRST_PAGE);
  const cancel = useCancelMarginOrders(mode);
  const rows = query.data?.records ?? [];
  const onCancel =
    when === 'now'
      ? (row: { id: string }) => cancel.mutate([row.id], { onSuccess: (r) => toast.success(t('entrust.cancelled', { count: r.cancelled.length })) })
      : undefined;
  return (
    <ListState failed={t('entrust.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t(when === 'now' ? 'entrust.empty_open' : 'entrust.empty_history')}>
      <OrderTable label={t(when === 'now' ? 'entrust.tab.open' : 'entrust.tab.history')} rows={rows} onCancel={onCancel} cancelling={cancel.isPending && cancel.variables ? new Set(cancel.variables) : new Set()} />
    </ListState>
  );
}

function Loans({ when, mode, scope }: { when: 'now' | 'history'; mode: MarginMode; scope: string }) {
  const { t } = useTranslation();
  const query = useLoans(when, mode, mode === 'all' ? 'all' : scope, 1);
  const rows = query.data?.records ?? [];
  return (
    <ListState failed={t('margin.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t(when === 'now' ? 'margin.loan.empty_open' : 'margin.loan.empty_history')}>
      <LoansTable label={t(when === 'now' ? 'margin.tab.loans' : 'margin.tab.repaid')} rows={rows} />
    </ListState>
  );
}

export function MarginOrderTabs({ pair }: PairProps) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const mode = useMarginMode((s) => s.mode);
  const [tab, setTab] = useState<ListTab>('open');
  const [pairOnly, setPairOnly] = useState(true);
  useRefetchOnOwnChange(LIVE);
  const scope = pairOnly ? pair : 'all';

  if (!loggedIn)
    return (
      <section className={ordersStyles.panel} aria-label={t('margin.my_orders')}>
        <VisitorPrompt />
      </section>
    );

  return (
    <section className={ordersStyles.panel} aria-label={t('margin.my_orders')}>
      <div className={styles.pairOnly}>
        <Checkbox label={t('entrust.pair_only')} checked={pairOnly} onChange={(e) => setPairOnly(e.target.checked)} />
      </div>
      <Tabs
        label={t('margin.my_orders')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'open', label: t('entrust.tab.open'), content: <Orders when="now" mode={mode} scope={scope} /> },
          { value: 'history', label: t('entrust.tab.history'), content: <Orders when="history" mode={mode} scope={scope} /> },
          { value: 'loans', label: t('margin.tab.loans'), content: <Loans when="now" mode={mode} scope={scope} /> },
          { value: 'repaid', label: t('margin.tab.repaid'), content: <Loans when="history" mode={mode} scope={scope} /> },
        ]}
      />
    </section>
  );
}
