// A section page: what a route of the product offers, for routes whose full screens arrive in later
// work. The route's handle names the section; title and sentence come from the translations.
import { Link, useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathToPair } from '@exchange/contract/format-pair';
import { PageSection } from '../../ui/PageSection.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { currentHandle } from '../../app/routes/handle.ts';
import styles from './SectionPage.module.css';

export default function SectionPage() {
  const { t } = useTranslation();
  const section = currentHandle(useMatches())?.section ?? 'home';
  const { symbolName } = useParams();
  return (
    <PageSection title={t(`section.${section}.title`)}>
      <div className={styles.intro}>
        <p>{t(`section.${section}.text`)}</p>
        {symbolName && <p className={styles.subject}>{pathToPair(symbolName)}</p>}
        <div className={styles.actions}>
          <Link to="/home/index" className={buttonClass()}>
            {t('common.back_home')}
          </Link>
          <Link to="/article/main/index" className={buttonClass({ variant: 'secondary' })}>
            {t('common.help_centre')}
          </Link>
        </div>
      </div>
    </PageSection>
  );
}
