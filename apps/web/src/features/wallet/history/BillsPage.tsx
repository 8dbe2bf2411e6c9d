// /account/wallet/bills: every change of the member's balances with account, kind, coin and date
// filters, paged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILL_KINDS } from '@exchange/contract/wallet';
import { useBills } from '../../../api/walletQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { Pager } from '../../entrust/Pager.tsx';
import { ListState } from '../../../app/ListState.tsx';
import { useViewer } from '../useViewer.ts';
import { accountNameKey, visibleAccountTypes } from '../walletAccounts.ts';
import { useWalletCoins } from '../../../api/walletQueries.ts';
import { BillTable, billKindKey } from './BillTable.tsx';
import { NO_BILL_FILTERS, billBodyOf, billRangeIssue, type BillFilters } from './billFilters.ts';
import styles from '../wallet.module.css';

const PAGE_SIZE = 15;

export default function BillsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<BillFilters>(NO_BILL_FILTERS);
  const [page, setPage] = useState(1);
  const issue = billRangeIssue(filters);
  const bills = useBills(billBodyOf(issue ? { ...filters, to: '' } : filters, page, PAGE_SIZE));
  const coins = useWalletCoins().data ?? [];
  const types = visibleAccountTypes(useViewer());
  const rows = bills.data?.records ?? [];
  const change = (patch: Partial<BillFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const all = t('wallet.all');

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('section.wallet.bills.title')}</h1>
      </div>
      <div className={styles.filters}>
        <Select label={t('wallet.column.account')} placeholder={all} options={types.map((v) => ({ value: v, label: t(accountNameKey(v)) }))} value={filters.type} onChange={(e) => change({ type: e.target.value })} />
        <Select label={t('wallet.column.kind')} placeholder={all} options={BILL_KINDS.map((k) => ({ value: k, label: t(billKindKey(k)) }))} value={filters.kind} onChange={(e) => change({ kind: e.target.value })} />
        <Select label={t('wallet.coin')} placeholder={all} options={coins.map((c) => ({ value: c.coin, label: c.coin }))} value={filters.coin} onChange={(e) => change({ coin: e.target.value })} />
        <TextInput label={t('wallet.bills.from')} type="date" value={filters.from} onChange={(e) => change({ from: e.target.value })} />
        <TextInput label={t('wallet.bills.to')} type="date" value={filters.to} error={issue ? t(issue) : undefined} onChange={(e) => change({ to: e.target.value })} />
        <div className={styles.toolbar}>
          <Button variant="secondary" onClick={() => change(NO_BILL_FILTERS)} disabled={filters === NO_BILL_FILTERS}>
            {t('wallet.bills.reset')}
          </Button>
        </div>
      </div>
      <ListState failed={t('wallet.load_failed')} isPending={bills.isPending} isError={bills.isError} count={rows.length} refetch={bills.refetch} empty={t('wallet.empty_bills')}>
        <BillTable label={t('section.wallet.bills.title')} rows={rows} />
        <Pager current={bills.data?.current ?? page} pages={bills.data?.pages ?? 1} onPage={setPage} />
      </ListState>
    </>
  );
}
