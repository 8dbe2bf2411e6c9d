// /participationSuccess/index: where an application or campaign entry lands when it succeeds
// (?type=kol today). It names what was submitted, read back from the server, and what happens
// next; opened without an entry to confirm, it says so rather than pretend.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PARTICIPATION_TYPES, type ParticipationType } from '@exchange/contract/kol';
import { useKolApplication } from '../../api/inviteQueries.ts';
import { useSession } from '../../session/store.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { Empty } from '../../ui/Empty.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { SubmittedFacts } from './ApplicationStatus.tsx';
import styles from './kol.module.css';

function KolEntry({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const application = useKolApplication();
  if (application.isError) return <ErrorState title={t('kol.load_failed')} retryLabel={t('common.retry')} onRetry={() => void application.refetch()} />;
  if (application.isPending) return <CenteredSpinner label={t('common.loading')} />;
  const sent = application.data;
  if (!sent || (id !== null && sent.id !== id)) return <Nothing />;
  return (
    <div className={styles.card}>
      <h2 className={styles.subtitle}>{t('participation.kol.what')}</h2>
      <SubmittedFacts application={sent} />
      <h2 className={styles.subtitle}>{t('participation.next')}</h2>
      <p>{t(`participation.kol.next.${sent.status}`)}</p>
      <div className={styles.actions}>
        <Link to="/kol/index" className={buttonClass()}>
          {t('participation.kol.status_link')}
        </Link>
        <Link to="/invite_rebate/index" className={buttonClass({ variant: 'secondary' })}>
          {t('participation.invite_link')}
        </Link>
      </div>
    </div>
  );
}

function Nothing() {
  const { t } = useTranslation();
  return (
    <Empty message={t('participation.nothing')}>
      <Link to="/home/index" className={buttonClass({ variant: 'secondary' })}>
        {t('common.back_home')}
      </Link>
    </Empty>
  );
}

export default function ParticipationSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const type = params.get('type');
  const known = (PARTICIPATION_TYPES as readonly string[]).includes(type ?? '') ? (type as ParticipationType) : null;
  return (
    <PageSection title={t('section.participation.title')} subtitle={known ? t('section.participation.text') : undefined} className={styles.narrow}>
      {known === 'kol' && loggedIn ? <KolEntry id={params.get('id')} /> : <Nothing />}
    </PageSection>
  );
}
