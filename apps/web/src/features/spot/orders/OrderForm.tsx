// One side of the order forms (buy or sell) for the chosen tab. Fields shown per tab: stop adds a
// trigger price, market drops the price (a buy is by money, a sell by amount), TP/SL adds its two
// prices. Re-renders only on its own input, a balance change or a picked price.
import { useTranslation } from 'react-i18next';
import { toFixedDown } from '@exchange/contract/format';
import { Button } from '../../../ui/Button.tsx';
import { useSession } from '../../../session/store.ts';
import { DecimalField } from './DecimalField.tsx';
import { FeeLine } from './FeeLine.tsx';
import { PercentButtons } from './PercentButtons.tsx';
import { TpSlFields } from './TpSlFields.tsx';
import { VisitorPrompt } from './VisitorPrompt.tsx';
import { amountOf, feePreview, readTyped, totalOf } from './orderMath.ts';
import { useOrderForm, type OrderFormInput } from './useOrderForm.ts';
import styles from './orders.module.css';

const feeBasis = (byMoney: boolean, fields: { price: string; num: string; money: string }, amountScale: number) =>
  byMoney
    ? { amount: amountOf(fields.money, fields.price, amountScale), money: fields.money }
    : { amount: fields.num, money: fields.money || totalOf(fields.price, fields.num) };

export function OrderForm(props: OrderFormInput) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const form = useOrderForm(props);
  const { tab, direction, rules, available } = props;
  const { fields, byMoney } = form;
  const buy = direction === '1';
  const spends = buy ? rules.quote : rules.base;
  const fee = feePreview(direction, feeBasis(byMoney, fields, rules.amountScale), rules);
  const rate = readTyped(buy ? rules.buyFee : rules.sellFee)?.times(100).toFixed() ?? '--';
  const name = t(buy ? 'spot.order.buy_coin' : 'spot.order.sell_coin', { coin: rules.base });

  return (
    <form noValidate aria-label={name} className={styles.form} onSubmit={form.submit}>
      <p className={styles.line}>
        <span>{t('spot.order.available')}</span>
        <span className={styles.figure}>
          {loggedIn && available !== undefined ? toFixedDown(available, buy ? rules.priceScale : rules.amountScale) : '--'} {spends}
        </span>
      </p>
      {tab === 'stop' && (
        <DecimalField label={t('spot.order.trigger_price')} value={fields.triggerMoney} unit={rules.quote} onValue={form.onPlain('triggerMoney')} error={form.errorOf('triggerMoney')} />
      )}
      {tab === 'market' ? (
        <DecimalField label={t('spot.order.price')} value={t('spot.order.market_price')} unit={rules.quote} onValue={() => {}} disabled />
      ) : (
        <DecimalField label={t('spot.order.price')} value={fields.price} unit={rules.quote} onValue={form.onPrice} error={form.errorOf('price')} />
      )}
      {!byMoney && <DecimalField label={t('spot.order.amount')} value={fields.num} unit={rules.base} onValue={form.onAmount} error={form.errorOf('num')} />}
      <PercentButtons onPick={form.onShare} disabled={!loggedIn || available === undefined} />
      {(tab !== 'market' || byMoney) && (
        <DecimalField label={t('spot.order.total')} value={fields.money} unit={rules.quote} onValue={form.onTotal} error={form.errorOf('money')} />
      )}
      {tab === 'stopProfitLoss' && (
        <TpSlFields fields={fields} quote={rules.quote} onPrice={form.onPlain} onCheck={form.onCheck} errorOf={form.errorOf} />
      )}
      <FeeLine preview={fee} rate={rate} />
      {(form.formError ?? form.errorOf('form')) && (
        <p role="alert" className={styles.error}>
          {form.formError ?? form.errorOf('form')}
        </p>
      )}
      {loggedIn ? (
        <Button type="submit" block loading={form.pending} className={buy ? styles.buy : styles.sell}>
          {name}
        </Button>
      ) : (
        <VisitorPrompt />
      )}
    </form>
  );
}
