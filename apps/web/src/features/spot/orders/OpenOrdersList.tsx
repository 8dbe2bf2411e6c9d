// The member's open orders on the exchange page, with cancel one and cancel all (every open order
// of the scope, also those beyond the first page). Starts from the offline copy of the list while the server's answer is on its way.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ListState } from '../../../app/ListState.tsx';
import { OrderTable } from './OrderTable.tsx';
import { isOpenOrder } from './entrustFormat.ts';
import { useCancel } from './useCancel.ts';
import { useOrderListWithOffline } from './useOfflineList.ts';
import { RefreshingNote } from './RefreshingNote.tsx';
import styles from './orders.module.css';

const FIRST_PAGE = { current: 1, size: 50 };

export function OpenOrdersList({ scope }: { scope: string }) {
  const { t } = useTranslation();
  const query = useOrderListWithOffline('now', scope, FIRST_PAGE);
  const cancel = useCancel();
  const rows = query.data?.records ?? [];
  const openIds = rows.filter(isOpenOrder).map((row) => row.id);

  return (
    <>
      <div className={styles.listBar}>
        <RefreshingNote shown={query.offline} />
        <Button size="sm" variant="secondary" disabled={openIds.length === 0} loading={cancel.pending} onClick={() => cancel.runAll(scope)}>
          {t('entrust.cancel_all')}
        </Button>
      </div>
      <ListState failed={t('entrust.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t('entrust.empty_open')}>
        <OrderTable label={t('entrust.tab.open')} rows={rows} onCancel={(row) => cancel.run([row.id])} cancelling={cancel.cancelling} />
      </ListState>
    </>
  );
}
