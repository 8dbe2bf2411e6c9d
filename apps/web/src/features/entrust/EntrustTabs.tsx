// The entrust area's tab bar (spec §2 "Entrust tabs"): spot, isolated margin, USDT-M and COIN-M
// futures, as links so each is its own route.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './EntrustPage.module.css';

const TABS = [
  { to: '/account/entrust/spot', key: 'entrust.nav.spot' },
  { to: '/account/entrust/margin-fixed', key: 'entrust.nav.margin_fixed' },
  { to: '/account/entrust/future/u', key: 'entrust.nav.future_u' },
  { to: '/account/entrust/future/coin', key: 'entrust.nav.future_coin' },
] as const;

export function EntrustTabs() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('entrust.nav.label')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}>
          {t(tab.key)}
        </NavLink>
      ))}
    </nav>
  );
}
