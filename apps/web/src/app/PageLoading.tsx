// Shown in place of a page while its code loads for the first time.
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../ui/Spinner.tsx';

export function PageLoading() {
  const { t } = useTranslation();
  return <CenteredSpinner label={t('common.loading')} />;
}
