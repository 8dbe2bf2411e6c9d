// One card per sub-account with its value in BTC and the display currency; the chosen one is
// pressed. Rows come from assets/getWalletAccount (usdt / rate = BTC, spec §9).
import { useTranslation } from 'react-i18next';
import { btcValue, toCurrency } from '@exchange/contract/format-assets';
import type { CurrencyOption } from '@exchange/contract/constants';
import type { WalletAccountRow, WalletAccountType } from '@exchange/contract/wallet';
import { accountNameKey } from './walletAccounts.ts';
import { useShown } from './walletDisplay.ts';
import styles from './wallet.module.css';

export interface AccountCardsProps {
  rows: ReadonlyArray<WalletAccountRow & { type: WalletAccountType }>;
  currency: CurrencyOption;
  selected: WalletAccountType;
  onSelect: (type: WalletAccountType) => void;
}

export function AccountCards({ rows, currency, selected, onSelect }: AccountCardsProps) {
  const { t } = useTranslation();
  const shown = useShown();
  return (
    <div className={styles.accounts} role="group" aria-label={t('wallet.accounts')}>
      {rows.map((row) => (
        <button key={row.type} type="button" className={styles.account} aria-pressed={row.type === selected} onClick={() => onSelect(row.type)}>
          <span className={styles.accountName}>{t(accountNameKey(row.type))}</span>
          <span className={styles.accountValue}>{shown(`${btcValue(row.usdt, row.rate)} BTC`)}</span>
          <span className={styles.accountFiat}>≈ {shown(`${currency.quote_currency}${toCurrency(row.usdt, currency.rate)}`)}</span>
        </button>
      ))}
    </div>
  );
}
