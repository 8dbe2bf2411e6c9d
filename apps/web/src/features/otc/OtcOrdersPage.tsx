// /otc/order: the member's P2P orders, or one order's page (?id=), with the payment methods the
// member gets paid to when selling. Every P2P notice refetches what is shown.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOtcRefresh } from '../../api/otcQueries.ts';
import { OrderList } from './OrderList.tsx';
import { OrderView } from './OrderView.tsx';
import { OtcNav } from './OtcNav.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import styles from './otc.module.css';

export default function OtcOrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  useOtcRefresh();
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('section.otc.order.title')}</h1>
          <p className={styles.lead}>{t('section.otc.order.text')}</p>
        </div>
        <OtcNav />
      </div>
      {id ? (
        <OrderView id={id} />
      ) : (
        <>
          <OrderList who="member" base="/otc/order" />
          <PaymentMethods />
        </>
      )}
    </div>
  );
}
