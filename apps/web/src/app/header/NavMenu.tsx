// The desktop menu from the navigation data: four groups, "more", then welfare (spec §2). Groups
// with entries are menus that also open on hover; a group without entries is a plain link.
import { useId } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMEOUTS } from '@exchange/contract/constants';
import type { NavItem } from '@exchange/contract/content';
import { Menu, MenuGroup, MenuItem, MenuLabel } from '../../ui/Menu.tsx';
import { useNavigation as useNavData } from '../../api/queries.ts';
import { groupMenu, withoutPulse } from './menuGroups.ts';
import { usePulseAvailable } from '../../api/pulseAvailable.ts';
import { NavEntry } from './NavEntry.tsx';
import styles from './Header.module.css';

/** The entries of a group as menu items; a group without children stands for itself. */
function NavItems({ group }: { group: NavItem }) {
  const items = group.children?.length ? group.children : [group];
  return items.map((item) => (
    <MenuItem key={item.id} asChild>
      <NavEntry item={item} />
    </MenuItem>
  ));
}

function NavGroup({ group }: { group: NavItem }) {
  const { t } = useTranslation();
  if (!group.children?.length)
    return (
      <NavLink to={group.nav_path} className={styles.navLink}>
        {t(`nav.${group.nav_code}`)}
      </NavLink>
    );
  return (
    <Menu trigger={t(`nav.${group.nav_code}`)} hoverCloseMs={TIMEOUTS.submenuCloseMs} contentClassName={styles.menuList}>
      <NavItems group={group} />
    </Menu>
  );
}

function MoreSection({ group }: { group: NavItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!group.children?.length) return <NavItems group={group} />;
  return (
    <MenuGroup aria-labelledby={titleId} className={styles.menuList}>
      <MenuLabel id={titleId} className={styles.groupTitle}>
        {t(`nav.${group.nav_code}`)}
      </MenuLabel>
      <NavItems group={group} />
    </MenuGroup>
  );
}

function MoreGroup({ groups }: { groups: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <Menu trigger={t('nav.more')} hoverCloseMs={TIMEOUTS.submenuCloseMs} contentClassName={styles.menuList}>
      {groups.map((group) => (
        <MoreSection key={group.id} group={group} />
      ))}
    </Menu>
  );
}

export function NavMenu() {
  const { t } = useTranslation();
  const { data } = useNavData();
  const pulseAvailable = usePulseAvailable();
  const menu = groupMenu(pulseAvailable ? (data ?? []) : withoutPulse(data ?? []));
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
