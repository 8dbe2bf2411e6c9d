// Closing part or all of a position at a limit price: the price (the mark to start from), the amount
// in the position's unit with shares of what it may close, checked by the contract before sending.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPositionRow } from '@exchange/contract/futures';
import { useContractRules, usePlaceContractOrder } from '../../../api/futuresQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { toast } from '../../../ui/toast.ts';
import { DecimalField } from '../../spot/orders/DecimalField.tsx';
import { cleanDecimal } from '../../spot/orders/orderMath.ts';
import { PercentButtons } from '../../spot/orders/PercentButtons.tsx';
import { ticketIssueText, type TicketIssueField } from '../orders/ticketIssue.ts';
import { shareOfAmount } from '../orders/ticket.ts';
import { limitClose } from './positionOrders.ts';
import { figure } from './riskFormat.ts';
import spot from '../../spot/orders/orders.module.css';

export function LimitCloseDialog({ kind, position, unit, onClose }: { kind: ContractKind; position: ContractPositionRow; unit: string; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useContractRules(kind, position.symbol_name).data;
  const place = usePlaceContractOrder(kind);
  const [price, setPrice] = useState(position.mark_price);
  const [amount, setAmount] = useState(position.balance);
  const [issue, setIssue] = useState<{ field: TicketIssueField; text: string } | null>(null);
  const priceScale = rules?.priceScale ?? 8;
  const amountScale = rules?.amountScale ?? 8;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rules || place.isPending) return;
    const prepared = limitClose(kind, position, price, amount, { priceScale, amountScale, minAmount: rules.minAmount });
    if (prepared.issue) return setIssue(ticketIssueText(prepared.issue, t));
    place.mutate(prepared.request, {
      onSuccess: () => {
        toast.success(t('futures.order.placed'));
        onClose();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('futures.close.limit_title', { pair: position.symbol_name })} closeLabel={t('common.close')} width={440}>
      <form onSubmit={submit} noValidate>
        <p className={spot.line}>
          <span>{t('futures.order.closable')}</span>
          <span className={spot.figure}>
            {figure(position.balance)} {unit}
          </span>
        </p>
        <DecimalField
          label={t('spot.order.price')}
          value={price}
          unit={position.symbol_name.split('/')[1] ?? ''}
          onValue={(value) => setPrice(cleanDecimal(value, priceScale))}
          error={issue?.field === 'price' ? issue.text : undefined}
        />
        <DecimalField label={t('spot.order.amount')} value={amount} unit={unit} onValue={(value) => setAmount(cleanDecimal(value, amountScale))} error={issue?.field === 'amount' ? issue.text : undefined} />
        <PercentButtons onPick={(percent) => setAmount(shareOfAmount(position.balance, percent, amountScale))} disabled={false} />
        <Button type="submit" block loading={place.isPending} disabled={!rules}>
          {t('futures.close.confirm_limit')}
        </Button>
      </form>
    </Dialog>
  );
}
