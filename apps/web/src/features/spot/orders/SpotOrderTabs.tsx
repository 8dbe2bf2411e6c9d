// Below the chart: the member's open orders, order history and trade history, for this pair or all
// pairs, kept live by the member's refresh messages. Visitors are asked to log in.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { spotKeys } from '../../../api/spotQueries.ts';
import { loginPathFor } from '../../../app/loginRedirect.ts';
import { useSession } from '../../../session/store.ts';
import { buttonClass } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Empty } from '../../../ui/Empty.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { OpenOrdersList } from './OpenOrdersList.tsx';
import { OrderHistoryList } from './OrderHistoryList.tsx';
import { TradeHistoryList } from './TradeHistoryList.tsx';
import type { PairProps } from './pairProps.ts';
import { useRefetchOnOwnChange } from './useRefetchOnOwnChange.ts';
import styles from './orders.module.css';

type ListTab = 'open' | 'history' | 'trades';
const LIVE_KEYS = [spotKeys.anyOrders, spotKeys.anyTrades];

export function SpotOrderTabs({ pair }: PairProps) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [tab, setTab] = useState<ListTab>('open');
  const [pairOnly, setPairOnly] = useState(true);
  const { pathname, search } = useLocation();
  useRefetchOnOwnChange(LIVE_KEYS);
  const scope = pairOnly ? pair : 'all';

  if (!loggedIn) {
    return (
      <section className={styles.panel} aria-label={t('entrust.my_orders')}>
        <Empty message={t('entrust.login_prompt')}>
          <Link to={loginPathFor(`${pathname}${search}`)} className={buttonClass({ size: 'sm' })}>
            {t('header.login')}
          </Link>
        </Empty>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-label={t('entrust.my_orders')}>
      <div className={styles.pairOnly}>
        <Checkbox label={t('entrust.pair_only')} checked={pairOnly} onChange={(e) => setPairOnly(e.target.checked)} />
      </div>
      <Tabs
        label={t('entrust.my_orders')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'open', label: t('entrust.tab.open'), content: <OpenOrdersList scope={scope} /> },
          { value: 'history', label: t('entrust.tab.history'), content: <OrderHistoryList scope={scope} /> },
          { value: 'trades', label: t('entrust.tab.trades'), content: <TradeHistoryList scope={scope} /> },
        ]}
      />
    </section>
  );
}
