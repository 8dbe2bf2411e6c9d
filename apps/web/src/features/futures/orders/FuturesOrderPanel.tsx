// The order panel of a contract: margin mode and leverage (each with its dialog), the open and close
// tabs and the order types of the chosen tab, over the ticket. The panel is the target of the frame's
// "Skip to order form" link; the tabs are Radix's (one Tab stop, arrows between them).
import * as RadixTabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesRules } from '../../../api/futures.ts';
import { useContractWallet } from '../../../api/futuresQueries.ts';
import { Segmented } from '../../../ui/Segmented.tsx';
import { useContractPosition } from '../contractHooks.ts';
import { MarginSettings } from './MarginSettings.tsx';
import { TicketForm } from './TicketForm.tsx';
import { TICKET_TYPES, type AmountUnit, type TicketAction, type TicketType } from './ticket.ts';
import spot from '../../spot/orders/orders.module.css';
import styles from '../futures.module.css';

export interface FuturesOrderPanelProps {
  rules: FuturesRules;
  unitLabels: Record<AmountUnit, string>;
  /** Makes the panel a skip link's target. */
  id?: string;
  /** The tab to start on (the phone bar opens the panel on open). */
  initialAction?: TicketAction;
}

const ACTIONS: readonly TicketAction[] = ['open', 'close'];
const isAction = (value: string): value is TicketAction => (ACTIONS as readonly string[]).includes(value);

export function FuturesOrderPanel({ rules, unitLabels, id, initialAction = 'open' }: FuturesOrderPanelProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<TicketAction>(initialAction);
  const [chosenType, setType] = useState<TicketType>('limit');
  const type = TICKET_TYPES[action].includes(chosenType) ? chosenType : 'limit';
  const position = useContractPosition(rules.kind, rules.pair);
  const wallet = useContractWallet(rules.pair, { live: position !== undefined }).data;

  return (
    <section id={id} tabIndex={id ? -1 : undefined} className={id ? `${spot.panel} ${spot.skipTarget}` : spot.panel} aria-label={t('spot.order.title')}>
      <MarginSettings rules={rules} wallet={wallet} />
      <RadixTabs.Root value={action} onValueChange={(value) => isAction(value) && setAction(value)}>
        <RadixTabs.List aria-label={t('futures.order.action_label')} className={spot.tabs}>
          {ACTIONS.map((value) => (
            <RadixTabs.Trigger key={value} value={value} className={spot.tab}>
              {t(`futures.order.action.${value}`)}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {/* One panel whatever the tab; each tab's ticket starts clean, and changing the order type keeps what was typed. */}
        <RadixTabs.Content value={action} tabIndex={undefined}>
          <div className={styles.types}>
            <Segmented label={t('spot.order.type_label')} value={type} options={TICKET_TYPES[action].map((value) => ({ value, label: t(`futures.type.${value}`) }))} onChange={setType} />
          </div>
          <TicketForm key={`${action}:${rules.pair}`} action={action} type={type} rules={rules} wallet={wallet} position={position} unitLabels={unitLabels} />
        </RadixTabs.Content>
      </RadixTabs.Root>
    </section>
  );
}
