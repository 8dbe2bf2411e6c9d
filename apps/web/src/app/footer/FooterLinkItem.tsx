// One footer link: a route, an outside site, or an action button (feedback).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs.ts';
import { useTradeType } from '../tradeType.ts';
import { footerTarget, footerTradeType, type FooterLinkRow } from './footerLinks.ts';
import styles from './Footer.module.css';

export function FooterLinkItem({ link }: { link: FooterLinkRow }) {
  const { t } = useTranslation();
  const show = useDialogs((state) => state.show);
  const choose = useTradeType((state) => state.choose);
  const target = footerTarget(link);
  const label = t(link.title_code);
  switch (target.kind) {
    case 'feedback':
      return (
        <button type="button" className={styles.link} onClick={() => show('feedback')}>
          {label}
        </button>
      );
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noreferrer" className={styles.link}>
          {label}
        </a>
      );
    case 'route':
      return (
        <Link to={target.to} className={styles.link} onClick={() => choose(footerTradeType(link))}>
          {label}
        </Link>
      );
    default:
      return <span className={styles.link}>{label}</span>;
  }
}
