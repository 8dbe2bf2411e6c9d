// Shown in place of a page while its code loads; after the first page, with the progress bar.
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../ui/Spinner.tsx';
import { useProgressBar } from './usePageChrome.ts';

export function PageLoading() {
  const { t } = useTranslation();
  useProgressBar();
  return <CenteredSpinner label={t('common.loading')} />;
}
