// An advert's price as the server sent it: the fixed price, or a floating advert's live price with
// its margin over the index under it ("101.5% of the index").
import { useTranslation } from 'react-i18next';
import type { OtcAdvertRow } from '@exchange/contract/otc';
import styles from './otc.module.css';

export function AdvertPrice({ row }: { row: Pick<OtcAdvertRow, 'price' | 'fiat' | 'price_type' | 'margin'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.merchant}>
      <span>
        {row.price} {row.fiat}
      </span>
      {row.price_type === '2' && <span className={styles.muted}>{t('p2p.advert.floating_of_index', { margin: row.margin })}</span>}
    </span>
  );
}
