// What every rewards page shares: the heading, the area's menu, an offline note, and for a visitor
// a prompt to log in in place of the member's own figures (`children`); `open` is shown to anyone.
// The figures follow the member's live refresh_ messages (useWelfareLive).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store.ts';
import { loginPathFor } from '../../app/loginRedirect.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { useOnline } from './useOnline.ts';
import { WelfareNav } from './WelfareNav.tsx';
import { useWelfareLive } from './useWelfareLive.ts';
import styles from './welfare.module.css';

export function WelfareFrame({ section, children, open }: { section: string; children: ReactNode; open?: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const online = useOnline();
  const { pathname } = useLocation();
  useWelfareLive();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(`section.welfare.${section}.title`)}</h1>
      <p className={styles.lead}>{t(`section.welfare.${section}.text`)}</p>
      <WelfareNav />
      {!online && (
        <p className={styles.notice} role="status">
          {t('welfare.offline')}
        </p>
      )}
      {loggedIn ? (
        children
      ) : (
        <div className={styles.card}>
          <p>{t('welfare.login_prompt')}</p>
          <div className={styles.actions}>
            <Link className={buttonClass()} to={loginPathFor(pathname)}>
              {t('welfare.login')}
            </Link>
          </div>
        </div>
      )}
      {open}
    </div>
  );
}
