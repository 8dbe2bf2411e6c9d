// Cards into the help centre and the reference pages a newcomer looks for first.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './HomePage.module.css';

const LINKS = [
  { to: '/article/main/index', key: 'home.help.centre' },
  { to: '/introduce/rate', key: 'home.help.fees' },
  { to: '/introduce/coin', key: 'home.help.coins' },
  { to: '/introduce/contract', key: 'home.help.contracts' },
] as const;

export function HelpLinks() {
  const { t } = useTranslation();
  return (
    <ul className={styles.cards}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.card}>
            <span className={styles.cardTitle}>{t(`${link.key}.title`)}</span>
            <p className={styles.cardText}>{t(`${link.key}.text`)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
