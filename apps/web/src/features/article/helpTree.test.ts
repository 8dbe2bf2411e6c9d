import { describe, expect, it } from 'vitest';
import { ARTICLES, TREE } from './testRows.ts';
import { articlePath, articleText, articlesOf, breadcrumb, categoriesOf, searchArticles, sectionsOf } from './helpTree.ts';

describe('the help tree', () => {
  it('puts categories at pid 0 and sections under them, in the operator\'s order', () => {
    expect(categoriesOf(TREE).map((r) => r.id)).toEqual(['1', '2']);
    expect(sectionsOf(TREE, '1').map((r) => r.id)).toEqual(['11', '12']);
    expect(sectionsOf(TREE, '0')).toEqual([]);
    expect(articlesOf(ARTICLES, '11').map((r) => r.id)).toEqual(['1', '2']);
  });

  it('builds the breadcrumb of a category, a section and an article', () => {
    expect(breadcrumb(TREE, { categoryId: '2' }).map((c) => c.kind)).toEqual(['index', 'category']);
    const article = breadcrumb(TREE, { sectionId: '12', articleTitle: 'Deposits' });
    expect(article.map((c) => (c.kind === 'category' || c.kind === 'section' ? c.row.id : c.kind))).toEqual(['index', '1', '12', 'article']);
    // A category id given as a section, or an unknown id, adds nothing it cannot place.
    expect(breadcrumb(TREE, { sectionId: '1' }).map((c) => c.kind)).toEqual(['index']);
    expect(breadcrumb(TREE, { categoryId: '99' }).map((c) => c.kind)).toEqual(['index']);
  });

  it('reads an article in the language, English when it was not written in it', () => {
    expect(articleText(ARTICLES[0]!, 'title', 'es')).toBe('Cómo registrarse');
    expect(articleText(ARTICLES[1]!, 'title', 'es')).toBe('Two-factor authentication');
    expect(articlePath(ARTICLES[2]!)).toBe('/article/main/content/notice/3');
  });

  it('searches titles and text of every word, title matches first, never the markup', () => {
    expect(searchArticles(ARTICLES, 'account', 'en').map((h) => h.row.id)).toEqual(['1', '2']);
    expect(searchArticles(ARTICLES, 'funds protect', 'en').map((h) => h.row.id)).toEqual(['2']);
    expect(searchArticles(ARTICLES, 'funds &amp;', 'en')).toEqual([]);
    expect(searchArticles(ARTICLES, '<b>', 'en')).toEqual([]);
    expect(searchArticles(ARTICLES, '   ', 'en')).toEqual([]);
    expect(searchArticles(ARTICLES, 'LIMIT', 'en')[0]!.snippet).toContain('limit order');
  });
});
