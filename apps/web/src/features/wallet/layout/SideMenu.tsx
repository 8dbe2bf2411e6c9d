// The side menu of the account area's pages (wallet, /accountNew): links, optionally indented as
// sub-items under a group heading. The current page is marked by NavLink (aria-current).
import { NavLink } from 'react-router';
import type { ReactNode } from 'react';
import styles from './layout.module.css';

export interface SideMenuItem {
  /** Without a target the item is a group heading over the sub-items after it. */
  to?: string;
  label: string;
  /** Indented under the item before it. */
  sub?: boolean;
  /** Matches only this path, not the ones below it. */
  end?: boolean;
}

export function SideMenu({ label, items }: { label: string; items: readonly SideMenuItem[] }) {
  return (
    <nav className={styles.menu} aria-label={label}>
      {items.map((item) =>
        item.to === undefined ? (
          <span key={item.label} className={styles.group}>
            {item.label}
          </span>
        ) : (
          <NavLink key={item.to} to={item.to} end={item.end} className={[styles.link, item.sub ? styles.sub : ''].filter(Boolean).join(' ')}>
            {item.label}
          </NavLink>
        ),
      )}
    </nav>
  );
}

export function SideMenuFrame({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      {menu}
      <div className={styles.main}>{children}</div>
    </div>
  );
}
