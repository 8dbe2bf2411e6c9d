// The menu of small screens (under 900 px): every navigation group, the account shortcuts and the
// settings, in one scrolling panel. Its own chunk, fetched on the first tap of the menu button.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { maskAccount } from '@exchange/contract/format-mask';
import { Drawer } from '../../ui/Drawer.tsx';
import { useNavigation as useNavData } from '../../api/queries.ts';
import { useSession } from '../../session/index.ts';
import { ACCOUNT_LINKS, accountName } from './accountLinks.ts';
import { VisitorButtons, useLogout } from './AccountPanel.tsx';
import { groupMenu, withoutPulse } from './menuGroups.ts';
import { usePulseAvailable } from '../../api/pulseAvailable.ts';
import { NavEntries } from './NavEntry.tsx';
import { useSettingsActions } from './useSettingsActions.ts';
import styles from './MobileDrawer.module.css';
import header from './Header.module.css';

export default function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useNavData();
  const pulseAvailable = usePulseAvailable();
  const menu = groupMenu(pulseAvailable ? (data ?? []) : withoutPulse(data ?? []));
  const groups = [...menu.main, ...menu.more, ...(menu.welfare ? [menu.welfare] : [])];
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t('header.menu')} closeLabel={t('common.close')}>
      <AccountSection onClose={onClose} />
      <nav aria-label={t('header.menu')}>
        {groups.map((group) => (
          <section key={group.id} className={styles.section}>
            <h2 className={header.groupTitle}>{t(`nav.${group.nav_code}`)}</h2>
            <NavEntries group={group} onNavigate={onClose} />
          </section>
        ))}
      </nav>
      <SettingsSection onClose={onClose} />
    </Drawer>
  );
}

function AccountSection({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const logout = useLogout();
  if (!isLoggedIn)
    return (
      <div className={styles.visitor} onClick={onClose}>
        <VisitorButtons />
      </div>
    );
  return (
    <section className={styles.section}>
      <h2 className={header.account}>{maskAccount(accountName(user))}</h2>
      {ACCOUNT_LINKS.map((link) => (
        <Link key={link.to} to={link.to} className={header.panelLink} onClick={onClose}>
          {t(link.key)}
        </Link>
      ))}
      <button
        type="button"
        className={header.panelLink}
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        {t('header.logout')}
      </button>
    </section>
  );
}

function SettingsSection({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useSettingsActions();
  return (
    <section className={styles.section}>
      <h2 className={header.groupTitle}>{t('header.settings.menu')}</h2>
      {actions.map((action) => (
        <button
          key={action.key}
          type="button"
          className={`${header.panelLink} ${header.panelRow}`}
          onClick={() => {
            if (action.key !== 'theme') onClose();
            action.run();
          }}
        >
          <span>{action.label}</span>
          <span className={header.panelHint}>{action.hint}</span>
        </button>
      ))}
    </section>
  );
}
