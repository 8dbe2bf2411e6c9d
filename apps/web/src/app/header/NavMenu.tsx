// The desktop menu from the navigation data: four groups, "more", then welfare (spec §2). Groups
// with entries open on hover; a group without entries is a plain link.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '@exchange/contract/constants';
import type { NavItem } from '@exchange/contract/content';
import { HoverMenu } from '../../ui/HoverMenu.tsx';
import { useNavigation as useNavData } from '../../api/queries.ts';
import { groupMenu } from './menuGroups.ts';
import { NavEntries } from './NavEntry.tsx';
import styles from './Header.module.css';

function NavGroup({ group }: { group: NavItem }) {
  const { t } = useTranslation();
  if (!group.children?.length)
    return (
      <NavLink to={group.nav_path} className={styles.navLink}>
        {t(`nav.${group.nav_code}`)}
      </NavLink>
    );
  return (
    <HoverMenu trigger={t(`nav.${group.nav_code}`)} closeDelayMs={TIMEOUTS.submenuCloseMs}>
      <NavEntries group={group} />
    </HoverMenu>
  );
}

function MoreGroup({ groups }: { groups: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <HoverMenu trigger={t('nav.more')} closeDelayMs={TIMEOUTS.submenuCloseMs}>
      {groups.map((group) => (
        <div key={group.id}>
          {group.children?.length ? <div className={styles.groupTitle}>{t(`nav.${group.nav_code}`)}</div> : null}
          <NavEntries group={group} />
        </div>
      ))}
    </HoverMenu>
  );
}

export function NavMenu() {
  const { t } = useTranslation();
  const { data } = useNavData();
  const menu = groupMenu(data ?? []);
  return (
    <nav className={styles.nav} aria-label={t('header.menu')}>
      {menu.main.map((group) => (
        <NavGroup key={group.id} group={group} />
      ))}
      {menu.more.length > 0 && <MoreGroup groups={menu.more} />}
      {menu.welfare && <NavGroup group={menu.welfare} />}
    </nav>
  );
}
