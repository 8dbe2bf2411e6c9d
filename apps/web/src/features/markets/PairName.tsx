// A market's icon and name: "BTC /USDT", with the kind's short tag for contracts. Where the name may
// wrap (the markets table on a phone), it breaks before the quote, never inside a coin.
import { useTranslation } from 'react-i18next';
import type { Ticker } from '../../api/marketMap.ts';
import { CoinIcon } from '../../ui/CoinIcon.tsx';
import styles from './Market.module.css';

export function PairName({ ticker, size = 24 }: { ticker: Pick<Ticker, 'kind' | 'base' | 'quote' | 'icon' | 'isNew'>; size?: number }) {
  const { t } = useTranslation();
  return (
    <>
      <CoinIcon src={ticker.icon} coin={ticker.base} size={size} />
      <span>
        {ticker.base}
        <wbr />
        <span className={styles.quote}>/{ticker.quote}</span>
      </span>
      {ticker.kind !== 'xh' && ' '}
      {ticker.kind !== 'xh' && <span className={styles.badge}>{t(`market.kind_short.${ticker.kind}`)}</span>}
      {ticker.isNew && ' '}
      {ticker.isNew && <span className={styles.badge}>{t('market.new')}</span>}
    </>
  );
}
