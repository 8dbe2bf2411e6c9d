// A margin account's loans: when, pair (isolated), coin, borrowed, principal and interest still
// owed, interest paid, daily rate and hours charged, and whether repaid. Figures as the server sent them.
import { useTranslation } from 'react-i18next';
import type { LoanRow } from '@exchange/contract/margin';
import { TimeCell } from '../spot/orders/TimeCell.tsx';
import tableStyles from '../spot/orders/orderTable.module.css';

export function LoansTable({ label, rows }: { label: string; rows: readonly LoanRow[] }) {
  const { t } = useTranslation();
  return (
    <div className={tableStyles.frame}>
      <table className={tableStyles.table}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('margin.loan.time')}</th>
            <th scope="col">{t('margin.loan.pair')}</th>
            <th scope="col">{t('margin.coin')}</th>
            <th scope="col">{t('margin.loan.amount')}</th>
            <th scope="col">{t('margin.loan.unpaid')}</th>
            <th scope="col">{t('margin.interest')}</th>
            <th scope="col">{t('margin.loan.interest_paid')}</th>
            <th scope="col">{t('margin.day_rate')}</th>
            <th scope="col">{t('margin.loan.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <TimeCell ms={row.create_time} />
              <td>{row.symbol_name || t('margin.cross')}</td>
              <td>{row.coin}</td>
              <td>{row.borrowAmount}</td>
              <td>{row.nopayAmount}</td>
              <td>{row.interestAmount}</td>
              <td>{row.interestPaid}</td>
              <td>{row.dayRate}</td>
              <td>{t(row.borrowStatus === '1' ? 'margin.loan.repaid' : 'margin.loan.open')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
