// The member's invite summary with its loading and failure states, for both invite pages; a visitor
// is asked to log in instead.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { InviteSummary } from '@exchange/contract/invite';
import { useInviteSummary } from '../../api/inviteQueries.ts';
import { loginPathFor } from '../../app/loginRedirect.ts';
import { useSession } from '../../session/store.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import styles from './invite.module.css';

export function WithSummary({ children }: { children: (summary: InviteSummary) => ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const summary = useInviteSummary();
  if (!loggedIn)
    return (
      <p className={styles.prompt}>
        <Link to={loginPathFor(pathname)}>{t('invite.login_prompt')}</Link>
      </p>
    );
  if (summary.data) return <>{children(summary.data)}</>;
  if (summary.isError) return <ErrorState title={t('invite.load_failed')} retryLabel={t('common.retry')} onRetry={() => void summary.refetch()} />;
  return <CenteredSpinner label={t('common.loading')} />;
}
