// The member's keys: label, access key, permissions, whitelist, creation time, edit and delete.
import { useTranslation } from 'react-i18next';
import type { ApiKeyRow } from '@exchange/contract/account';
import { wireTimeMs } from '@exchange/contract/format-time';
import { useFormatTime } from '../../../i18n/dateTime.ts';
import shell from '../account.module.css';
import tables from '../common/tables.module.css';

export interface ApiKeyTableProps {
  rows: readonly ApiKeyRow[];
  onEdit: (row: ApiKeyRow) => void;
  onDelete: (row: ApiKeyRow) => void;
}

export function ApiKeyTable({ rows, onEdit, onDelete }: ApiKeyTableProps) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  return (
    <div className={tables.frame}>
      <table className={tables.table} aria-label={t('account.api.title')}>
        <thead>
          <tr>
            <th scope="col">{t('account.api.field.label')}</th>
            <th scope="col">{t('account.api.column.key')}</th>
            <th scope="col">{t('account.api.field.permissions')}</th>
            <th scope="col">{t('account.api.column.ip')}</th>
            <th scope="col">{t('account.api.column.created')}</th>
            <th scope="col" className={tables.num}>{t('account.devices.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.label}</td>
              <td className={tables.mono}>{row.api_key}</td>
              <td className={tables.nowrap}>{row.permissions.map((p) => t(`account.api.permission.${p}`)).join(', ')}</td>
              <td className={tables.mono}>{row.ip_whitelist ? row.ip_whitelist.split(',').join(', ') : t('account.api.any_ip')}</td>
              <td className={tables.nowrap}>{formatTime(wireTimeMs(row.create_time))}</td>
              <td>
                <div className={tables.rowActions}>
                  <button type="button" className={shell.linkButton} onClick={() => onEdit(row)} aria-label={t('account.api.edit_named', { label: row.label })}>
                    {t('account.api.edit')}
                  </button>
                  <button type="button" className={shell.danger} onClick={() => onDelete(row)} aria-label={t('account.api.delete_named', { label: row.label })}>
                    {t('account.api.delete')}
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
