// Row shapes of the content store (spec §3): navigation, footer, logo, languages, articles.

export interface NavItem {
  id: string;
  pid: string;
  nav_code: string;
  nav_sort: string;
  nav_show: string;
  nav_path: string;
  deal_type: 'cash' | 'pry' | '';
  contract_type: 'ubw' | 'bbw' | '';
  children?: NavItem[];
}

export interface FooterLink {
  title_code: string;
  skip_type: 'article' | 'page';
  article_code: string;
  skip_path: string;
  set_store: string;
  fun_key: string;
}

export interface FooterConfig {
  id: string;
  list_data: Array<{ title_code: string; child_list: FooterLink[] }>;
  icon_data: Array<{ img_code: string; skip_path: string }>;
  copyright: { title: string; skip_path: string };
}

export interface SiteConfigRow {
  id: string;
  config_code: string;
  config_name: string;
  config_value: string;
  config_img_daytime: string;
  config_img_night: string;
}

export interface LanguageOption {
  value: string;
  text: string;
}

export interface ImageRow {
  id: string;
  img_code: string;
  img_url: string;
}

/** A translation row: one string per language, keyed by lang_key. */
export type TranslationRow = { id: string; lang_key: string } & Record<string, unknown>;

export interface ArticleTreeRow {
  id: string;
  pid: string;
  section_code: string;
  sort: string;
}

export interface DictItem {
  value: string;
  text: string;
  title: string;
}

export interface UploadResult {
  link: string;
  name: string;
}

/** Turns flat navigation rows into the visible tree, sorted by nav_sort. */
export const buildNavTree = (rows: NavItem[]): NavItem[] => {
  const visible = rows.filter((r) => r.nav_show === '1');
  const bySort = (a: NavItem, b: NavItem) => Number(a.nav_sort) - Number(b.nav_sort);
  return visible
    .filter((r) => r.pid === '0')
    .sort(bySort)
    .map((group) => ({ ...group, children: visible.filter((r) => r.pid === group.id).sort(bySort) }));
};
