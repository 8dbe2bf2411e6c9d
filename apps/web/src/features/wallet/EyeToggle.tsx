// Shows or masks every asset figure (the asset display setting's showAllAssets).
import { useTranslation } from 'react-i18next';
import { useWalletDisplay } from './walletDisplay.ts';
import styles from './wallet.module.css';

export function EyeToggle() {
  const { t } = useTranslation();
  const shown = useWalletDisplay((s) => s.assetDisplay.showAllAssets);
  const setShown = useWalletDisplay((s) => s.setShowAllAssets);
  return (
    <button type="button" className={styles.eye} aria-pressed={!shown} aria-label={t('wallet.hide_figures')} onClick={() => setShown(!shown)}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
        {!shown && <path d="M4 4l16 16" strokeLinecap="round" />}
      </svg>
    </button>
  );
}
