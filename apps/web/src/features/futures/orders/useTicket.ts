// The order ticket's state and behaviour: its fields (ticket.ts), the price feed (the last price once,
// then any price picked in the book or the trades), the share slider, the check before sending and the
// call. Business refusals are toasted by the transport (spec §8); what it does not toast (a network
// failure, a time-out) shows inline. What was placed is kept for the live region until the next edit.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractPositionRow, ContractWallet } from '@exchange/contract/futures';
import type { FuturesRules } from '../../../api/futures.ts';
import { usePlaceContractOrder } from '../../../api/futuresQueries.ts';
import { toast } from '../../../ui/toast.ts';
import { cleanDecimal } from '../../spot/orders/orderMath.ts';
import { useFirstLastPrice } from '../../spot/orders/useFirstLastPrice.ts';
import { usePriceFeed } from '../../spot/orders/usePriceFeed.ts';
import { errorMessage } from '../../user/errorMessage.ts';
import { readLast } from '../contractHooks.ts';
import { useAmountUnit, useUnitOf } from './amountUnit.ts';
import { placedText, placedWords } from './placedText.ts';
import { EMPTY_TICKET, maxOpen, prepareTicket, referencePrice, shareOfAmount, shownAmount, type AmountUnit, type TicketAction, type TicketFields, type TicketSide, type TicketType } from './ticket.ts';
import { ticketIssueText, type TicketIssueField } from './ticketIssue.ts';

export interface TicketInput {
  action: TicketAction;
  type: TicketType;
  rules: FuturesRules;
  wallet: ContractWallet | undefined;
  position: ContractPositionRow | undefined;
  /** The unit label of a wire amount (the base coin, or contracts). */
  amountLabel: string;
}

type PriceField = 'price' | 'trigger' | 'tp' | 'sl';

export const useTicket = ({ action, type, rules, wallet, position, amountLabel }: TicketInput) => {
  const { t } = useTranslation();
  const [fields, setFields] = useState<TicketFields>(EMPTY_TICKET);
  const [percent, setPercent] = useState(0);
  // Kept with the tab it was found on: another tab shows other fields.
  const [issue, setIssue] = useState<{ field: TicketIssueField; text: string; on: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState('');
  const side = useRef<TicketSide>('long');
  const place = usePlaceContractOrder(rules.kind);
  const unit = useUnitOf(rules.kind);
  const chooseUnit = useAmountUnit((s) => s.choose);
  const { kind, pair, priceScale, amountScale } = rules;
  const leverage = Number(wallet?.leverage) || 1;
  const tab = `${action}:${type}`;

  const edit = (change: (current: TicketFields) => TicketFields) => {
    setIssue(null);
    setFormError(null);
    setPlaced('');
    setFields(change);
  };

  const setPrice = useCallback(
    (price: string, prefill: boolean) => setFields((current) => (prefill && current.price !== '' ? current : { ...current, price: cleanDecimal(price, priceScale) })),
    [priceScale],
  );
  usePriceFeed(useFirstLastPrice(pair, kind), setPrice);

  const amountScaleOf = (of: AmountUnit) => (of === 'quote' ? priceScale + amountScale : of === 'coin' && kind === 'bbw' ? 8 : amountScale);
  const onPrice = (field: PriceField) => (value: string) => edit((f) => ({ ...f, [field]: cleanDecimal(value, priceScale) }));
  const onAmount = (value: string) => {
    setPercent(0);
    edit((f) => ({ ...f, amount: cleanDecimal(value, amountScaleOf(unit)) }));
  };
  const onCheck = (field: 'tpOn' | 'slOn') => (checked: boolean) => edit((f) => ({ ...f, [field]: checked }));
  const onUnit = (next: AmountUnit) => {
    chooseUnit(kind, next);
    edit((f) => ({ ...f, amount: '' }));
    setPercent(0);
  };

  /** A share of what may be opened (the available balance at the leverage) or closed (the position). */
  const onPercent = (share: number) => {
    setPercent(share);
    const reference = referencePrice(type, fields, readLast(kind, pair));
    const whole = action === 'open' ? maxOpen(wallet?.available, reference, leverage, rules) : (position?.balance ?? null);
    const wire = whole === null ? '' : shareOfAmount(whole, share, amountScale);
    edit((f) => ({ ...f, amount: share === 0 || wire === '' ? '' : shownAmount(wire, unit, reference, rules) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (place.isPending) return;
    const prepared = prepareTicket({ action, type, side: side.current, fields, unit, terms: rules, pattern: wallet?.pattern ?? '1', last: readLast(kind, pair) });
    if (prepared.issue) {
      setIssue({ ...ticketIssueText(prepared.issue, t), on: tab });
      return;
    }
    const { request } = prepared;
    setPlaced('');
    place.mutate(request, {
      onSuccess: () => {
        toast.success(t('futures.order.placed'));
        setPlaced(placedText(placedWords(request, { amount: amountLabel, price: rules.quote }), t));
        setFields((f) => ({ ...f, amount: '' }));
        setPercent(0);
      },
      onError: (error) => setFormError(errorMessage(error, t('futures.order.failed'))),
    });
  };

  const errorOf = (field: TicketIssueField) => (issue?.field === field && issue.on === tab ? issue.text : undefined);
  const chooseSide = (next: TicketSide) => {
    side.current = next;
  };

  return {
    fields,
    unit,
    percent,
    onPrice,
    onAmount,
    onCheck,
    onUnit,
    onPercent,
    submit,
    chooseSide,
    errorOf,
    formError,
    placed,
    pending: place.isPending,
    pendingSide: place.isPending ? side.current : null,
    leverage,
  };
};
