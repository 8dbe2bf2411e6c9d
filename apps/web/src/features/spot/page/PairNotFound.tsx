// What an exchange link to a pair that does not trade here shows: a plain message and a way on.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/Button.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';

export function PairNotFound({ pair }: { pair: string }) {
  const { t } = useTranslation();
  return (
    <ErrorState title={t('spot.not_found.title')} message={t('spot.not_found.text', { pair })}>
      <Link to="/market/main" className={buttonClass()}>
        {t('spot.not_found.markets')}
      </Link>
    </ErrorState>
  );
}
