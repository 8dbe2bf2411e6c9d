// "All coins" or one wallet coin, for the history and bill filters.
import { useTranslation } from 'react-i18next';
import { useWalletCoins } from '../../../api/walletQueries.ts';
import { controlClass } from '../../../ui/Field.tsx';
import styles from '../wallet.module.css';

export function CoinFilterSelect({ value, onChange }: { value: string; onChange: (coin: string) => void }) {
  const { t } = useTranslation();
  const coins = useWalletCoins().data ?? [];
  return (
    <select className={`${controlClass} ${styles.compact}`} aria-label={t('wallet.coin')} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('wallet.all_coins')}</option>
      {coins.map((c) => (
        <option key={c.coin} value={c.coin}>
          {c.coin}
        </option>
      ))}
    </select>
  );
}
