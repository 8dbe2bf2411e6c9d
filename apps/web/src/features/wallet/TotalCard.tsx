// The wallet's total (spec §9): BTC with 8 decimals and the display currency, with the shortcuts to
// deposit, withdraw and transfer.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrencyOption } from '@exchange/contract/constants';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { EyeToggle } from './EyeToggle.tsx';
import type { WalletTotal } from './walletAccounts.ts';
import { useShown } from './walletDisplay.ts';
import styles from './wallet.module.css';

export interface TotalCardProps {
  total: WalletTotal | undefined;
  currency: CurrencyOption;
  onTransfer?: () => void;
}

export function TotalCard({ total, currency, onTransfer }: TotalCardProps) {
  const { t } = useTranslation();
  const shown = useShown();
  return (
    <section className={`${styles.card} ${styles.total}`} aria-label={t('wallet.total')}>
      <div>
        <div className={styles.totalLabel}>
          {t('wallet.total_estimated')}
          <EyeToggle />
        </div>
        <div className={styles.totalBtc}>
          {shown(total?.btc ?? '--')}
          <small>BTC</small>
        </div>
        <div className={styles.totalFiat}>
          ≈ {shown(`${currency.quote_currency}${total?.currency ?? '--'}`)} {currency.exchange_value}
        </div>
      </div>
      <div className={styles.actions}>
        <Link to="/account/wallet/deposit" className={buttonClass({ size: 'sm' })}>
          {t('wallet.action.deposit')}
        </Link>
        <Link to="/account/wallet/withdrawal" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
          {t('wallet.action.withdraw')}
        </Link>
        {onTransfer && (
          <Button size="sm" variant="secondary" onClick={onTransfer}>
            {t('wallet.action.transfer')}
          </Button>
        )}
      </div>
    </section>
  );
}
