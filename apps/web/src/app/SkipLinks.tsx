// The first stops of the Tab order on every page: "Skip to content", and the route's own target
// when it names one (the exchange page's order form). Hidden until focused.
import { useTranslation } from 'react-i18next';
import { useSkipTarget } from './routes/handle.ts';
import { MAIN_TARGET } from './skipTargets.ts';
import styles from './Layout.module.css';

export function SkipLinks() {
  const { t } = useTranslation();
  const skipTo = useSkipTarget();
  return (
    <>
      <a href={`#${MAIN_TARGET}`} className={styles.skip}>
        {t('common.skip_to_content')}
      </a>
      {skipTo && (
        <a href={`#${skipTo.id}`} className={styles.skip}>
          {t(skipTo.labelKey)}
        </a>
      )}
    </>
  );
}
