// The order tabs (limit / market / stop / TP-SL) over a buy form and a sell form side by side,
// stacked on a phone. The tab switches what both forms show; their typed values stay.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePairBalances } from '../../../api/spotQueries.ts';
import { useSession } from '../../../session/store.ts';
import { OrderForm } from './OrderForm.tsx';
import { ORDER_TABS, type OrderTab } from './orderFields.ts';
import type { PairProps } from './pairProps.ts';
import { useFirstLastPrice } from './useFirstLastPrice.ts';
import styles from './orders.module.css';

export function SpotOrderForms({ pair, rules }: PairProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderTab>('limit');
  const loggedIn = useSession((s) => s.isLoggedIn);
  const balances = usePairBalances(pair).data;
  const initialPrice = useFirstLastPrice(pair);
  const shared = { tab, pair, rules, initialPrice };
  const panelId = `spot-order-panel-${tab}`;

  return (
    <section className={styles.panel} aria-label={t('spot.order.title')}>
      <div role="tablist" aria-label={t('spot.order.type_label')} className={styles.tabs}>
        {ORDER_TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={value === tab}
            aria-controls={panelId}
            className={styles.tab}
            onClick={() => setTab(value)}
          >
            {t(`spot.order.tab.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} className={styles.sides}>
        <OrderForm key={`buy:${pair}`} direction="1" available={loggedIn ? balances?.quote.available : undefined} {...shared} />
        <OrderForm key={`sell:${pair}`} direction="2" available={loggedIn ? balances?.base.available : undefined} {...shared} />
      </div>
    </section>
  );
}
