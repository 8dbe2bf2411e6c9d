// The member's pulse wallet (type 9): available and held by open contracts, and the swap dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PulseWallet } from '@exchange/contract/pulse';
import { Button } from '../../ui/index.ts';
import { SwapDialog } from './SwapDialog.tsx';
import styles from './pulse.module.css';

export function PulseWalletCard({ wallet, loading }: { wallet: PulseWallet | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.wallet} aria-labelledby="pulse-wallet-title">
      <h2 id="pulse-wallet-title" className={styles.panelTitle}>
        {t('pulse.wallet.title')}
      </h2>
      <dl className={styles.walletFigures} aria-busy={loading}>
        <div>
          <dt>{t('pulse.wallet.available')}</dt>
          <dd>{wallet ? `${wallet.available} ${wallet.coin}` : '--'}</dd>
        </div>
        <div>
          <dt>{t('pulse.wallet.frozen')}</dt>
          <dd>{wallet ? `${wallet.frozen} ${wallet.coin}` : '--'}</dd>
        </div>
      </dl>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        {t('pulse.swap.open')}
      </Button>
      <SwapDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
