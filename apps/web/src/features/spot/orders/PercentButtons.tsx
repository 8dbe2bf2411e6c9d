// 25 / 50 / 75 / 100 % of the available balance of the coin this side spends.
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';

export const PERCENTS = [25, 50, 75, 100] as const;

export function PercentButtons({ onPick, disabled }: { onPick: (percent: number) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('spot.order.share')} className={styles.percents}>
      {PERCENTS.map((percent) => (
        <button key={percent} type="button" className={styles.percent} disabled={disabled} onClick={() => onPick(percent)}>
          {percent}%
        </button>
      ))}
    </div>
  );
}
