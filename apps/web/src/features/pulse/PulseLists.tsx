// The tabs under the chart: open contracts (with countdowns), settled ones, and everyone's recent
// results; each with its loading, empty and error state. A visitor sees the public tab only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePulseContracts, usePulsePublicTrades } from '../../api/pulseQueries.ts';
import { useSession } from '../../session/store.ts';
import { CenteredSpinner, Empty, ErrorState, Tabs } from '../../ui/index.ts';
import { OpenContracts } from './OpenContracts.tsx';
import { PublicTrades } from './PublicTrades.tsx';
import { SettledContracts } from './SettledContracts.tsx';
import styles from './pulse.module.css';

type Tab = 'open' | 'settled' | 'public';

function ListState<T>({ label, query, children }: { label: string; query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown }; children: (rows: T[]) => React.ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (query.isError) return <ErrorState title={t('pulse.load_failed')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />;
  if (!query.data?.length) return <Empty message={t('pulse.empty')} />;
  // Focusable, so a keyboard can scroll a table wider than a phone.
  return (
    <div className={styles.tableFrame} tabIndex={0} role="region" aria-label={label}>
      {children(query.data)}
    </div>
  );
}

export function PulseLists() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [tab, setTab] = useState<Tab>(loggedIn ? 'open' : 'public');
  const open = usePulseContracts('open');
  const settled = usePulseContracts('settled');
  const publicTrades = usePulsePublicTrades();
  const page = (q: typeof open) => ({ data: q.data?.records, isPending: q.isPending, isError: q.isError, refetch: q.refetch });
  const items = [
    ...(loggedIn
      ? [
          { value: 'open' as const, label: t('pulse.tab.open'), content: <ListState label={t('pulse.tab.open')} query={page(open)}>{(rows) => <OpenContracts rows={rows} />}</ListState> },
          { value: 'settled' as const, label: t('pulse.tab.settled'), content: <ListState label={t('pulse.tab.settled')} query={page(settled)}>{(rows) => <SettledContracts rows={rows} />}</ListState> },
        ]
      : []),
    { value: 'public' as const, label: t('pulse.tab.public'), content: <ListState label={t('pulse.tab.public')} query={publicTrades}>{(rows) => <PublicTrades rows={rows} />}</ListState> },
  ];
  return (
    <section className={styles.lists}>
      <Tabs label={t('pulse.lists')} value={loggedIn ? tab : 'public'} onValueChange={setTab} items={items} />
    </section>
  );
}
