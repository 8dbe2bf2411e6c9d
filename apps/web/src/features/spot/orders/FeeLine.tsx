// The fee the order would pay when it fills, in the coin it is charged in.
import { useTranslation } from 'react-i18next';
import type { FeePreview } from './orderMath.ts';
import styles from './orders.module.css';

export function FeeLine({ preview, rate }: { preview: FeePreview | null; rate: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.line}>
      <span>{t('spot.order.fee', { rate })}</span>
      <span className={styles.figure}>{preview ? `≈ ${preview.fee} ${preview.coin}` : '--'}</span>
    </p>
  );
}
