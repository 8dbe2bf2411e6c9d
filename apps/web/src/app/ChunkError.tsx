// The screen shown when a page's code could not be loaded (network drop, new deployment, time-out).
// Reloading is the dependable retry: browsers keep a failed module import cached for the document.
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/ErrorState.tsx';

export function ChunkError() {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('error.chunk.title')}
      message={t('error.chunk.message')}
      retryLabel={t('common.retry')}
      onRetry={() => window.location.reload()}
    />
  );
}
