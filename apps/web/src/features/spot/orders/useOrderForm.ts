// One side's order form: its fields (orderFields.ts), the price feed, the check before sending and
// the call. Business refusals are toasted by the transport (spec §8), so only what it does not toast
// (a network failure, a time-out) is shown inline. What was placed is kept for the form's live
// region until the next edit.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@exchange/contract/spot';
import type { PairRules } from '../../../api/marketMap.ts';
import { usePlaceSpotOrder } from '../../../api/spotQueries.ts';
import { toast } from '../../../ui/toast.ts';
import { errorMessage } from '../../user/errorMessage.ts';
import { issueText, type IssueField } from './issueMessage.ts';
import { isByMoney, prepareOrder } from './orderBody.ts';
import { placedMessage, placedText } from './placedMessage.ts';
import { cleanDecimal } from './orderMath.ts';
import { EMPTY_FIELDS, clearedQuantity, withAmount, withPrice, withShare, withTotal, type OrderFields, type OrderTab } from './orderFields.ts';
import { usePriceFeed } from './usePriceFeed.ts';

export interface OrderFormInput {
  tab: OrderTab;
  direction: Direction;
  pair: string;
  rules: PairRules;
  /** Available balance of the coin this side spends. */
  available: string | undefined;
  initialPrice: string | undefined;
  /** A margin account's order (features/margin): the type goes out as gg_zc_xjwt or gg_qc_xjwt. */
  marginPrefix?: 'gg_zc' | 'gg_qc' | undefined;
}

type PlainField = 'triggerMoney' | 'fullPrice' | 'lossPrice';

export const useOrderForm = ({ tab, direction, pair, rules, available, initialPrice, marginPrefix }: OrderFormInput) => {
  const { t } = useTranslation();
  const [fields, setFields] = useState<OrderFields>(EMPTY_FIELDS);
  // Kept with the tab it was found on: another tab shows other fields.
  const [issue, setIssue] = useState<{ field: IssueField; text: string; tab: OrderTab } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState('');
  const place = usePlaceSpotOrder();
  const { priceScale, amountScale } = rules;
  const scales = { priceScale, amountScale };
  const byMoney = isByMoney(tab, direction);

  const edit = (change: (current: OrderFields) => OrderFields) => {
    setIssue(null);
    setFormError(null);
    setPlaced('');
    setFields(change);
  };

  const setPrice = useCallback(
    (price: string, prefill: boolean) =>
      setFields((current) => (prefill && current.price !== '' ? current : withPrice(current, cleanDecimal(price, priceScale)))),
    [priceScale],
  );
  usePriceFeed(initialPrice, setPrice);

  const onPrice = (value: string) => edit((f) => withPrice(f, cleanDecimal(value, priceScale)));
  const onAmount = (value: string) => edit((f) => withAmount(f, cleanDecimal(value, amountScale)));
  const onTotal = (value: string) => edit((f) => withTotal(f, cleanDecimal(value, priceScale + amountScale), scales, byMoney));
  const onPlain = (field: PlainField) => (value: string) => edit((f) => ({ ...f, [field]: cleanDecimal(value, priceScale) }));
  const onCheck = (field: 'fullCheck' | 'lossCheck') => (checked: boolean) => edit((f) => ({ ...f, [field]: checked }));
  const onShare = (percent: number) =>
    edit((f) => withShare(f, { percent, available: available ?? '0', buy: direction === '1', byMoneyOnly: byMoney }, scales));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (place.isPending) return;
    const prepared = prepareOrder(tab, direction, pair, fields, rules);
    if (prepared.issue) {
      setIssue({ ...issueText(prepared.issue, t), tab });
      return;
    }
    const { type, body } = prepared;
    setPlaced('');
    place.mutate(
      { type: marginPrefix ? `${marginPrefix}_${type}` : type, body },
      {
        onSuccess: () => {
          toast.success(t('spot.order.placed'));
          setPlaced(placedText(placedMessage(type, body, rules), t));
          setFields(clearedQuantity);
        },
        onError: (error) => setFormError(errorMessage(error, t('spot.order.failed'))),
      },
    );
  };

  const errorOf = (field: IssueField) => (issue?.field === field && issue.tab === tab ? issue.text : undefined);

  return { fields, byMoney, onPrice, onAmount, onTotal, onPlain, onCheck, onShare, submit, errorOf, formError, placed, pending: place.isPending };
};
