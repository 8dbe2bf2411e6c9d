// The header's "Assets" item for members (spec §2 "hover asset panel"). The panel's code and its
// wallet call load on the first hover, focus or tap, never with the home page: the home route's
// bundle budget does not carry the wallet.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '@exchange/contract/constants';
import { HoverMenu } from '../../ui/HoverMenu.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useSession } from '../../session/index.ts';
import styles from './Header.module.css';
import { lazyWithTexts } from '../lazy.ts';

const AssetPanel = lazyWithTexts(() => import('../../features/wallet/panel/AssetPanel.tsx'));

export function AssetsMenu() {
  const { t } = useTranslation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const [wanted, setWanted] = useState(false);
  if (!isLoggedIn) return null;
  const want = () => setWanted(true);
  return (
    <div onPointerEnter={want} onFocusCapture={want} onClickCapture={want}>
      <HoverMenu trigger={t('header.assets')} closeDelayMs={TIMEOUTS.submenuCloseMs} align="end" triggerClassName={styles.textTrigger}>
        {wanted && (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={<Spinner size="sm" />}>
              <AssetPanel />
            </Suspense>
          </ErrorBoundary>
        )}
      </HoverMenu>
    </div>
  );
}
