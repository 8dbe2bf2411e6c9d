// The login log: time, IP, browser and system, and whether the attempt succeeded. The browser's
// short name shows; the full user agent is its tooltip, reachable by keyboard too.
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../ui/Tooltip.tsx';
import type { LoginLogRow } from '@exchange/contract/member';
import { wireTimeMs } from '@exchange/contract/format-time';
import { useFormatTime } from '../../../i18n/dateTime.ts';
import { shortAgent } from './deviceRules.ts';
import pills from '../common/pills.module.css';
import tables from '../common/tables.module.css';

export function LoginLogTable({ rows }: { rows: readonly LoginLogRow[] }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className={tables.frame}>
      <table className={tables.table} aria-label={t('account.log.title')}>
        <thead>
          <tr>
            <th scope="col">{t('account.log.column.time')}</th>
            <th scope="col">{t('account.log.column.ip')}</th>
            <th scope="col">{t('account.log.column.device')}</th>
            <th scope="col">{t('account.log.column.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={tables.nowrap}>{formatTime(wireTimeMs(row.create_time))}</td>
              <td className={tables.nowrap}>{row.ip}</td>
              <td>
                <Tooltip content={row.user_agent}>
                  <span tabIndex={0} className={tables.more}>
                    {shortAgent(row.user_agent)}
                  </span>
                </Tooltip>
              </td>
              <td>
                <span className={row.success ? pills.pillOn : pills.pillOff}>{t(row.success ? 'account.log.success' : 'account.log.failed')}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
