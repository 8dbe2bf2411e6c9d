// What a route shows when its page fails: a chunk that failed to load gets the retry screen; anything
// else a plain message with a way home, inside the normal layout so the header still works.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/ErrorState.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { ChunkError } from './ChunkError.tsx';
import { isChunkLoadError } from './lazy.ts';

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isChunkLoadError(error)) return <ChunkError />;
  return (
    <ErrorState title={t('error.page.title')} message={t('error.page.message')}>
      <Link to="/home/index" className={buttonClass({ variant: 'secondary' })}>
        {t('common.back_home')}
      </Link>
    </ErrorState>
  );
}
