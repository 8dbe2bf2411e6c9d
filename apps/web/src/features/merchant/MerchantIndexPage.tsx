// /merchant/index: the merchant centre. A merchant sees its figures (deposit, completed orders,
// completion rate, open orders), its adverts and its payment methods; a member who is not one
// sees the application (or where it stands).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMerchantStatus, useOtcRefresh } from '../../api/otcQueries.ts';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { OtcPage } from '../otc/OtcPage.tsx';
import { PaymentMethods } from '../otc/PaymentMethods.tsx';
import styles from '../otc/otc.module.css';
import { MerchantAdverts } from './MerchantAdverts.tsx';
import { MerchantApply } from './MerchantApply.tsx';

export default function MerchantIndexPage() {
  const { t } = useTranslation();
  const status = useMerchantStatus();
  useOtcRefresh();
  const s = status.data;
  return (
    <OtcPage section="section.merchant.index">
      {status.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : status.isError || !s ? (
        <ErrorState title={t('p2p.load_failed')} retryLabel={t('common.retry')} onRetry={() => void status.refetch()} />
      ) : s.application !== '2' ? (
        <MerchantApply status={s} />
      ) : (
        <>
          <section className={styles.card} aria-labelledby="merchant-facts">
            <div className={styles.head}>
              <h2 id="merchant-facts" className={styles.title}>
                {s.name}
              </h2>
              <div className={styles.links}>
                <Link to="/merchant/deal">{t('p2p.merchant.orders')}</Link>
                <Link to="/accountNew/asset/merchant">{t('p2p.merchant.wallet')}</Link>
              </div>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('p2p.merchant.id')}</dt>
                <dd>{s.merchant_id}</dd>
              </div>
              <div>
                <dt>{t('p2p.merchant.deposit')}</dt>
                <dd>{s.deposit} USDT</dd>
              </div>
              <div>
                <dt>{t('p2p.merchant.completed')}</dt>
                <dd>{s.completed_orders}</dd>
              </div>
              <div>
                <dt>{t('p2p.merchant.rate')}</dt>
                <dd>{s.completion_rate}%</dd>
              </div>
              <div>
                <dt>{t('p2p.merchant.open')}</dt>
                <dd>{s.open_orders}</dd>
              </div>
            </dl>
          </section>
          <MerchantAdverts />
          <PaymentMethods />
        </>
      )}
    </OtcPage>
  );
}
