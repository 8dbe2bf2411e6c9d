// Resolves the contract the route shows from the listed contracts of its kind, then loads its rules
// and renders the screen, or a loading, failed, not-found or empty state. Entering the page also sets
// the trade type (spec §4: a contract deal of this kind), whatever link led here.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@exchange/contract/futures';
import { useContractMarkets } from '../../../api/marketQueries.ts';
import { useContractRules } from '../../../api/futuresQueries.ts';
import { useTradeType } from '../../../app/tradeType.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../../ui/Spinner.tsx';
import { PairNotFound } from '../../spot/page/PairNotFound.tsx';
import { FuturesScreen } from './FuturesScreen.tsx';
import { chooseContract } from './futuresRoute.ts';

export function FuturesRoute({ kind, wanted }: { kind: ContractKind; wanted: string | null }) {
  const { t } = useTranslation();
  const choose = useTradeType((state) => state.choose);
  const markets = useContractMarkets();
  const listed = (markets.data ?? []).filter((ticker) => ticker.kind === kind).map((ticker) => ticker.pair);
  const choice = markets.data ? chooseContract(listed, wanted, kind) : null;
  const pair = choice && 'pair' in choice ? choice.pair : '';
  const rules = useContractRules(kind, pair);

  useEffect(() => choose({ dealType: 'pry', contractType: kind }), [choose, kind]);

  if (markets.isError || rules.isError) {
    const retry = () => void (markets.isError ? markets.refetch() : rules.refetch());
    return <ErrorState title={t('futures.error.load')} message={t('common.networkError')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  if (!choice) return <CenteredSpinner label={t('common.loading')} />;
  if ('missing' in choice) return <PairNotFound pair={choice.missing} />;
  if ('none' in choice) return <Empty message={t('futures.none_listed')} />;
  if (!rules.data) return <CenteredSpinner label={t('common.loading')} />;
  return <FuturesScreen key={pair} rules={rules.data} />;
}
