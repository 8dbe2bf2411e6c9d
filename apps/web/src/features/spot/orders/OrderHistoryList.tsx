// The member's finished orders on the exchange page (the first page; the account's entrust page
// has them all), shown from the offline copy until the server answers.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListState } from '../../../app/ListState.tsx';
import { OrderTable } from './OrderTable.tsx';
import { RefreshingNote } from './RefreshingNote.tsx';
import { useOrderListWithOffline } from './useOfflineList.ts';
import styles from './orders.module.css';

const FIRST_PAGE = { current: 1, size: 20 };

export function OrderHistoryList({ scope }: { scope: string }) {
  const { t } = useTranslation();
  const query = useOrderListWithOffline('history', scope, FIRST_PAGE);
  const rows = query.data?.records ?? [];
  return (
    <>
      <div className={styles.listBar}>
        <RefreshingNote shown={query.offline} />
        <Link to="/account/entrust/spot">{t('entrust.view_all')}</Link>
      </div>
      <ListState failed={t('entrust.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t('entrust.empty_history')}>
        <OrderTable label={t('entrust.tab.history')} rows={rows} />
      </ListState>
    </>
  );
}
