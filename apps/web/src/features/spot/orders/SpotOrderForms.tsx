// The order tabs (limit / market / stop / TP-SL) over a buy form and a sell form side by side,
// stacked on a phone; the phone's order sheet shows one side. The tab switches what the forms show;
// their typed values stay. The tabs are Radix's: one Tab stop for the four, arrows between them.
import * as RadixTabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@exchange/contract/spot';
import { usePairBalances } from '../../../api/spotQueries.ts';
import { useSession } from '../../../session/store.ts';
import { OrderForm } from './OrderForm.tsx';
import { ORDER_TABS, type OrderTab } from './orderFields.ts';
import type { PairProps } from './pairProps.ts';
import { useFirstLastPrice } from './useFirstLastPrice.ts';
import styles from './orders.module.css';

const BOTH_SIDES: readonly Direction[] = ['1', '2'];

export interface SpotOrderFormsProps extends PairProps {
  /** The forms shown: buy and sell (the page), or the one side the phone's order sheet opened. */
  sides?: readonly Direction[];
  /** Makes the panel a skip link's target. */
  id?: string;
  /**
   * A margin account's forms (features/margin): its available balances, and the order types sent
   * with the account's prefix; margin offers the same four types as spot (gg_zc_zyzs …).
   */
  margin?: { prefix: 'gg_zc' | 'gg_qc'; base: string | undefined; quote: string | undefined } | undefined;
}

const isOrderTab = (value: string): value is OrderTab => (ORDER_TABS as readonly string[]).includes(value);

export function SpotOrderForms({ pair, rules, sides = BOTH_SIDES, id, margin }: SpotOrderFormsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderTab>('limit');
  const loggedIn = useSession((s) => s.isLoggedIn);
  const balances = usePairBalances(pair).data;
  const initialPrice = useFirstLastPrice(pair);
  const shared = { tab, pair, rules, initialPrice, marginPrefix: margin?.prefix };
  const availableOf = (direction: Direction) => {
    if (!loggedIn) return undefined;
    if (margin) return direction === '1' ? margin.quote : margin.base;
    return (direction === '1' ? balances?.quote : balances?.base)?.available;
  };

  return (
    <section id={id} tabIndex={id ? -1 : undefined} className={id ? `${styles.panel} ${styles.skipTarget}` : styles.panel} aria-label={t('spot.order.title')}>
      <RadixTabs.Root value={tab} onValueChange={(value) => isOrderTab(value) && setTab(value)}>
        <RadixTabs.List aria-label={t('spot.order.type_label')} className={styles.tabs}>
          {ORDER_TABS.map((value) => (
            <RadixTabs.Trigger key={value} value={value} className={styles.tab}>
              {t(`spot.order.tab.${value}`)}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {/* One panel whatever the tab, its value following the tab (so the chosen tab labels it):
            the forms inside stay mounted and keep what was typed. It holds fields, so it is no
            Tab stop of its own. */}
        <RadixTabs.Content value={tab} tabIndex={undefined} className={sides.length > 1 ? styles.sides : styles.oneSide}>
          {sides.map((direction) => (
            <OrderForm key={`${direction}:${pair}:${margin?.prefix ?? 'spot'}`} direction={direction} available={availableOf(direction)} {...shared} />
          ))}
        </RadixTabs.Content>
      </RadixTabs.Root>
    </section>
  );
}
