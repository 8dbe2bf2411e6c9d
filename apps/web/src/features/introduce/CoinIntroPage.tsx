// /introduce/coin: one card per listed base coin, with its icon, a short description (translation
// key coin.<BASE>.desc, written by the operator's translators) and links to its markets.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContractMarkets, useSpotMarkets } from '../../api/marketQueries.ts';
import { CoinIcon } from '../../ui/CoinIcon.tsx';
import { tradePath } from '../markets/tradePath.ts';
import { useChooseTrade } from '../markets/useOpenTrade.ts';
import { IntroduceLayout, LoadState } from './IntroduceLayout.tsx';
import { coinCards } from './rules.ts';
import styles from './Introduce.module.css';

export default function CoinIntroPage() {
  const { t } = useTranslation();
  const spot = useSpotMarkets();
  const contracts = useContractMarkets();
  const chooseTrade = useChooseTrade();
  const cards = useMemo(() => coinCards([...(spot.data ?? []), ...(contracts.data ?? [])]), [spot.data, contracts.data]);
  return (
    <IntroduceLayout title={t('section.introduce.coin.title')} subtitle={t('introduce.coin.subtitle')}>
      <LoadState
        isPending={spot.isPending || contracts.isPending}
        isError={spot.isError || contracts.isError}
        isEmpty={cards.length === 0}
        onRetry={() => {
          void spot.refetch();
          void contracts.refetch();
        }}
      >
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.coin} className={styles.card} aria-labelledby={`coin-${card.coin}`}>
              <div className={styles.cardHead}>
                <CoinIcon src={card.icon} coin={card.coin} size={32} />
                <h2 id={`coin-${card.coin}`} className={styles.cardTitle}>
                  {card.coin}
                </h2>
              </div>
              <p className={styles.cardText}>{t(`coin.${card.coin}.desc`, { defaultValue: t('introduce.coin.no_desc') })}</p>
              <div className={styles.links} aria-label={t('introduce.coin.markets', { coin: card.coin })} role="group">
                {card.markets.map((market) => (
                  <Link key={`${market.kind}:${market.pair}`} to={tradePath(market)} onClick={() => chooseTrade(market)} className={styles.chip}>
                    {market.pair}
                    {market.kind !== 'xh' && ` ${t(`market.kind_short.${market.kind}`)}`}
                  </Link>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </LoadState>
    </IntroduceLayout>
  );
}
