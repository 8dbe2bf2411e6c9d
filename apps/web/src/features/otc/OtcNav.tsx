// Links between the P2P pages: market, quick trade, my orders, merchant centre.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './otc.module.css';

const LINKS = [
  ['/otc/common', 'p2p.nav.market'],
  ['/otc/ordinary', 'p2p.nav.quick'],
  ['/otc/order', 'p2p.nav.orders'],
  ['/merchant/index', 'p2p.nav.merchant'],
] as const;

export function OtcNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.links} aria-label={t('p2p.nav.label')}>
      {LINKS.map(([to, key]) => (
        <NavLink key={to} to={to} end>
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
