// Take-profit and stop-loss prices of the TP/SL tab, each switched on by its checkbox (spec §3:
// fullPrice with fullCheck, lossPrice with lossCheck). A missing pair of both is reported under them.
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { DecimalField } from './DecimalField.tsx';
import type { OrderFields } from './orderFields.ts';

export interface TpSlFieldsProps {
  fields: OrderFields;
  quote: string;
  onPrice: (field: 'fullPrice' | 'lossPrice') => (value: string) => void;
  onCheck: (field: 'fullCheck' | 'lossCheck') => (checked: boolean) => void;
  errorOf: (field: 'fullPrice' | 'lossPrice') => string | undefined;
}

export function TpSlFields({ fields, quote, onPrice, onCheck, errorOf }: TpSlFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox label={t('spot.order.take_profit')} checked={fields.fullCheck} onChange={(e) => onCheck('fullCheck')(e.target.checked)} />
      {fields.fullCheck && (
        <DecimalField label={t('spot.order.take_profit_price')} value={fields.fullPrice} unit={quote} onValue={onPrice('fullPrice')} error={errorOf('fullPrice')} />
      )}
      <Checkbox
        label={t('spot.order.stop_loss')}
        checked={fields.lossCheck}
        onChange={(e) => onCheck('lossCheck')(e.target.checked)}
        error={fields.fullCheck ? undefined : errorOf('fullPrice')}
      />
      {fields.lossCheck && (
        <DecimalField label={t('spot.order.stop_loss_price')} value={fields.lossPrice} unit={quote} onValue={onPrice('lossPrice')} error={errorOf('lossPrice')} />
      )}
    </>
  );
}
