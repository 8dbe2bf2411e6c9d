// The help centre's structure from the store's rows (spec §2, §3): categories at pid '0', sections
// below them, articles in a section, the breadcrumb of any page, and a search over titles and text.
import type { ArticleTreeRow } from '@exchange/contract/content';
import type { ArticleRow } from '../../api/article.ts';

const bySort = (a: { sort?: string; id: string }, b: { sort?: string; id: string }) =>
  Number(a.sort ?? 0) - Number(b.sort ?? 0) || Number(a.id) - Number(b.id);

export const categoriesOf = (tree: ArticleTreeRow[]): ArticleTreeRow[] => tree.filter((r) => r.pid === '0').sort(bySort);

export const sectionsOf = (tree: ArticleTreeRow[], categoryId: string): ArticleTreeRow[] =>
  tree.filter((r) => r.pid === categoryId && r.pid !== '0').sort(bySort);

/** Newest first within a section, then by the operator's order. */
export const articlesOf = (articles: ArticleRow[], sectionId: string): ArticleRow[] =>
  articles.filter((a) => a.section_id === sectionId).sort((a, b) => bySort(a, b) || b.create_time.localeCompare(a.create_time));

/** A field of an article in the language, else in English. */
export const articleText = (row: ArticleRow, field: 'title' | 'content', language: string): string => {
  const own = row[`${field}_${language}`];
  if (typeof own === 'string' && own.trim()) return own;
  const english = row[`${field}_en`];
  return typeof english === 'string' ? english : '';
};

export type Crumb = { kind: 'index' } | { kind: 'category'; row: ArticleTreeRow } | { kind: 'section'; row: ArticleTreeRow } | { kind: 'article'; title: string };

/** The way from the index to a category, a section, or an article of a section. */
export const breadcrumb = (tree: ArticleTreeRow[], at: { categoryId?: string; sectionId?: string; articleTitle?: string }): Crumb[] => {
  const crumbs: Crumb[] = [{ kind: 'index' }];
  const section = at.sectionId ? tree.find((r) => r.id === at.sectionId && r.pid !== '0') : undefined;
  const category = tree.find((r) => r.pid === '0' && r.id === (section ? section.pid : at.categoryId));
  if (category) crumbs.push({ kind: 'category', row: category });
  if (section) crumbs.push({ kind: 'section', row: section });
  if (at.articleTitle !== undefined) crumbs.push({ kind: 'article', title: at.articleTitle });
  return crumbs;
};

/** Text of stored HTML for matching only (never rendered): tags dropped, entities decoded. */
export const plainText = (html: string): string => {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
};

export interface SearchHit {
  row: ArticleRow;
  title: string;
  snippet: string;
}

const SNIPPET = 60;

/** Articles whose title or text in the language holds every word of the query, title matches first. */
export const searchArticles = (articles: ArticleRow[], query: string, language: string): SearchHit[] => {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: Array<SearchHit & { inTitle: boolean }> = [];
  for (const row of articles) {
    const title = articleText(row, 'title', language);
    const text = plainText(articleText(row, 'content', language)).replace(/\s+/g, ' ').trim();
    const haystack = `${title} ${text}`.toLocaleLowerCase();
    if (!words.every((w) => haystack.includes(w))) continue;
    const at = text.toLocaleLowerCase().indexOf(words[0]!);
    const start = Math.max(0, at - SNIPPET / 2);
    const snippet = at < 0 ? text.slice(0, SNIPPET * 2) : `${start > 0 ? '…' : ''}${text.slice(start, start + SNIPPET * 2)}`;
    hits.push({ row, title, snippet, inTitle: words.every((w) => title.toLocaleLowerCase().includes(w)) });
  }
  return hits.sort((a, b) => Number(b.inTitle) - Number(a.inTitle)).map(({ row, title, snippet }) => ({ row, title, snippet }));
};

/** Where an article is read. */
export const articlePath = (row: { id: string; article_type: string }) => `/article/main/content/${row.article_type || 'help'}/${row.id}`;
