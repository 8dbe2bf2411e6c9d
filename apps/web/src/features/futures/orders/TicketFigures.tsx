// The figures a ticket shows before sending: for an open, what it would hold (margin and fee, the
// contract's openCost: exactly what the server holds for a limit order) and the most the available
// balance opens at the leverage; for a close, what the position may still close. A market order is
// costed at the last price, so this small view (not the form) follows the ticker.
import { useTranslation } from 'react-i18next';
import type { ContractPositionRow } from '@exchange/contract/futures';
import { stripZeros } from '@exchange/contract/format-number';
import type { FuturesRules } from '../../../api/futures.ts';
import { useContractLast } from '../contractHooks.ts';
import { maxOpen, referencePrice, ticketCost, wireAmount, type AmountUnit, type TicketAction, type TicketFields, type TicketType } from './ticket.ts';
import styles from '../../spot/orders/orders.module.css';

export interface TicketFiguresProps {
  action: TicketAction;
  type: TicketType;
  fields: TicketFields;
  unit: AmountUnit;
  rules: FuturesRules;
  leverage: number;
  available: string | undefined;
  position: ContractPositionRow | undefined;
  amountLabel: string;
}

export function TicketFigures({ action, type, fields, unit, rules, leverage, available, position, amountLabel }: TicketFiguresProps) {
  const { t } = useTranslation();
  const last = useContractLast(rules.kind, rules.pair);
  const line = (label: string, value: string) => (
    <p className={styles.line}>
      <span>{label}</span>
      <span className={styles.figure}>{value}</span>
    </p>
  );
  if (action === 'close') {
    const closable = position ? `${stripZeros(position.balance)} ${amountLabel}` : '--';
    return line(t('futures.order.closable'), closable);
  }
  const reference = referencePrice(type, fields, last);
  const cost = ticketCost(wireAmount(fields.amount, unit, reference, rules), reference, leverage, rules);
  const max = maxOpen(available, reference, leverage, rules);
  return (
    <>
      {line(t('futures.order.cost'), cost ? `≈ ${cost.total} ${rules.settleCoin}` : '--')}
      {line(t('futures.order.max_open'), max !== null ? `${max} ${amountLabel}` : '--')}
    </>
  );
}
