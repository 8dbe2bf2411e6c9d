// One entry of a navigation group: icon, title and a line of description, all derived from the
// nav code (spec §3). Spot and contract entries set the trade type before navigating (spec §4). In
// the header's menus the entry is a menu item: the props the menu gives it reach the link.
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@exchange/contract/content';
import { MaskIcon } from '../../ui/MaskIcon.tsx';
import { tradeTypeOf, useTradeType } from '../tradeType.ts';
import { navIcon, navTarget } from './menuGroups.ts';
import styles from './Header.module.css';

export type NavEntryProps = { item: NavItem; onNavigate?: () => void } & Omit<ComponentProps<'a'>, 'href' | 'children'>;

export function NavEntry({ item, onNavigate, className, onClick, ...link }: NavEntryProps) {
  const { t } = useTranslation();
  const choose = useTradeType((state) => state.choose);
  const { href, external } = navTarget(item);
  const content = (
    <>
      <MaskIcon src={navIcon(item.nav_code)} className={styles.entryIcon} />
      <span>
        <span className={styles.entryTitle}>{t(`nav.${item.nav_code}`)}</span>
        <span className={styles.entryDesc}>{t(`nav.${item.nav_code}.desc`)}</span>
      </span>
    </>
  );
  const classes = [styles.entry, className].filter(Boolean).join(' ');
  if (external)
    return (
      <a href={href} target="_blank" rel="noreferrer" {...link} className={classes} onClick={onClick}>
        {content}
      </a>
    );
  return (
    <Link
      to={href}
      {...link}
      className={classes}
      onClick={(event) => {
        onClick?.(event);
        choose(tradeTypeOf(item));
        onNavigate?.();
      }}
    >
      {content}
    </Link>
  );
}

/** The entries of a group; a group without children stands for itself. */
export function NavEntries({ group, onNavigate }: { group: NavItem; onNavigate?: () => void }) {
  const items = group.children?.length ? group.children : [group];
  return (
    <ul className={styles.entries}>
      {items.map((item) => (
        <li key={item.id}>
          <NavEntry item={item} {...(onNavigate ? { onNavigate } : {})} />
        </li>
      ))}
    </ul>
  );
}
