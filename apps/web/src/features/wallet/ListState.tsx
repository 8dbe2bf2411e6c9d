// Loading, failed and empty states of a wallet list; the list itself once there are rows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../ui/Empty.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';

export interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  count: number;
  refetch: () => unknown;
  empty: string;
  children: ReactNode;
}

export function ListState({ isPending, isError, count, refetch, empty, children }: ListStateProps) {
  const { t } = useTranslation();
  if (count > 0) return <>{children}</>;
  if (isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (isError) return <ErrorState title={t('wallet.load_failed')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />;
  return <Empty message={empty} />;
}
