// The gear menu: language, display currency, theme, feedback and the app download (a link and its
// QR code, whose code loads when the menu first opens).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '@exchange/contract/constants';
import { Menu, MenuItem } from '../../ui/Menu.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { GearIcon } from './icons.tsx';
import { useSettingsActions } from './useSettingsActions.ts';
import styles from './Header.module.css';
import { lazyWithTexts } from '../lazy.ts';

const AppDownload = lazyWithTexts(() => import('./AppDownload.tsx'));

export function SettingsMenu() {
  const { t } = useTranslation();
  const actions = useSettingsActions();
  return (
    <div className={styles.wide}>
      <Menu
        trigger={<GearIcon />}
        triggerLabel={t('header.settings.menu')}
        hoverCloseMs={TIMEOUTS.submenuCloseMs}
        align="end"
        triggerClassName={styles.iconTrigger}
        contentClassName={styles.panelLinks}
      >
        {actions.map((action) => (
          <MenuItem key={action.key} className={`${styles.panelLink} ${styles.panelRow}`} onSelect={action.run}>
            <span>{action.label}</span>
            <span className={styles.panelHint}>{action.hint}</span>
          </MenuItem>
        ))}
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <AppDownload />
          </Suspense>
        </ErrorBoundary>
      </Menu>
    </div>
  );
}
