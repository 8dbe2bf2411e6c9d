// The header's asset panel (loaded on first hover by app/header/AssetsMenu): the total in BTC and
// the display currency, each account's value, and the ways to deposit, withdraw and transfer (the
// transfer link opens the wallet's assets page with its dialog, ?transfer).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { btcValue, toCurrency } from '@exchange/contract/format-assets';
import { WALLET_TYPES } from '@exchange/contract/wallet';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useViewer } from '../useViewer.ts';
import { useWalletTotal } from '../useWalletTotal.ts';
import { ACCOUNT_SLUG, accountNameKey, overviewAccounts } from '../walletAccounts.ts';
import { useShown } from '../walletDisplay.ts';
import styles from './AssetPanel.module.css';

export default function AssetPanel() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { accounts, total, currency } = useWalletTotal();
  const shown = useShown();
  const rows = overviewAccounts(accounts.data ?? [], viewer);
  return (
    <div className={styles.panel} aria-label={t('header.assets')}>
      <div className={styles.totalLabel}>{t('wallet.total_estimated')}</div>
      {accounts.isPending ? (
        <Spinner size="sm" label={t('common.loading')} />
      ) : (
        <>
          <div className={styles.total}>{shown(`${total?.btc ?? '--'} BTC`)}</div>
          <div className={styles.fiat}>≈ {shown(`${currency.quote_currency}${total?.currency ?? '--'}`)}</div>
        </>
      )}
      <div className={styles.actions}>
        <Link to="/account/wallet/deposit" className={styles.primary}>
          {t('wallet.action.deposit')}
        </Link>
        <Link to="/account/wallet/withdrawal" className={styles.secondary}>
          {t('wallet.action.withdraw')}
        </Link>
        <Link to="/account/wallet/assets?transfer" className={styles.secondary}>
          {t('wallet.action.transfer')}
        </Link>
      </div>
      <ul className={styles.accounts}>
        {rows.map((row) => (
          <li key={row.type}>
            <Link to={row.type === WALLET_TYPES.pulse ? '/accountNew/overview' : `/accountNew/asset/${ACCOUNT_SLUG[row.type]}`} className={styles.account}>
              <span>{t(accountNameKey(row.type))}</span>
              <span className={styles.value}>
                {shown(btcValue(row.usdt, row.rate))} BTC
                <small>≈ {shown(`${currency.quote_currency}${toCurrency(row.usdt, currency.rate)}`)}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/account/wallet/assets" className={styles.more}>
        {t('wallet.panel.open_wallet')}
      </Link>
    </div>
  );
}
