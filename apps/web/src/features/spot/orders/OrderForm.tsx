// One side of the order forms (buy or sell) for the chosen tab. Fields shown per tab: stop adds a
// trigger price, market drops the price (a buy is by money, a sell by amount), TP/SL adds its two
// prices. Re-renders only on its own input, a balance change or a picked price.
// After a submit the focus stays where it was (the submit button is never disabled under it) and the
// live region under the button reads out what was placed: traders place the next order from the
// same form, and a market order that filled at once leaves no open order to move to.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toFixedDown } from '@exchange/contract/format';
import { buttonClass } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
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
  const headingId = useId();
  const { tab, direction, rules, available } = props;
  const { fields, byMoney } = form;
  const buy = direction === '1';
  const spends = buy ? rules.quote : rules.base;
  const fee = feePreview(direction, feeBasis(byMoney, fields, rules.amountScale), rules);
  const rate = readTyped(buy ? rules.buyFee : rules.sellFee)?.times(100).toFixed() ?? '--';
  const name = t(buy ? 'spot.order.buy_coin' : 'spot.order.sell_coin', { coin: rules.base });

  return (
    <form noValidate aria-labelledby={headingId} className={styles.form} onSubmit={form.submit}>
      <h2 id={headingId} className={styles.sideHeading}>
        {name}
      </h2>
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
        // Busy, not disabled, while the order is sent: a disabled button would drop the focus to the
        // page. A second submit meanwhile is ignored by the form.
        <button type="submit" aria-busy={form.pending || undefined} className={`${buttonClass({ block: true })} ${buy ? styles.buy : styles.sell}`}>
          {form.pending && <Spinner size="sm" />}
          {name}
        </button>
      ) : (
        <VisitorPrompt />
      )}
      <p role="status" className={styles.placed}>
        {form.placed}
      </p>
    </form>
  );
}
