// The frame around every route (spec §2): header, the routed page, the footer where the path allows
// one, and the app-wide dialogs. The page is keyed by the language so a language change rebuilds it.
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../session/index.ts';
import { DialogHost } from './DialogHost.tsx';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';
import { isFooterHidden } from './layoutRules.ts';
import { useDocumentTitle, useProgressBar, useScrollToTop } from './usePageChrome.ts';
import styles from './Layout.module.css';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const viewKey = usePreferences((state) => state.viewKey);
  useProgressBar();
  useScrollToTop();
  useDocumentTitle();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('common.skip_to_content')}
      </a>
      <Header />
      <main id="main" key={viewKey} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {!isFooterHidden(pathname) && <Footer />}
      <DialogHost />
    </>
  );
}
