// The contract account's figures in one settlement coin, as the server sends them: the panel beside
// the ticket and the account's asset page show the same list.
import { useTranslation } from 'react-i18next';
import type { ContractWallet } from '@exchange/contract/futures';
import { figure, fractionPercent, signed, toneOf } from '../positions/riskFormat.ts';
import spot from '../../spot/orders/orders.module.css';
import styles from '../futures.module.css';

export function WalletFigures({ wallet, coin }: { wallet: ContractWallet | undefined; coin: string }) {
  const { t } = useTranslation();
  const row = (label: string, value: string, tone?: 'up' | 'down' | 'flat') => (
    <div className={spot.line}>
      <dt>{label}</dt>
      <dd className={`${spot.figure} ${tone ? styles[tone] : ''}`}>{value}</dd>
    </div>
  );
  const withCoin = (value: string | undefined) => (wallet ? `${figure(value)} ${coin}` : '--');
  return (
    <dl className={styles.figures} aria-label={t('futures.account.figures', { coin })}>
      {row(t('futures.account.equity'), withCoin(wallet?.equity))}
      {row(t('futures.account.available'), withCoin(wallet?.available))}
      {row(t('futures.account.position_margin'), withCoin(wallet?.position_margin))}
      {row(t('futures.account.order_margin'), withCoin(wallet?.order_margin))}
      {row(t('futures.account.unrealised_pnl'), wallet ? `${signed(wallet.unrealised_pnl)} ${coin}` : '--', toneOf(wallet?.unrealised_pnl))}
      {row(t('futures.account.margin_ratio'), wallet ? fractionPercent(wallet.margin_ratio) : '--')}
    </dl>
  );
}
