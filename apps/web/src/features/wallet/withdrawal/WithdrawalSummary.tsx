// Fee, minimum, what arrives and what leaves the account, for the amount typed so far.
import { useTranslation } from 'react-i18next';
import type { CoinChain } from '@exchange/contract/wallet';
import { withdrawalFigures } from './withdrawalMath.ts';
import styles from '../wallet.module.css';

export function WithdrawalSummary({ coin, chain, amount }: { coin: string; chain: CoinChain; amount: string }) {
  const { t } = useTranslation();
  const figures = withdrawalFigures(amount, chain);
  const rows: Array<[string, string, boolean?]> = [
    [t('wallet.withdraw.fee'), `${chain.withdraw_fee} ${coin}`],
    [t('wallet.withdraw.min'), `${chain.withdraw_min} ${coin}`],
    [t('wallet.withdraw.receive'), `${figures?.receive ?? '--'} ${coin}`, true],
    [t('wallet.withdraw.total'), `${figures?.total ?? '--'} ${coin}`],
  ];
  return (
    <dl className={styles.summary} aria-label={t('wallet.withdraw.summary')}>
      {rows.map(([label, value, strong]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={strong ? styles.strong : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
