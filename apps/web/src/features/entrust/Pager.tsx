// Previous / next through a paged answer ({ current, pages }).
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import styles from './EntrustPage.module.css';

export function Pager({ current, pages, onPage }: { current: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('entrust.pager.label')}>
      <Button size="sm" variant="secondary" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {t('entrust.pager.previous')}
      </Button>
      <span>{t('entrust.pager.page', { current, pages })}</span>
      <Button size="sm" variant="secondary" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        {t('entrust.pager.next')}
      </Button>
    </nav>
  );
}
