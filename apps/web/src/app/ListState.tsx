// Loading, failed and empty states of a list (orders, wallet logs, devices …); renders the list
// itself once there are rows, so a refetch keeps what is shown. The failure title is the caller's.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../ui/Empty.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { CenteredSpinner } from '../ui/Spinner.tsx';

export interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  count: number;
  refetch: () => unknown;
  empty: string;
  /** Title shown when loading failed. */
  failed: string;
  children: ReactNode;
}

export function ListState({ isPending, isError, count, refetch, empty, failed, children }: ListStateProps) {
  const { t } = useTranslation();
  if (count > 0) return <>{children}</>;
  if (isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (isError) return <ErrorState title={failed} retryLabel={t('common.retry')} onRetry={() => void refetch()} />;
  return <Empty message={empty} />;
}
