// How the server's navigation tree becomes the header menu (spec §2): the first four groups side by
// side, the remaining ones folded into a "more" group, and the welfare group always last.
import type { NavItem } from '@exchange/contract/content';

export const WELFARE_CODE = 'welfare';
const SHOWN_GROUPS = 4;

export interface MenuGroups {
  main: NavItem[];
  more: NavItem[];
  welfare: NavItem | undefined;
}

export const PULSE_CODE = 'pulse';

/** The tree without the pulse entry, when the pulse ping answered 1003 (spec §4). */
export const withoutPulse = (tree: readonly NavItem[]): NavItem[] =>
  tree.filter((item) => item.nav_code !== PULSE_CODE).map((item) => (item.children?.length ? { ...item, children: withoutPulse(item.children) } : item));

export const groupMenu = (tree: readonly NavItem[]): MenuGroups => {
  const welfare = tree.find((group) => group.nav_code === WELFARE_CODE);
  const others = tree.filter((group) => group !== welfare);
  return { main: others.slice(0, SHOWN_GROUPS), more: others.slice(SHOWN_GROUPS), welfare };
};

/** Where a nav item leads; `external` for full URLs, which open outside the app. */
export const navTarget = (item: Pick<NavItem, 'nav_path'>): { href: string; external: boolean } => {
  const href = item.nav_path.trim();
  return { href, external: /^https?:\/\//i.test(href) };
};

export const navIcon = (navCode: string): string => `/content/images/nav-${navCode}.svg`;
