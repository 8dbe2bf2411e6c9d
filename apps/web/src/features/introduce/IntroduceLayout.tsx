// The frame of the three reference pages (spec §2 /introduce: rate, coin, contract): the page's
// heading and a row of links between them.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../ui/Empty.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import styles from './Introduce.module.css';

const PAGES = [
  { to: '/introduce/rate', key: 'home.help.fees.title' },
  { to: '/introduce/coin', key: 'home.help.coins.title' },
  { to: '/introduce/contract', key: 'home.help.contracts.title' },
] as const;

export function IntroduceLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageSection title={title} subtitle={subtitle}>
      <nav aria-label={t('introduce.nav_label')} className={styles.nav}>
        {PAGES.map((page) => (
          <NavLink key={page.to} to={page.to} className={styles.navLink}>
            {t(page.key)}
          </NavLink>
        ))}
      </nav>
      {children}
    </PageSection>
  );
}

export interface LoadStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading, failed and empty states of a reference list, or the list. */
export function LoadState({ isPending, isError, isEmpty, onRetry, children }: LoadStateProps) {
  const { t } = useTranslation();
  if (!isEmpty) return children;
  if (isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (isError) return <ErrorState title={t('introduce.error')} message={t('common.networkError')} retryLabel={t('common.retry')} onRetry={onRetry} />;
  return <Empty message={t('market.empty')} />;
}
