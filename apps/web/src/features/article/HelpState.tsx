// Loading, failed and empty states of a help-centre page; its content once the data is there.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../ui/Empty.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';

export interface HelpStateProps {
  queries: Array<{ isPending: boolean; isError: boolean; refetch: () => unknown }>;
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
}

export function HelpState({ queries, empty, emptyText, children }: HelpStateProps) {
  const { t } = useTranslation();
  if (queries.some((q) => q.isError))
    return <ErrorState title={t('article.load_failed')} retryLabel={t('common.retry')} onRetry={() => queries.forEach((q) => void q.refetch())} />;
  if (queries.some((q) => q.isPending)) return <CenteredSpinner label={t('common.loading')} />;
  if (empty) return <Empty message={emptyText ?? t('article.empty')} />;
  return <>{children}</>;
}
