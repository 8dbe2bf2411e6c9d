// The member's holdings: product, principal, unpaid and earned interest, dates, status, and the
// redeem action (a fixed holding's from maturity).
import { useTranslation } from 'react-i18next';
import type { FinanceHolding } from '@exchange/contract/finance';
import { Button } from '../../ui/Button.tsx';
import { useFormatTime } from '../../i18n/dateTime.ts';
import { ratePercent } from '../account/agents/inviteLinks.ts';
import { canRedeem } from './financeRules.ts';
import { productName } from './ProductCard.tsx';
import styles from './finance.module.css';

export function HoldingsTable({ rows, now, onRedeem }: { rows: readonly FinanceHolding[]; now: number; onRedeem: (h: FinanceHolding) => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-label={t('finance.holdings')}>
        <thead>
          <tr>
            <th scope="col">{t('finance.holding.product')}</th>
            <th scope="col" className={styles.num}>{t('finance.product.apr')}</th>
            <th scope="col" className={styles.num}>{t('finance.holding.principal')}</th>
            <th scope="col" className={styles.num}>{t('finance.holding.interest')}</th>
            <th scope="col" className={styles.num}>{t('finance.holding.earned')}</th>
            <th scope="col">{t('finance.holding.start')}</th>
            <th scope="col">{t('finance.holding.maturity')}</th>
            <th scope="col">{t('finance.holding.status')}</th>
            <th scope="col">
              <span className="sr-only">{t('finance.holding.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((h) => {
            const name = productName(t, h);
            return (
              <tr key={h.id}>
                <td className={styles.nowrap}>{name}</td>
                <td className={styles.num}>{ratePercent(h.rate)}</td>
                <td className={styles.num}>{`${h.principal} ${h.coin}`}</td>
                <td className={styles.num}>{`${h.interest} ${h.coin}`}</td>
                <td className={styles.num}>{`${h.earned} ${h.coin}`}</td>
                <td className={styles.nowrap}>{formatTime(h.start_time)}</td>
                <td className={styles.nowrap}>{h.kind === 'fixed' ? formatTime(h.maturity_time) : t('finance.term.flexible')}</td>
                <td>{h.status === '0' ? t('finance.status.earning') : t('finance.status.redeemed')}</td>
                <td>
                  {h.status === '0' && (
                    <Button size="sm" variant="secondary" disabled={!canRedeem(h, now)} onClick={() => onRedeem(h)} aria-label={t('finance.redeem_named', { name })}>
                      {canRedeem(h, now) ? t('finance.redeem') : t('finance.locked')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
