// /account/entrust/future/u (USDT-margined) and /future/coin (coin-margined): the member's contract
// orders of the kind: current, plan, TP/SL, history and fills, with filters (contract, side, days) and
// paging, cancel on the waiting ones, live on the member's refresh messages of the kind. The tables are
// the exchange page's (features/futures/lists).
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@exchange/contract/futures';
import { useContractFills, useContractOrders, type OrderTab } from '../../api/futuresQueries.ts';
import { useContractMarkets } from '../../api/marketQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { Button } from '../../ui/Button.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { Select } from '../../ui/Select.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { ContractFillTable } from '../futures/lists/ContractFillTable.tsx';
import { ContractOrderTable } from '../futures/lists/ContractOrderTable.tsx';
import { useCancelContract } from '../futures/lists/useCancelContract.ts';
import { useFuturesLive } from '../futures/useFuturesLive.ts';
import { Pager } from './Pager.tsx';
import { NO_FUTURES_FILTERS, futuresQueryOf, futuresScopeOf, type FuturesFilters } from './futuresFilters.ts';
import styles from './EntrustPage.module.css';

type EntrustTab = OrderTab | 'cjjl';
const TABS: readonly EntrustTab[] = ['dqwt', 'jhwt', 'zyzs', 'lswt', 'cjjl'];
const DIRECTIONS = ['1', '2', '3', '4'] as const;
const SIDE_WORD = { '1': 'open_long', '2': 'open_short', '3': 'close_long', '4': 'close_short' } as const;

function Filters({ kind, filters, onChange }: { kind: ContractKind; filters: FuturesFilters; onChange: (next: FuturesFilters) => void }) {
  const { t } = useTranslation();
  const pairs = (useContractMarkets().data ?? []).filter((ticker) => ticker.kind === kind).map((ticker) => ticker.pair);
  const set = <K extends keyof FuturesFilters>(key: K) => (value: string) => onChange({ ...filters, [key]: value });
  const all = t('entrust.filter.all');
  return (
    <div className={styles.filters} role="search" aria-label={t('entrust.filter.label')}>
      <Select label={t('futures.position.contract')} placeholder={all} value={filters.pair} options={pairs.map((pair) => ({ value: pair, label: pair }))} onChange={(e) => set('pair')(e.target.value)} />
      <Select
        label={t('entrust.column.side')}
        placeholder={all}
        value={filters.direction}
        options={DIRECTIONS.map((value) => ({ value, label: t(`futures.side.${SIDE_WORD[value]}`) }))}
        onChange={(e) => set('direction')(e.target.value)}
      />
      <TextInput type="date" label={t('entrust.filter.from')} value={filters.from} max={filters.to || undefined} onChange={(e) => set('from')(e.target.value)} />
      <TextInput type="date" label={t('entrust.filter.to')} value={filters.to} min={filters.from || undefined} onChange={(e) => set('to')(e.target.value)} />
      <Button variant="secondary" className={styles.reset} onClick={() => onChange(NO_FUTURES_FILTERS)}>
        {t('entrust.filter.reset')}
      </Button>
    </div>
  );
}

function OrderPage({ kind, tab, filters, page, onPage }: { kind: ContractKind; tab: OrderTab; filters: FuturesFilters; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useContractOrders(kind, tab, futuresScopeOf(filters), futuresQueryOf(filters, page));
  const cancel = useCancelContract(kind);
  const rows = query.data?.records ?? [];
  const finished = tab === 'lswt';
  return (
    <ListState failed={t('futures.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t(`futures.empty.${tab}`)}>
      <ContractOrderTable label={t(`futures.tab.${tab}`)} rows={rows} finished={finished} onCancel={finished ? undefined : (row) => cancel.run(tab, [row.id])} cancelling={cancel.cancelling} />
      <Pager current={query.data?.current ?? page} pages={query.data?.pages ?? 1} onPage={onPage} />
    </ListState>
  );
}

function FillPage({ kind, filters, page, onPage }: { kind: ContractKind; filters: FuturesFilters; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useContractFills(kind, futuresScopeOf(filters), futuresQueryOf(filters, page));
  const rows = query.data?.records ?? [];
  return (
    <ListState failed={t('futures.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t('futures.empty.cjjl')}>
      <ContractFillTable label={t('futures.tab.cjjl')} rows={rows} />
      <Pager current={query.data?.current ?? page} pages={query.data?.pages ?? 1} onPage={onPage} />
    </ListState>
  );
}

export default function FuturesEntrustPage() {
  const { t } = useTranslation();
  const kind: ContractKind = useLocation().pathname.endsWith('/coin') ? 'bbw' : 'ubw';
  const [tab, setTab] = useState<EntrustTab>('dqwt');
  const [filters, setFilters] = useState<FuturesFilters>(NO_FUTURES_FILTERS);
  const [page, setPage] = useState(1);
  useFuturesLive(kind);
  const title = t(kind === 'ubw' ? 'section.entrust.future_u.title' : 'section.entrust.future_coin.title');

  const content = (
    <>
      <Filters
        kind={kind}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {tab === 'cjjl' ? <FillPage kind={kind} filters={filters} page={page} onPage={setPage} /> : <OrderPage kind={kind} tab={tab} filters={filters} page={page} onPage={setPage} />}
    </>
  );

  return (
    <PageSection title={title}>
      <Tabs<EntrustTab>
        label={title}
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setPage(1);
        }}
        items={TABS.map((value) => ({ value, label: t(`futures.tab.${value}`), content }))}
      />
    </PageSection>
  );
}
