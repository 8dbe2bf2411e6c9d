// /kol/index: the programme's terms (content store, in the member's language) and the application:
// the form for a member who may apply, or the status of their application; visitors log in first.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CONTENT_TABLE } from '@exchange/contract/constants';
import { useContentTable } from '../../api/queries.ts';
import { useKolApplication } from '../../api/inviteQueries.ts';
import { ListState } from '../../app/ListState.tsx';
import { loginPathFor } from '../../app/loginRedirect.ts';
import { usePreferences } from '../../session/preferences.ts';
import { useSession } from '../../session/store.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { OfflineNotice } from '../../ui/OfflineNotice.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { ApplicationStatus } from './ApplicationStatus.tsx';
import { KolApplyForm } from './KolApplyForm.tsx';
import { termsIn, type KolTermRow } from './kolTerms.ts';
import styles from './kol.module.css';

function Application() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const application = useKolApplication();
  if (!loggedIn)
    return (
      <p className={styles.prompt}>
        <Link to={loginPathFor(pathname)}>{t('kol.login_prompt')}</Link>
      </p>
    );
  if (application.isError) return <ErrorState title={t('kol.load_failed')} retryLabel={t('common.retry')} onRetry={() => void application.refetch()} />;
  if (application.isPending) return <CenteredSpinner label={t('common.loading')} />;
  const last = application.data;
  return (
    <>
      {last && <ApplicationStatus application={last} />}
      {(!last || last.status === '2') && <KolApplyForm />}
    </>
  );
}

export default function KolPage() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const terms = useContentTable<KolTermRow>(CONTENT_TABLE.kolTerms, (rows) => rows, { pageSize: -521 });
  const sections = termsIn(terms.data ?? [], language);
  return (
    <PageSection title={t('section.kol.title')} subtitle={t('section.kol.text')}>
      <OfflineNotice message={t('kol.offline')} />
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="kol-terms">
          <h2 id="kol-terms" className={styles.subtitle}>
            {t('kol.terms')}
          </h2>
          <ListState failed={t('kol.load_failed')} isPending={terms.isPending} isError={terms.isError} count={sections.length} refetch={terms.refetch} empty={t('kol.no_terms')}>
            <div className={styles.terms}>
              {sections.map((s) => (
                <div key={s.id}>
                  <h3>{s.title}</h3>
                  <p>{s.text}</p>
                </div>
              ))}
            </div>
          </ListState>
        </section>
        <section className={styles.card} aria-labelledby="kol-apply">
          <h2 id="kol-apply" className={styles.subtitle}>
            {t('kol.apply')}
          </h2>
          <Application />
        </section>
      </div>
    </PageSection>
  );
}
