// The contract order ticket for one tab (open or close) and order type: trigger (plan), price (limit,
// plan; "Market" otherwise), amount in the chosen unit with the share slider, take-profit and
// stop-loss on an open, the figures before sending, and the two sides' buttons (open long / short,
// close long / short). After a submit the focus stays on the button pressed (it is never disabled
// under it) and the live region under the buttons reads out what was placed, as on spot. Enter in a
// field does not submit: the form has two submit buttons, and the implicit one (the first, open long)
// is not necessarily the side the member meant.
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractPositionRow, ContractWallet } from '@exchange/contract/futures';
import { figure } from '../positions/riskFormat.ts';
import type { FuturesRules } from '../../../api/futures.ts';
import { useSession } from '../../../session/store.ts';
import { buttonClass } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Segmented } from '../../../ui/Segmented.tsx';
import { Slider } from '../../../ui/Slider.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { DecimalField } from '../../spot/orders/DecimalField.tsx';
import { PercentButtons } from '../../spot/orders/PercentButtons.tsx';
import { VisitorPrompt } from '../../spot/orders/VisitorPrompt.tsx';
import { TicketFigures } from './TicketFigures.tsx';
import { amountUnitsOf, type AmountUnit, type TicketAction, type TicketSide, type TicketType } from './ticket.ts';
import { useTicket } from './useTicket.ts';
import spot from '../../spot/orders/orders.module.css';
import styles from '../futures.module.css';

export interface TicketFormProps {
  action: TicketAction;
  type: TicketType;
  rules: FuturesRules;
  wallet: ContractWallet | undefined;
  position: ContractPositionRow | undefined;
  /** Labels of the units: the base coin, the quote coin, contracts. */
  unitLabels: Record<AmountUnit, string>;
}

const SIDES: readonly TicketSide[] = ['long', 'short'];

const keepEnterInField = (event: KeyboardEvent<HTMLFormElement>) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') event.preventDefault();
};
const MARKS = [0, 25, 50, 75, 100] as const;

export function TicketForm({ action, type, rules, wallet, position, unitLabels }: TicketFormProps) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const wireLabel = unitLabels[amountUnitsOf(rules.kind)[0]];
  const ticket = useTicket({ action, type, rules, wallet, position, amountLabel: wireLabel });
  const headingId = useId();
  const { fields } = ticket;
  const formError = ticket.formError ?? ticket.errorOf('form');
  const units = amountUnitsOf(rules.kind).map((value) => ({ value, label: unitLabels[value] }));
  const canShare = loggedIn && (action === 'open' ? wallet !== undefined : position !== undefined);

  return (
    <form noValidate aria-labelledby={headingId} className={spot.form} onSubmit={ticket.submit} onKeyDown={keepEnterInField}>
      <h2 id={headingId} className="sr-only">
        {t(`futures.order.${action}_title`, { pair: rules.pair })}
      </h2>
      <p className={spot.line}>
        <span>{t('spot.order.available')}</span>
        <span className={spot.figure}>
          {loggedIn && wallet ? `${figure(wallet.available)} ${wallet.settle_coin || rules.settleCoin}` : '--'}
        </span>
      </p>
      {type === 'plan' && <DecimalField label={t('spot.order.trigger_price')} value={fields.trigger} unit={rules.quote} onValue={ticket.onPrice('trigger')} error={ticket.errorOf('trigger')} />}
      {type === 'market' ? (
        <DecimalField label={t('spot.order.price')} value={t('spot.order.market_price')} unit={rules.quote} onValue={() => {}} disabled />
      ) : (
        <DecimalField label={t('spot.order.price')} value={fields.price} unit={rules.quote} onValue={ticket.onPrice('price')} error={ticket.errorOf('price')} />
      )}
      <div className={styles.unitRow}>
        <Segmented label={t('futures.order.amount_unit')} value={ticket.unit} options={units} onChange={ticket.onUnit} />
      </div>
      <DecimalField label={t('spot.order.amount')} value={fields.amount} unit={unitLabels[ticket.unit]} onValue={ticket.onAmount} error={ticket.errorOf('amount')} />
      <Slider
        label={t(action === 'open' ? 'futures.order.share_open' : 'futures.order.share_close')}
        hideLabel
        value={ticket.percent}
        min={0}
        max={100}
        valueText={`${ticket.percent}%`}
        marks={MARKS}
        disabled={!canShare}
        onChange={ticket.onPercent}
      />
      <PercentButtons onPick={ticket.onPercent} disabled={!canShare} />
      {action === 'open' && (
        <div className={styles.tpsl}>
          <Checkbox label={t('spot.order.take_profit')} checked={fields.tpOn} onChange={(e) => ticket.onCheck('tpOn')(e.target.checked)} />
          {fields.tpOn && <DecimalField label={t('spot.order.take_profit_price')} value={fields.tp} unit={rules.quote} onValue={ticket.onPrice('tp')} error={ticket.errorOf('tp')} />}
          <Checkbox label={t('spot.order.stop_loss')} checked={fields.slOn} onChange={(e) => ticket.onCheck('slOn')(e.target.checked)} />
          {fields.slOn && <DecimalField label={t('spot.order.stop_loss_price')} value={fields.sl} unit={rules.quote} onValue={ticket.onPrice('sl')} error={ticket.errorOf('sl')} />}
        </div>
      )}
      <TicketFigures
        action={action}
        type={type}
        fields={fields}
        unit={ticket.unit}
        rules={rules}
        leverage={ticket.leverage}
        available={loggedIn ? wallet?.available : undefined}
        position={position}
        amountLabel={wireLabel}
      />
      {formError && (
        <p role="alert" className={spot.error}>
          {formError}
        </p>
      )}
      {loggedIn ? (
        <div className={styles.sides}>
          {SIDES.map((side) => (
            // Busy, not disabled, while the order is sent: a disabled button would drop the focus to the
            // page. A second submit meanwhile is ignored by the ticket.
            <button
              key={side}
              type="submit"
              aria-busy={ticket.pendingSide === side || undefined}
              className={`${buttonClass({ block: true })} ${side === 'long' ? spot.buy : spot.sell}`}
              onClick={() => ticket.chooseSide(side)}
            >
              {ticket.pendingSide === side && <Spinner size="sm" />}
              {t(`futures.side.${action}_${side}`)}
            </button>
          ))}
        </div>
      ) : (
        <VisitorPrompt />
      )}
      <p role="status" className={spot.placed}>
        {ticket.placed}
      </p>
    </form>
  );
}
