// Says that the rows shown are the offline copy and fresh ones are on their way.
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';

export function RefreshingNote({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={styles.note}>
      {shown ? t('entrust.refreshing') : ''}
    </span>
  );
}
