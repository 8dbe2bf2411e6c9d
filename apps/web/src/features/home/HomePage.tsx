// /home/index: the welcome hero with the operator's banners, the live markets, the ways into the
// product, and the help centre. The market part is a lazy chunk (with the MQTT client behind it), so
// the route's first load stays within its budget and the hero paints before any market code arrives.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Button.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { useBrand } from '../../api/queries.ts';
import { useSession } from '../../session/index.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { Banners } from './Banners.tsx';
import { HelpLinks } from './HelpLinks.tsx';
import styles from './HomePage.module.css';

const HomeMarkets = lazy(() => import('./HomeMarkets.tsx'));

export default function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{t('home.welcome', { brand })}</h1>
          <p className={styles.tagline}>{t('home.tagline')}</p>
          <div className={styles.cta}>
            {!isLoggedIn && (
              <Link to="/user/register" className={buttonClass({ size: 'lg' })}>
                {t('home.cta.register')}
              </Link>
            )}
            <Link to="/exchange/index" className={buttonClass({ size: 'lg', variant: isLoggedIn ? 'primary' : 'secondary' })}>
              {t('home.cta.trade')}
            </Link>
            <Link to="/market/main" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
              {t('home.cta.markets')}
            </Link>
          </div>
        </div>
      </section>
      <Banners />
      <div className={styles.markets}>
        <ErrorBoundary fallback={<ErrorState title={t('market.error')} retryLabel={t('common.retry')} onRetry={() => window.location.reload()} />}>
          <Suspense fallback={null}>
            <HomeMarkets />
          </Suspense>
        </ErrorBoundary>
      </div>
      <PageSection title={t('home.help.title')} subtitle={t('home.help.subtitle')} level={2}>
        <HelpLinks />
      </PageSection>
    </>
  );
}
