// The contract's margin mode and leverage as two buttons over the ticket, each opening its dialog.
// The member's setting is per contract (wallet/get/contract: leverage, pattern); visitors see the
// buttons disabled.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractWallet } from '@exchange/contract/futures';
import type { FuturesRules } from '../../../api/futures.ts';
import { useSession } from '../../../session/store.ts';
import { LeverageDialog } from './LeverageDialog.tsx';
import { MarginModeDialog } from './MarginModeDialog.tsx';
import styles from '../futures.module.css';

export function MarginSettings({ rules, wallet }: { rules: FuturesRules; wallet: ContractWallet | undefined }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [open, setOpen] = useState<'mode' | 'leverage' | null>(null);
  const pattern = wallet?.pattern ?? '1';
  const leverage = wallet?.leverage ?? '';
  const ready = loggedIn && wallet !== undefined;
  return (
    <div className={styles.settings}>
      <button type="button" className={styles.setting} aria-haspopup="dialog" disabled={!ready} onClick={() => setOpen('mode')}>
        <span className="sr-only">{t('futures.margin_mode.title')}: </span>
        {t(pattern === '2' ? 'futures.margin_mode.cross' : 'futures.margin_mode.isolated')}
      </button>
      <button type="button" className={styles.setting} aria-haspopup="dialog" disabled={!ready} onClick={() => setOpen('leverage')}>
        <span className="sr-only">{t('futures.leverage.title')}: </span>
        {leverage ? `${leverage}x` : '--'}
      </button>
      {wallet && open === 'mode' && <MarginModeDialog rules={rules} wallet={wallet} onClose={() => setOpen(null)} />}
      {wallet && open === 'leverage' && <LeverageDialog rules={rules} wallet={wallet} onClose={() => setOpen(null)} />}
    </div>
  );
}
