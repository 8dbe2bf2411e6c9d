// The member's own fills (entrust/get/myExchangeLog), newest first as the server sends them.
import { useTranslation } from 'react-i18next';
import { useMyTrades } from '../../../api/spotQueries.ts';
import { FillTable } from './FillTable.tsx';
import { ListState } from '../../../app/ListState.tsx';

const FIRST_PAGE = { current: 1, size: 20 };

export function TradeHistoryList({ scope }: { scope: string }) {
  const { t } = useTranslation();
  const query = useMyTrades(scope, FIRST_PAGE);
  const rows = query.data?.records ?? [];
  return (
    <ListState failed={t('entrust.load_failed')} isPending={query.isPending} isError={query.isError} count={rows.length} refetch={query.refetch} empty={t('entrust.empty_trades')}>
      <FillTable label={t('entrust.tab.trades')} rows={rows} />
    </ListState>
  );
}
