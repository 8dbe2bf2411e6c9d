// The rewards area's own menu: its four pages as links, the current one marked for screen readers.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './welfare.module.css';

const PAGES = [
  ['/welfare/rewardCenter', 'section.welfare.reward_center.title'],
  ['/welfare/integratingActivity', 'section.welfare.points.title'],
  ['/welfare/luckyDraw', 'section.welfare.lucky_draw.title'],
  ['/welfare/exclusiceForNewcomers', 'section.welfare.newcomers.title'],
] as const;

export function WelfareNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('welfare.nav_label')}>
      {PAGES.map(([path, key]) => (
        <NavLink key={path} to={path} className={styles.navLink}>
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
