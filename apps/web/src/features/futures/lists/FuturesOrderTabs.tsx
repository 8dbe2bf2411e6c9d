// Below the chart: the member's positions, current orders, plan orders, TP/SL orders, order history
// and fills of the kind, for this contract or all of them, kept live by the member's refresh messages
// (useFuturesLive) and, while a position is open, by asking its figures again. Visitors are asked to
// log in. Funding payments show per position (its funding so far) and, in the funding history tab,
// one row per position and funding time.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@exchange/contract/futures';
import { useContractFills, useFundingHistory, usePositions, type OrderTab } from '../../../api/futuresQueries.ts';
import { ListState } from '../../../app/ListState.tsx';
import { loginPathFor } from '../../../app/loginRedirect.ts';
import { useSession } from '../../../session/store.ts';
import { buttonClass } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Empty } from '../../../ui/Empty.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { RefreshingNote } from '../../spot/orders/RefreshingNote.tsx';
import { PositionsTable } from '../positions/PositionsTable.tsx';
import { useFuturesLive } from '../useFuturesLive.ts';
import { ContractFillTable } from './ContractFillTable.tsx';
import { FundingHistoryTable } from './FundingHistoryTable.tsx';
import { ContractOrderTable } from './ContractOrderTable.tsx';
import { useContractOrdersWithOffline } from './offlineContractOrders.ts';
import { useCancelContract } from './useCancelContract.ts';
import spot from '../../spot/orders/orders.module.css';

type ListTab = 'positions' | OrderTab | 'fills' | 'funding';
const FIRST_PAGE = { current: 1, size: 20 };

export interface FuturesOrderTabsProps {
  kind: ContractKind;
  pair: string;
  unitLabel: (unit: string) => string;
}

function PositionsList({ kind, scope, pair, unitLabel }: { kind: ContractKind; scope: string; pair: string; unitLabel: (unit: string) => string }) {
  const { t } = useTranslation();
  const query = usePositions(kind);
  const rows = (query.data ?? []).filter((position) => scope === 'all' || position.symbol_name === scope);
  return (
    <ListState failed={t('futures.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t('futures.empty.positions')}>
      <PositionsTable kind={kind} positions={rows} pair={pair} unitLabel={unitLabel} />
    </ListState>
  );
}

function OrderList({ kind, tab, scope }: { kind: ContractKind; tab: OrderTab; scope: string }) {
  const { t } = useTranslation();
  const query = useContractOrdersWithOffline(kind, tab, scope, FIRST_PAGE);
  const cancel = useCancelContract(kind);
  const rows = query.data?.records ?? [];
  const finished = tab === 'lswt';
  return (
    <>
      <div className={spot.listBar}>
        <RefreshingNote shown={query.offline} />
        <Link to={kind === 'ubw' ? '/account/entrust/future/u' : '/account/entrust/future/coin'}>{t('entrust.view_all')}</Link>
      </div>
      <ListState failed={t('futures.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t(`futures.empty.${tab}`)}>
        <ContractOrderTable label={t(`futures.tab.${tab}`)} rows={rows} finished={finished} onCancel={finished ? undefined : (row) => cancel.run(tab, [row.id])} cancelling={cancel.cancelling} />
      </ListState>
    </>
  );
}

function FillList({ kind, scope }: { kind: ContractKind; scope: string }) {
  const { t } = useTranslation();
  const query = useContractFills(kind, scope, FIRST_PAGE);
  const rows = query.data?.records ?? [];
  return (
    <ListState failed={t('futures.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t('futures.empty.cjjl')}>
      <ContractFillTable label={t('futures.tab.cjjl')} rows={rows} />
    </ListState>
  );
}

function FundingList({ kind, scope, unitLabel }: { kind: ContractKind; scope: string; unitLabel: (unit: string) => string }) {
  const { t } = useTranslation();
  const query = useFundingHistory(kind, scope, FIRST_PAGE);
  const rows = query.data?.records ?? [];
  return (
    <ListState failed={t('futures.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t('futures.empty.funding')}>
      <FundingHistoryTable label={t('futures.tab.funding')} rows={rows} unitLabel={unitLabel} />
    </ListState>
  );
}

export function FuturesOrderTabs({ kind, pair, unitLabel }: FuturesOrderTabsProps) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [tab, setTab] = useState<ListTab>('positions');
  const [pairOnly, setPairOnly] = useState(false);
  const { pathname, search } = useLocation();
  const positions = usePositions(kind).data;
  useFuturesLive(kind);
  const scope = pairOnly ? pair : 'all';

  if (!loggedIn) {
    return (
      <section className={spot.panel} aria-label={t('futures.my_contracts')}>
        <Empty message={t('futures.login_prompt')}>
          <Link to={loginPathFor(`${pathname}${search}`)} className={buttonClass({ size: 'sm' })}>
            {t('header.login')}
          </Link>
        </Empty>
      </section>
    );
  }

  const orderTab = (value: OrderTab) => ({ value, label: t(`futures.tab.${value}`), content: <OrderList kind={kind} tab={value} scope={scope} /> });
  return (
    <section className={spot.panel} aria-label={t('futures.my_contracts')}>
      <div className={spot.pairOnly}>
        <Checkbox label={t('futures.pair_only')} checked={pairOnly} onChange={(e) => setPairOnly(e.target.checked)} />
      </div>
      <Tabs<ListTab>
        label={t('futures.my_contracts')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'positions',
            label: positions && positions.length > 0 ? t('futures.tab.positions_count', { count: positions.length }) : t('futures.tab.positions'),
            content: <PositionsList kind={kind} scope={scope} pair={pair} unitLabel={unitLabel} />,
          },
          orderTab('dqwt'),
          orderTab('jhwt'),
          orderTab('zyzs'),
          orderTab('lswt'),
          { value: 'fills', label: t('futures.tab.cjjl'), content: <FillList kind={kind} scope={scope} /> },
          { value: 'funding', label: t('futures.tab.funding'), content: <FundingList kind={kind} scope={scope} unitLabel={unitLabel} /> },
        ]}
      />
    </section>
  );
}
