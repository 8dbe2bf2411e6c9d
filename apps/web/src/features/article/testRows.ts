// Store rows of the help centre's tests: a small tree and articles, one written in Spanish too.
import type { ArticleTreeRow } from '@exchange/contract/content';
import type { ArticleRow } from '../../api/article.ts';

export const TREE: ArticleTreeRow[] = [
  { id: '2', pid: '0', section_code: 'article.cat.trading', sort: '2' },
  { id: '1', pid: '0', section_code: 'article.cat.getting_started', sort: '1' },
  { id: '12', pid: '1', section_code: 'article.section.funds', sort: '2' },
  { id: '11', pid: '1', section_code: 'article.section.account', sort: '1' },
  { id: '21', pid: '2', section_code: 'article.section.spot', sort: '1' },
];

export const ARTICLES: ArticleRow[] = [
  { id: '1', section_id: '11', article_type: 'help', create_time: '2026-09-20 10:00:00', sort: '1', title_en: 'How to register an account', content_en: '<p>Open the <b>register</b> page.</p>', title_es: 'Cómo registrarse', content_es: '<p>Abra la página.</p>' },
  { id: '2', section_id: '11', article_type: 'help', create_time: '2026-09-21 10:00:00', sort: '2', title_en: 'Two-factor authentication', content_en: '<p>Protect your account &amp; funds.</p>' },
  { id: '3', section_id: '21', article_type: 'notice', create_time: '2026-09-22 10:00:00', sort: '1', title_en: 'Spot orders', content_en: '<p>A limit order rests in the book.</p>' },
];
