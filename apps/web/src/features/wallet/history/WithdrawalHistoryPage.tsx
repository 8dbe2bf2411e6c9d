// /account/wallet/history-withdrawal: pending requests (cancellable) on top, then every
// withdrawal, newest first, filtered by coin, paged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawalLog } from '../../../api/walletQueries.ts';
import { Pager } from '../../entrust/Pager.tsx';
import { ListState } from '../../../app/ListState.tsx';
import { useRefreshOnOwnChange } from '../useRefreshOnOwnChange.ts';
import { CoinFilterSelect } from './CoinFilterSelect.tsx';
import { PendingWithdrawals } from './PendingWithdrawals.tsx';
import { WithdrawalTable } from './WithdrawalTable.tsx';
import styles from '../wallet.module.css';

const PAGE_SIZE = 10;

export default function WithdrawalHistoryPage() {
  const { t } = useTranslation();
  const [coin, setCoin] = useState('');
  const [page, setPage] = useState(1);
  const log = useWithdrawalLog({ current: page, size: PAGE_SIZE, ...(coin ? { coin } : {}) });
  useRefreshOnOwnChange();
  const rows = log.data?.records ?? [];
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('section.wallet.history_withdrawal.title')}</h1>
      </div>
      <PendingWithdrawals />
      <h2 className={styles.subtitle}>{t('wallet.withdraw.all')}</h2>
      <div className={styles.toolbar}>
        <CoinFilterSelect value={coin} onChange={(next) => { setCoin(next); setPage(1); }} />
      </div>
      <ListState failed={t('wallet.load_failed')} isPending={log.isPending} isError={log.isError} count={rows.length} refetch={log.refetch} empty={t('wallet.empty_withdrawals')}>
        <WithdrawalTable label={t('section.wallet.history_withdrawal.title')} rows={rows} />
        <Pager current={log.data?.current ?? page} pages={log.data?.pages ?? 1} onPage={setPage} />
      </ListState>
    </>
  );
}
