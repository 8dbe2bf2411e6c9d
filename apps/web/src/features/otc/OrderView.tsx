// One order as its party sees it: amounts and status, the countdown of the payment window, the
// payee's payment details (to the payer), the actions the server allows now, the appeal's
// timeline, and the chat with the other side.
import { useTranslation } from 'react-i18next';
import type { OtcOrderDetail } from '@exchange/contract/otc';
import { useAppealTimeline, useOtcOrder } from '../../api/otcQueries.ts';
import { useSession } from '../../session/store.ts';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderChat } from './OrderChat.tsx';
import { PaymentDetails } from './PaymentDetails.tsx';
import { formatCountdown, useCountdown } from './useCountdown.ts';
import { orderStatusKey } from './labels.ts';
import styles from './otc.module.css';

function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const left = useCountdown(deadline);
  return (
    <p>
      {t('p2p.order.pay_within')}{' '}
      <span className={styles.countdown} role="timer" aria-label={t('p2p.order.time_left')}>
        {formatCountdown(left)}
      </span>
    </p>
  );
}

function AppealTimeline({ order }: { order: OtcOrderDetail }) {
  const { t } = useTranslation();
  const timeline = useAppealTimeline(order.id, order.appeal_status !== '0');
  if (order.appeal_status === '0' || !timeline.data?.length) return null;
  return (
    <section className={styles.card} aria-labelledby="appeal-title">
      <h2 id="appeal-title" className={styles.title}>
        {t('p2p.appeal.timeline')}
      </h2>
      <ol className={styles.timeline}>
        {timeline.data.map((e) => (
          <li key={e.id}>
            <strong>{t(`p2p.appeal.who_${e.who}`)}</strong> · {t(`p2p.appeal.type_${e.type}`)} · <span className={styles.muted}>{new Date(e.create_time).toLocaleString()}</span>
            {e.reason && <p>{e.type === '6' ? t(`p2p.appeal.result_${e.reason}`, { defaultValue: e.reason }) : e.reason}</p>}
            {e.description && <p>{e.description}</p>}
            {e.proof.length > 0 && <p className={styles.muted}>{t('p2p.appeal.evidence', { n: e.proof.length })}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OrderView({ id }: { id: string }) {
  const { t } = useTranslation();
  const me = useSession((s) => String(s.user?.id ?? ''));
  const order = useOtcOrder(id);
  if (order.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (order.isError || !order.data) return <ErrorState title={t('p2p.order.not_found')} retryLabel={t('common.retry')} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const open = o.order_status === '1' || o.order_status === '2' || o.appeal_status === '1';
  return (
    <div className={styles.columns}>
      <div>
        <section className={styles.card} aria-labelledby="order-title">
          <h2 id="order-title" className={styles.title}>
            {t(o.role === 'buyer' ? 'p2p.order.buy_title' : 'p2p.order.sell_title', { coin: o.coin_symbol })} · {t(orderStatusKey(o.order_status))}
          </h2>
          <p className={styles.muted}>{t('p2p.order.number', { id: o.order_code })}</p>
          {o.order_status === '1' && <Countdown deadline={o.pay_deadline} />}
          {o.appeal_status === '1' && <p role="status">{t('p2p.appeal.in_appeal')}</p>}
          <dl className={styles.facts}>
            <div>
              <dt>{t('p2p.col.total')}</dt>
              <dd>
                {o.fiat_currency_amount} {o.fiat_currency}
              </dd>
            </div>
            <div>
              <dt>{t('p2p.col.price')}</dt>
              <dd>
                {o.unit_price} {o.fiat_currency}
              </dd>
            </div>
            <div>
              <dt>{t('p2p.col.amount')}</dt>
              <dd>
                {o.coin_cou} {o.coin_symbol}
              </dd>
            </div>
            <div>
              <dt>{t(o.role === 'buyer' ? 'p2p.order.seller' : 'p2p.order.buyer')}</dt>
              <dd>{o.role === 'buyer' ? o.payee_name : o.payer_name}</dd>
            </div>
          </dl>
          {o.role === 'buyer' && o.order_status === '1' && <PaymentDetails methods={o.payee} />}
          {o.terms && <p className={styles.muted}>{o.terms}</p>}
          <OrderActions order={o} />
        </section>
        <AppealTimeline order={o} />
      </div>
      <OrderChat orderId={o.id} me={me} open={open} />
    </div>
  );
}
