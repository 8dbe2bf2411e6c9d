// Visitors get Log in and Register; members get their masked account, shortcuts and Log out.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '@exchange/contract/constants';
import { maskAccount } from '@exchange/contract/format-mask';
import { buttonClass } from '../../ui/Button.tsx';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../ui/Menu.tsx';
import { useSession } from '../../session/index.ts';
import { HOME_PATH } from '../loginRedirect.ts';
import { ACCOUNT_LINKS, accountName } from './accountLinks.ts';
import { UserIcon } from './icons.tsx';
import styles from './Header.module.css';

export function VisitorButtons() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/user/login" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        {t('header.login')}
      </Link>
      <Link to="/user/register" className={buttonClass({ size: 'sm' })}>
        {t('header.register')}
      </Link>
    </>
  );
}

export function useLogout() {
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  // Leave a members-only page first, so its guard does not bounce the user to the login page.
  return async () => {
    await navigate(HOME_PATH);
    logout();
  };
}

export function AccountPanel() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const logout = useLogout();
  if (!isLoggedIn) return <VisitorButtons />;
  const name = maskAccount(accountName(user));
  return (
    <Menu
      trigger={<UserIcon />}
      triggerLabel={t('header.account.menu')}
      hoverCloseMs={TIMEOUTS.submenuCloseMs}
      align="end"
      triggerClassName={styles.iconTrigger}
      contentClassName={styles.panelLinks}
    >
      <MenuLabel className={styles.account}>{name}</MenuLabel>
      {ACCOUNT_LINKS.map((link) => (
        <MenuItem key={link.to} asChild className={styles.panelLink}>
          <Link to={link.to}>{t(link.key)}</Link>
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuItem className={styles.panelLink} onSelect={() => void logout()}>
        {t('header.logout')}
      </MenuItem>
    </Menu>
  );
}
