// /merchant/deal: the merchant's orders, or one of them (?id=) with the same order page a member
// sees, from the merchant's side.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOtcRefresh } from '../../api/otcQueries.ts';
import { OrderList } from '../otc/OrderList.tsx';
import { OrderView } from '../otc/OrderView.tsx';
import { OtcNav } from '../otc/OtcNav.tsx';
import styles from '../otc/otc.module.css';

export default function MerchantDealPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  useOtcRefresh();
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('section.merchant.deal.title')}</h1>
          <p className={styles.lead}>{t('section.merchant.deal.text')}</p>
        </div>
        <OtcNav />
      </div>
      {id ? <OrderView id={id} /> : <OrderList who="merchant" base="/merchant/deal" />}
    </div>
  );
}
