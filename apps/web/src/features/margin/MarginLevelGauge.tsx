// The margin level as the server sent it, on a bar from the liquidation level to twice the borrow
// level, with the server's thresholds marked (liquidation, margin call, borrow). A meter for screen
// readers; the risk word says where it stands in text, not by colour alone.
import { useTranslation } from 'react-i18next';
import type { MarginAccountFigures } from '@exchange/contract/margin';
import styles from './margin.module.css';

const position = (value: number, low: number, high: number) => Math.min(100, Math.max(0, ((value - low) / (high - low)) * 100));

export function MarginLevelGauge({ figures }: { figures: MarginAccountFigures }) {
  const { t } = useTranslation();
  const liquidation = Number(figures.liquidationLevel);
  const call = Number(figures.callLevel);
  const borrow = Number(figures.borrowLevel);
  const high = borrow * 2;
  const hasDebt = figures.marginLevel !== '--';
  const level = hasDebt ? Number(figures.marginLevel) : high;
  return (
    <div className={styles.gauge}>
      <div className={styles.gaugeHead}>
        <span>{t('margin.level')}</span>
        <span className={`${styles.figure} ${styles[`risk_${figures.risk}`]}`}>
          {hasDebt ? figures.marginLevel : '--'} · {t(`margin.risk.${figures.risk}`)}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('margin.level')}
        aria-valuemin={0}
        aria-valuemax={high}
        aria-valuenow={Math.min(level, high)}
        aria-valuetext={hasDebt ? `${figures.marginLevel} (${t(`margin.risk.${figures.risk}`)})` : t('margin.no_debt')}
        className={styles.bar}
      >
        <span className={`${styles.fill} ${styles[`risk_${figures.risk}`]}`} style={{ width: `${position(level, liquidation * 0.9, high)}%` }} />
        {[liquidation, call, borrow].map((mark) => (
          <span key={mark} className={styles.mark} style={{ left: `${position(mark, liquidation * 0.9, high)}%` }} />
        ))}
      </div>
      <p className={styles.thresholds}>
        {t('margin.thresholds', { liquidation: figures.liquidationLevel, call: figures.callLevel, borrow: figures.borrowLevel })}
      </p>
    </div>
  );
}
