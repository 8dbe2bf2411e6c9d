// The header's "Assets" item for members (spec §2 "hover asset panel"): a panel that opens on hover,
// click or keyboard. The panel's code and its wallet call load when it first opens, never with the
// home page: the home route's bundle budget does not carry the wallet.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '@exchange/contract/constants';
import { Popover } from '../../ui/Popover.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useSession } from '../../session/index.ts';
import styles from './Header.module.css';
import { lazyWithTexts } from '../lazy.ts';

const AssetPanel = lazyWithTexts(() => import('../../features/wallet/panel/AssetPanel.tsx'));

export function AssetsMenu() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  if (!isLoggedIn) return null;
  return (
    <Popover
      trigger={t('header.assets')}
      label={t('header.assets')}
      hoverCloseMs={TIMEOUTS.submenuCloseMs}
      align="end"
      triggerClassName={styles.textTrigger}
    >
      <ErrorBoundary fallback={null}>
        <Suspense fallback={<Spinner size="sm" />}>
          <AssetPanel />
        </Suspense>
      </ErrorBoundary>
    </Popover>
  );
}
