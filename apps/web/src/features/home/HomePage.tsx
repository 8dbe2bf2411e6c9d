// /home/index: the welcome hero with the operator's banners, the ways into the product, and the help
// centre. Market tables join this page with the markets work; nothing here shows made-up prices.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Button.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { useBrand } from '../../api/queries.ts';
import { useSession } from '../../session/index.ts';
import { Banners } from './Banners.tsx';
import { HelpLinks } from './HelpLinks.tsx';
import styles from './HomePage.module.css';

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
      <PageSection title={t('home.help.title')} subtitle={t('home.help.subtitle')} level={2}>
        <HelpLinks />
      </PageSection>
    </>
  );
}
