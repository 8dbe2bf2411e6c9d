// The member's devices: name (this browser marked), IP, last login, first seen, rename and remove.
import { useTranslation } from 'react-i18next';
import type { LoginDeviceRow } from '@exchange/contract/member';
import { wireTimeMs } from '@exchange/contract/format-time';
import { useFormatTime } from '../../../i18n/dateTime.ts';
import { isThisDevice } from './deviceRules.ts';
import pills from '../common/pills.module.css';
import shell from '../account.module.css';
import tables from '../common/tables.module.css';

export interface DeviceTableProps {
  rows: readonly LoginDeviceRow[];
  thisDeviceId: string;
  onRename: (row: LoginDeviceRow) => void;
  onDelete: (row: LoginDeviceRow) => void;
}

export function DeviceTable({ rows, thisDeviceId, onRename, onDelete }: DeviceTableProps) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className={tables.frame}>
      <table className={tables.table} aria-label={t('account.devices.title')}>
        <thead>
          <tr>
            <th scope="col">{t('account.devices.column.name')}</th>
            <th scope="col">{t('account.devices.column.ip')}</th>
            <th scope="col">{t('account.devices.column.last_login')}</th>
            <th scope="col">{t('account.devices.column.first_seen')}</th>
            <th scope="col" className={tables.num}>{t('account.devices.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.device_name}{' '}
                {isThisDevice(row, thisDeviceId) && <span className={pills.pillWait}>{t('account.devices.this_device')}</span>}
              </td>
              <td className={tables.nowrap}>{row.ip}</td>
              <td className={tables.nowrap}>{formatTime(wireTimeMs(row.last_login_time))}</td>
              <td className={tables.nowrap}>{formatTime(wireTimeMs(row.create_time))}</td>
              <td>
                <div className={tables.rowActions}>
                  <button type="button" className={shell.linkButton} onClick={() => onRename(row)} aria-label={t('account.devices.rename_named', { name: row.device_name })}>
                    {t('account.devices.rename')}
                  </button>
                  <button type="button" className={shell.danger} onClick={() => onDelete(row)} aria-label={t('account.devices.delete_named', { name: row.device_name })}>
                    {t('account.devices.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
