// The gear menu: language, display currency, theme, feedback and the app-download QR code.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '@exchange/contract/constants';
import { HoverMenu } from '../../ui/HoverMenu.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { GearIcon } from './icons.tsx';
import { useSettingsActions } from './useSettingsActions.ts';
import styles from './Header.module.css';
import { lazyWithTexts } from '../lazy.ts';

const AppDownload = lazyWithTexts(() => import('./AppDownload.tsx'));

export function SettingsMenu() {
  const { t } = useTranslation();
  const actions = useSettingsActions();
  // The QR code's chunk is fetched on the first opening, not with the page.
  const [wanted, setWanted] = useState(false);
  return (
    <div onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)} className={styles.wide}>
      <HoverMenu trigger={<GearIcon />} triggerLabel={t('header.settings.menu')} closeDelayMs={TIMEOUTS.submenuCloseMs} align="end" triggerClassName={styles.iconTrigger}>
        <div className={styles.panelLinks}>
          {actions.map((action) => (
            <button key={action.key} type="button" className={`${styles.panelLink} ${styles.panelRow}`} onClick={action.run}>
              <span>{action.label}</span>
              <span className={styles.panelHint}>{action.hint}</span>
            </button>
          ))}
          {wanted && (
            <ErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <AppDownload />
              </Suspense>
            </ErrorBoundary>
          )}
        </div>
      </HoverMenu>
    </div>
  );
}
