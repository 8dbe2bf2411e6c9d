// app/header/: the site header (spec §2): logo, the menu from the navigation data, search, account
// and settings; under 900 px the menu, account and settings fold into a drawer.
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { isBlackHeader } from '../layoutRules.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { AssetsMenu } from './AssetsMenu.tsx';
import { MenuIcon } from './icons.tsx';
import { LiveStatus } from './LiveStatus.tsx';
import { Logo } from './Logo.tsx';
import { NavMenu } from './NavMenu.tsx';
import { SearchButton } from './SearchButton.tsx';
import { SettingsMenu } from './SettingsMenu.tsx';
import styles from './Header.module.css';
import { lazyWithTexts } from '../lazy.ts';

const MobileDrawer = lazyWithTexts(() => import('./MobileDrawer.tsx'));

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const black = isBlackHeader(pathname);
  return (
    <header className={[styles.header, black ? styles.black : ''].filter(Boolean).join(' ')}>
      <Logo night={black} />
      <NavMenu />
      <div className={styles.actions}>
        <LiveStatus />
        <SearchButton />
        <div className={styles.wide}>
          <AssetsMenu />
          <AccountPanel />
        </div>
        <SettingsMenu />
        <IconButton label={t('header.open_menu')} className={styles.menuButton} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          <MenuIcon />
        </IconButton>
      </div>
      {drawerOpen && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <MobileDrawer onClose={() => setDrawerOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </header>
  );
}
