// The frame around every route (spec §2): header, the routed page, the footer where the path allows
// one, and the app-wide dialogs. The page is keyed by the language so a language change rebuilds it.
import { Outlet, useLocation } from 'react-router';
import { usePreferences } from '../session/index.ts';
import { DialogHost } from './DialogHost.tsx';
import { NoticeStack } from '../features/notices/NoticeStack.tsx';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';
import { isFooterHidden } from './layoutRules.ts';
import { SkipLinks } from './SkipLinks.tsx';
import { MAIN_TARGET } from './skipTargets.ts';
import { useScrollToTop } from './usePageChrome.ts';
import styles from './Layout.module.css';

export function Layout() {
  const { pathname } = useLocation();
  const viewKey = usePreferences((state) => state.viewKey);
  useScrollToTop();
  return (
    <>
      <SkipLinks />
      <Header />
      <main id={MAIN_TARGET} key={viewKey} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {!isFooterHidden(pathname) && <Footer />}
      <DialogHost />
      <NoticeStack />
    </>
  );
}
