// Per coin: what the member holds in savings, the interest accrued and not yet paid out, and all
// the interest earned — as the server sums them.
import { useTranslation } from 'react-i18next';
import type { FinanceEarnings } from '@exchange/contract/finance';
import styles from './finance.module.css';

export function EarningsSummary({ earnings }: { earnings: readonly FinanceEarnings[] }) {
  const { t } = useTranslation();
  if (earnings.length === 0) return null;
  return (
    <div className={styles.earnings}>
      {earnings.map((e) => (
        <section key={e.coin} className={styles.card} aria-label={t('finance.earnings_of', { coin: e.coin })}>
          <h3 className={styles.cardHead}>{e.coin}</h3>
          <dl className={styles.facts}>
            <div>
              <dt>{t('finance.holding.principal')}</dt>
              <dd>{e.principal}</dd>
            </div>
            <div>
              <dt>{t('finance.holding.interest')}</dt>
              <dd>{e.interest}</dd>
            </div>
            <div>
              <dt>{t('finance.holding.earned')}</dt>
              <dd>{e.earned}</dd>
            </div>
          </dl>
        </section>
      ))}
    </div>
  );
}
