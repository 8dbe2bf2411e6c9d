// /account/wallet/history-deposit: every deposit, newest first, filtered by coin, paged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositLog } from '../../../api/walletQueries.ts';
import { Pager } from '../../entrust/Pager.tsx';
import { ListState } from '../../../app/ListState.tsx';
import { useRefreshOnOwnChange } from '../useRefreshOnOwnChange.ts';
import { CoinFilterSelect } from './CoinFilterSelect.tsx';
import { DepositTable } from './DepositTable.tsx';
import styles from '../wallet.module.css';

const PAGE_SIZE = 10;

export default function DepositHistoryPage() {
  const { t } = useTranslation();
  const [coin, setCoin] = useState('');
  const [page, setPage] = useState(1);
  const log = useDepositLog({ current: page, size: PAGE_SIZE, ...(coin ? { coin } : {}) });
  useRefreshOnOwnChange();
  const rows = log.data?.records ?? [];
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('section.wallet.history_deposit.title')}</h1>
      </div>
      <div className={styles.toolbar}>
        <CoinFilterSelect value={coin} onChange={(next) => { setCoin(next); setPage(1); }} />
      </div>
      <ListState failed={t('wallet.load_failed')} isPending={log.isPending} isError={log.isError} count={rows.length} refetch={log.refetch} empty={t('wallet.empty_deposits')}>
        <DepositTable label={t('section.wallet.history_deposit.title')} rows={rows} />
        <Pager current={log.data?.current ?? page} pages={log.data?.pages ?? 1} onPage={setPage} />
      </ListState>
    </>
  );
}
