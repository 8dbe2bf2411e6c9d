// The invitees: uid, masked account, registration time, fees paid and the commission they brought.
import { useTranslation } from 'react-i18next';
import type { CoinAmount, InviteeRow } from '@exchange/contract/account';
import { wireTimeMs } from '@exchange/contract/format-time';
import { useFormatTime } from '../../../i18n/dateTime.ts';
import tables from '../common/tables.module.css';

export const CoinAmounts = ({ amounts }: { amounts: readonly CoinAmount[] }) =>
  amounts.length === 0 ? <span className={tables.muted}>0</span> : <>{amounts.map((a) => <div key={a.coin}>{`${a.amount} ${a.coin}`}</div>)}</>;

export function InviteeTable({ rows }: { rows: readonly InviteeRow[] }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className={tables.frame}>
      <table className={tables.table} aria-label={t('account.agents.invitees')}>
        <thead>
          <tr>
            <th scope="col">{t('account.agents.column.uid')}</th>
            <th scope="col">{t('account.agents.column.account')}</th>
            <th scope="col">{t('account.agents.column.time')}</th>
            <th scope="col" className={tables.num}>{t('account.agents.column.fees')}</th>
            <th scope="col" className={tables.num}>{t('account.agents.column.commission')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uid}>
              <td>{row.uid}</td>
              <td>{row.account}</td>
              <td className={tables.nowrap}>{formatTime(wireTimeMs(row.create_time))}</td>
              <td className={tables.num}>
                <CoinAmounts amounts={row.fees} />
              </td>
              <td className={tables.num}>
                <CoinAmounts amounts={row.commission} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
