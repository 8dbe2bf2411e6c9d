// The member's spot balances of the pair's two coins (available and frozen), refetched on every
// refresh message and after placing or cancelling (those invalidate the spot queries). The order
// forms read the same cached answer for their percentage buttons.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PairBalance } from '@exchange/contract/spot';
import { toFixedDown } from '@exchange/contract/format';
import { spotKeys, usePairBalances } from '../../../api/spotQueries.ts';
import { useSession } from '../../../session/store.ts';
import type { PairProps } from './pairProps.ts';
import { useRefetchOnOwnChange } from './useRefetchOnOwnChange.ts';
import { VisitorPrompt } from './VisitorPrompt.tsx';
import styles from './orders.module.css';

function CoinBalance({ coin, balance, scale }: { coin: string; balance: PairBalance | undefined; scale: number }) {
  const { t } = useTranslation();
  const figure = (value: string | undefined) => (value === undefined ? '--' : toFixedDown(value, scale));
  return (
    <div className={styles.balance}>
      <h3 className={styles.coin}>{coin}</h3>
      <dl aria-label={coin}>
        <div className={styles.line}>
          <dt>{t('spot.order.balance.available')}</dt>
          <dd className={styles.figure}>{figure(balance?.available)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t('spot.order.balance.frozen')}</dt>
          <dd className={styles.figure}>{figure(balance?.frozen)}</dd>
        </div>
      </dl>
    </div>
  );
}

export function PairBalancesPanel({ pair, rules }: PairProps) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const balances = usePairBalances(pair).data;
  useRefetchOnOwnChange([spotKeys.balances(pair)]);

  return (
    <section className={styles.panel} aria-label={t('spot.order.balance.title')}>
      <h2 className={styles.heading}>{t('spot.order.balance.title')}</h2>
      {loggedIn ? (
        <>
          <CoinBalance coin={rules.base} balance={balances?.base} scale={rules.amountScale} />
          <CoinBalance coin={rules.quote} balance={balances?.quote} scale={rules.priceScale} />
          <p className={styles.links}>
            <Link to="/account/wallet/deposit">{t('spot.order.balance.deposit')}</Link>
            <Link to="/account/wallet/assets">{t('spot.order.balance.transfer')}</Link>
          </p>
        </>
      ) : (
        <VisitorPrompt />
      )}
    </section>
  );
}
