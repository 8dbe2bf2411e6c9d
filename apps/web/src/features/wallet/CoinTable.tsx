// The coins of one account: available, frozen, total and the value in the table's valuation
// currency, with deposit and withdraw on the funding account (where they land and leave) and a
// transfer on every account. Amounts are shown as the server sends them (already at ledger scale).
// On a phone the value and actions are past the screen's edge: the frame scrolls with a cue on
// that edge, and the coin column stays put so every figure keeps its coin.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toCurrency } from '@exchange/contract/format-assets';
import { FUNDING_WALLET_TYPE, type CurrencyAccountRow, type WalletAccountType } from '@exchange/contract/wallet';
import { CoinIcon } from '../../ui/CoinIcon.tsx';
import { ScrollFrame } from '../../ui/ScrollFrame.tsx';
import { useShown, type TableSearch } from './walletDisplay.ts';
import styles from './wallet.module.css';

export interface CoinTableProps {
  label: string;
  type: WalletAccountType;
  rows: readonly CurrencyAccountRow[];
  valuation: TableSearch;
  onTransfer: (coin: string) => void;
}

export function CoinTable({ label, type, rows, valuation, onTransfer }: CoinTableProps) {
  const { t } = useTranslation();
  const shown = useShown();
  const funding = type === FUNDING_WALLET_TYPE;
  return (
    <ScrollFrame className={styles.frame}>
      <table className={`${styles.table} ${styles.coinColumnStays}`} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('wallet.column.coin')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.available')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.frozen')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.total')}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.valuation', { code: valuation.valuation_type })}</th>
            <th scope="col" className={styles.num}>{t('wallet.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.symbolName ?? ''}:${row.coin}`}>
              <td>
                <span className={styles.coin}>
                  <CoinIcon src={row.avatar} coin={row.coin} size={22} />
                  {row.coin}
                </span>
              </td>
              <td className={styles.num}>{shown(row.available)}</td>
              <td className={styles.num}>{shown(row.frozen)}</td>
              <td className={styles.num}>{shown(row.total)}</td>
              <td className={`${styles.num} ${styles.muted}`}>{shown(`${valuation.valuation_code}${toCurrency(row.usdt, valuation.valuation_rate)}`)}</td>
              <td>
                <span className={styles.links}>
                  {funding && (
                    <>
                      <Link to={`/account/wallet/deposit?coin=${row.coin}`} aria-label={t('wallet.action.deposit_coin', { coin: row.coin })}>
                        {t('wallet.action.deposit')}
                      </Link>
                      <Link to={`/account/wallet/withdrawal?coin=${row.coin}`} aria-label={t('wallet.action.withdraw_coin', { coin: row.coin })}>
                        {t('wallet.action.withdraw')}
                      </Link>
                    </>
                  )}
                  <button type="button" className={styles.linkButton} aria-label={t('wallet.action.transfer_coin', { coin: row.coin })} onClick={() => onTransfer(row.coin)}>
                    {t('wallet.action.transfer')}
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
