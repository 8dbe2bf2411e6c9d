// /accountNew/overview: the total (BTC and display currency) and one row per account with its
// value and a way in; a merchant account shows for merchants, or while it still holds something.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { btcValue, toCurrency } from '@exchange/contract/format-assets';
import { WALLET_TYPES, type WalletAccountType } from '@exchange/contract/wallet';
import { ListState } from '../../app/ListState.tsx';
import { TotalCard } from '../wallet/TotalCard.tsx';
import { TransferDialog } from '../wallet/transfer/TransferDialog.tsx';
import { useViewer } from '../wallet/useViewer.ts';
import { useWalletTotal } from '../wallet/useWalletTotal.ts';
import { ACCOUNT_SLUG, accountNameKey, overviewAccounts } from '../wallet/walletAccounts.ts';
import { useShown } from '../wallet/walletDisplay.ts';
import styles from '../wallet/wallet.module.css';

export default function OverviewPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { accounts, total, currency } = useWalletTotal();
  const shown = useShown();
  const [transferFrom, setTransferFrom] = useState<WalletAccountType | null>(null);
  const rows = overviewAccounts(accounts.data ?? [], viewer);
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('section.overview.overview.title')}</h1>
      </div>
      <TotalCard total={total} currency={currency} onTransfer={() => setTransferFrom(WALLET_TYPES.spot)} />
      <h2 className={styles.subtitle}>{t('wallet.accounts')}</h2>
      <ListState failed={t('wallet.load_failed')} isPending={accounts.isPending} isError={accounts.isError} count={rows.length} refetch={accounts.refetch} empty={t('wallet.empty_coins')}>
        <div className={styles.frame}>
          <table className={styles.table} aria-label={t('wallet.accounts')}>
            <thead>
              <tr>
                <th scope="col">{t('wallet.column.account')}</th>
                <th scope="col" className={styles.num}>{t('accountNew.column.btc')}</th>
                <th scope="col" className={styles.num}>{t('accountNew.column.value', { code: currency.exchange_value })}</th>
                <th scope="col" className={styles.num}>{t('accountNew.column.available_usdt')}</th>
                <th scope="col" className={styles.num}>{t('wallet.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.type}>
                  <td className={styles.strong}>
                    {t(accountNameKey(row.type))}
                    {row.type === WALLET_TYPES.pulse && <div className={styles.muted}>{t('accountNew.pulse_excluded')}</div>}
                  </td>
                  <td className={styles.num}>{shown(btcValue(row.usdt, row.rate))}</td>
                  <td className={styles.num}>{shown(`${currency.quote_currency}${toCurrency(row.usdt, currency.rate)}`)}</td>
                  <td className={styles.num}>{shown(row.balanceUsdt)}</td>
                  <td>
                    <span className={styles.links}>
                      {row.type !== WALLET_TYPES.pulse && <Link to={`/accountNew/asset/${ACCOUNT_SLUG[row.type]}`}>{t('accountNew.view')}</Link>}
                      <button type="button" className={styles.linkButton} onClick={() => setTransferFrom(row.type)}>
                        {t('wallet.action.transfer')}
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {transferFrom && <TransferDialog open from={transferFrom} onClose={() => setTransferFrom(null)} />}
    </>
  );
}
