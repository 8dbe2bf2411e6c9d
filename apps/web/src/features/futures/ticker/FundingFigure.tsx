// The funding figure of the header: the rate the next funding applies, the time left to it, and what
// it means for the member ("You pay" / "You receive" from their position's side), or which side pays
// when they hold none. Only the countdown ticks (once a second, in its own component).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesRules } from '../../../api/futures.ts';
import { sideOf, useContractPosition } from '../contractHooks.ts';
import { countdown, fundingFlow, payingSide, ratePercent } from './funding.ts';
import styles from '../futures.module.css';
import { TickerFigure } from '../../spot/ticker/TickerHeader.tsx';

function Countdown({ to }: { to: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className={styles.countdown}>{to > 0 ? countdown(to - now) : '--:--:--'}</span>;
}

export function FundingFigure({ rules, rate, next }: { rules: FuturesRules; rate: string; next: number }) {
  const { t } = useTranslation();
  const position = useContractPosition(rules.kind, rules.pair);
  const flow = fundingFlow(rate, sideOf(position));
  const payer = payingSide(rate);
  const meaning =
    flow !== 'none' ? t(`futures.funding.you_${flow}`) : payer ? t(payer === 'long' ? 'futures.funding.longs_pay' : 'futures.funding.shorts_pay') : t('futures.funding.nobody_pays');
  return (
    <TickerFigure label={t('futures.ticker.funding')}>
      <span className={styles.funding}>
        <span>{ratePercent(rate)}</span>
        <span aria-hidden="true"> / </span>
        <span className="sr-only">{t('futures.funding.next_in')}</span>
        <Countdown to={next} />
      </span>
      <span className={flow === 'pay' ? styles.pay : flow === 'receive' ? styles.receive : styles.flow}>{meaning}</span>
    </TickerFigure>
  );
}
