// Bills: time, account, kind, coin and the signed change (green in, red out).
import { useTranslation } from 'react-i18next';
import type { BillRow } from '@exchange/contract/wallet';
import { ScrollFrame } from '../../../ui/ScrollFrame.tsx';
import { accountNameKey } from '../walletAccounts.ts';
import { TimeText } from './TimeText.tsx';
import styles from '../wallet.module.css';

export const billKindKey = (kind: string) => `wallet.bill_kind.${kind}`;

export function BillTable({ label, rows }: { label: string; rows: readonly BillRow[] }) {
  const { t } = useTranslation();
  return (
    <ScrollFrame className={styles.frame}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('wallet.column.time')}</th>
            <th scope="col">{t('wallet.column.account')}</th>
            <th scope="col">{t('wallet.column.kind')}</th>
            <th scope="col">{t('wallet.column.coin')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const out = row.amount.startsWith('-');
            return (
              <tr key={row.id}>
                <td><TimeText ms={row.create_time} /></td>
                <td>{t(accountNameKey(row.type))}</td>
                <td>{t(billKindKey(row.kind), { defaultValue: row.kind })}</td>
                <td className={styles.strong}>{row.coin}</td>
                <td className={`${styles.num} ${out ? styles.down : styles.up}`}>{out ? row.amount : `+${row.amount}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
