// /article/main/index: every category with its sections, or the search results for ?q=.
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArticles, useArticleTree } from '../../api/articleQueries.ts';
import { usePreferences } from '../../session/preferences.ts';
import { ArticleList } from './ArticleList.tsx';
import { HelpFrame } from './HelpFrame.tsx';
import { HelpState } from './HelpState.tsx';
import { categoriesOf, searchArticles, sectionsOf } from './helpTree.ts';
import styles from './Help.module.css';

function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const articles = useArticles();
  const language = usePreferences((s) => s.language);
  const hits = useMemo(() => searchArticles(articles.data ?? [], query, language), [articles.data, query, language]);
  return (
    <section aria-labelledby="help-results">
      <h2 id="help-results" className={styles.sectionBlock}>
        {t('article.search.results', { query, count: hits.length })}
      </h2>
      <HelpState queries={[articles]} empty={hits.length === 0} emptyText={t('article.search.none', { query })}>
        <ArticleList rows={hits.map((h) => h.row)} snippets={Object.fromEntries(hits.map((h) => [h.row.id, h.snippet]))} label={t('article.search.label')} />
      </HelpState>
    </section>
  );
}

function Categories() {
  const { t } = useTranslation();
  const tree = useArticleTree();
  const categories = categoriesOf(tree.data ?? []);
  return (
    <HelpState queries={[tree]} empty={categories.length === 0}>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.id} className={styles.card} aria-labelledby={`help-cat-${category.id}`}>
            <div className={styles.cardHead}>
              {(category as { icon?: string }).icon && <img className={styles.icon} src={(category as { icon?: string }).icon} alt="" />}
              <h2 id={`help-cat-${category.id}`}>
                <Link to={`/article/main/categories/${category.id}`}>{t(category.section_code)}</Link>
              </h2>
            </div>
            <ul className={styles.links}>
              {sectionsOf(tree.data ?? [], category.id).map((section) => (
                <li key={section.id}>
                  <Link to={`/article/main/sections/${section.id}`}>{t(section.section_code)}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HelpState>
  );
}

export default function HelpIndexPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <HelpFrame title={t('section.article.index.title')} crumbs={[{ kind: 'index' }]}>
      {query ? <SearchResults query={query} /> : <Categories />}
    </HelpFrame>
  );
}
