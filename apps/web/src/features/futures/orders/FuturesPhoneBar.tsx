// The contract's phone bar (the spot page's PhoneSheetBar): open and close each bring the order panel
// up in a sheet, on that tab.
import { useTranslation } from 'react-i18next';
import type { FuturesRules } from '../../../api/futures.ts';
import { PhoneSheetBar } from '../../spot/orders/PhoneSheetBar.tsx';
import { FuturesOrderPanel } from './FuturesOrderPanel.tsx';
import type { AmountUnit, TicketAction } from './ticket.ts';

export function FuturesPhoneBar({ rules, unitLabels }: { rules: FuturesRules; unitLabels: Record<AmountUnit, string> }) {
  const { t } = useTranslation();
  const actions = [
    { value: 'open', label: t('futures.order.action.open'), tone: 'buy' },
    { value: 'close', label: t('futures.order.action.close'), tone: 'sell' },
  ] as const;
  return (
    <PhoneSheetBar<TicketAction> title={t('spot.order.title')} actions={actions}>
      {(action) => <FuturesOrderPanel rules={rules} unitLabels={unitLabels} initialAction={action} />}
    </PhoneSheetBar>
  );
}
