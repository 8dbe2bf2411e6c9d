// Resolves which pair an exchange route shows, from the spot pairs' rules (one call for all of
// them, which also tells the new coins apart), then renders its screen or a not-found state.
import { useTranslation } from 'react-i18next';
import type { PairRules } from '../../../api/marketMap.ts';
import { useSpotPairRules } from '../../../api/marketQueries.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../../ui/Spinner.tsx';
import { PairNotFound } from './PairNotFound.tsx';
import type { ExchangeMode } from './pairRoute.ts';
import { SpotScreen } from './SpotScreen.tsx';

export interface SpotRouteProps {
  mode: ExchangeMode;
  /** Picks the pair from the loaded rules; undefined when none fits. `wanted` names it for the message. */
  choose: (rules: readonly PairRules[]) => PairRules | undefined;
  wanted: string;
}

export function SpotRoute({ mode, choose, wanted }: SpotRouteProps) {
  const { t } = useTranslation();
  const rules = useSpotPairRules();
  if (rules.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (rules.isError) {
    return <ErrorState title={t('spot.error')} message={t('common.networkError')} retryLabel={t('common.retry')} onRetry={() => void rules.refetch()} />;
  }
  const chosen = choose(rules.data);
  if (!chosen) return <PairNotFound pair={wanted} />;
  return <SpotScreen rules={chosen} allRules={rules.data} mode={mode} />;
}
