// /article/main/categories/{id}: the category's sections, each with its latest articles.
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArticles, useArticleTree } from '../../api/articleQueries.ts';
import { ArticleList } from './ArticleList.tsx';
import { HelpFrame, useIndexOnLanguageChange } from './HelpFrame.tsx';
import { HelpState } from './HelpState.tsx';
import { articlesOf, breadcrumb, sectionsOf } from './helpTree.ts';
import styles from './Help.module.css';

const SHOWN = 5;

export default function CategoryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useIndexOnLanguageChange(true);
  const tree = useArticleTree();
  const articles = useArticles();
  const rows = tree.data ?? [];
  const category = rows.find((r) => r.id === id && r.pid === '0');
  const sections = sectionsOf(rows, id);
  return (
    <HelpFrame title={category ? t(category.section_code) : t('section.article.category.title')} crumbs={breadcrumb(rows, { categoryId: id })}>
      <HelpState queries={[tree, articles]} empty={!category} emptyText={t('article.not_found')}>
        {sections.map((section) => {
          const list = articlesOf(articles.data ?? [], section.id);
          return (
            <section key={section.id} className={styles.sectionBlock} aria-labelledby={`help-sec-${section.id}`}>
              <h2 id={`help-sec-${section.id}`}>
                <Link to={`/article/main/sections/${section.id}`}>{t(section.section_code)}</Link>
              </h2>
              {list.length === 0 ? <p>{t('article.empty')}</p> : <ArticleList rows={list.slice(0, SHOWN)} />}
              {list.length > SHOWN && (
                <p className={styles.more}>
                  <Link to={`/article/main/sections/${section.id}`}>{t('article.more', { count: list.length })}</Link>
                </p>
              )}
            </section>
          );
        })}
      </HelpState>
    </HelpFrame>
  );
}
