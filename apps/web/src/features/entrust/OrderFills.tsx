// The fills of one order, shown when its row is expanded.
import { useTranslation } from 'react-i18next';
import { useOrderFills } from '../../api/spotQueries.ts';
import { FillTable } from '../spot/orders/FillTable.tsx';
import { ListState } from '../../app/ListState.tsx';

export function OrderFills({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const query = useOrderFills(orderId);
  const rows = query.data ?? [];
  return (
    <ListState failed={t('entrust.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t('entrust.no_fills')}>
      <FillTable label={t('entrust.fills_of', { id: orderId })} rows={rows} compact />
    </ListState>
  );
}
