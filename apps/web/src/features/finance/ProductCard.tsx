// One savings product: coin, flexible or fixed term, the annual rate, minimum, caps and how full it
// is, with the action to subscribe (or to log in first).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FinanceProduct } from '@exchange/contract/finance';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { CoinIcon } from '../../ui/CoinIcon.tsx';
import { loginPathFor } from '../../app/loginRedirect.ts';
import { ratePercent } from '../account/agents/inviteLinks.ts';
import { filledPercent, roomLeft } from './financeRules.ts';
import styles from './finance.module.css';

export const productName = (t: (key: string, values?: Record<string, unknown>) => string, p: Pick<FinanceProduct, 'coin' | 'kind' | 'term_days'>) =>
  p.kind === 'flexible' ? t('finance.product.flexible_name', { coin: p.coin }) : t('finance.product.fixed_name', { coin: p.coin, days: p.term_days });

export function ProductCard({ product, loggedIn, onSubscribe }: { product: FinanceProduct; loggedIn: boolean; onSubscribe: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = productName(t, product);
  const full = roomLeft(product) === '0';
  const filled = filledPercent(product);
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.cardHead}>
        <CoinIcon src="" coin={product.coin} />
        <h3>{product.coin}</h3>
        <span className={styles.badge}>{product.kind === 'flexible' ? t('finance.kind.flexible') : t('finance.kind.fixed', { days: product.term_days })}</span>
      </div>
      <div>
        <div className={styles.rate}>{ratePercent(product.rate)}</div>
        <div className={styles.rateLabel}>{t('finance.product.apr')}</div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('finance.product.min')}</dt>
          <dd>{`${product.min_amount} ${product.coin}`}</dd>
        </div>
        <div>
          <dt>{t('finance.product.member_cap')}</dt>
          <dd>{`${product.member_cap} ${product.coin}`}</dd>
        </div>
        <div>
          <dt>{t('finance.product.left')}</dt>
          <dd>{`${roomLeft(product)} ${product.coin}`}</dd>
        </div>
      </dl>
      <div className={styles.bar} role="progressbar" aria-label={t('finance.product.filled')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={filled}>
        <div className={styles.barFill} style={{ width: `${filled}%` }} />
      </div>
      {loggedIn ? (
        <Button block disabled={full} onClick={onSubscribe} aria-label={t('finance.subscribe_to', { name })}>
          {full ? t('finance.product.sold_out') : t('finance.subscribe')}
        </Button>
      ) : (
        <Link className={buttonClass({ block: true })} to={loginPathFor(pathname)}>
          {t('finance.login_to_subscribe')}
        </Link>
      )}
    </article>
  );
}
