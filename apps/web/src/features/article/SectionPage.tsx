// /article/main/sections/{id}: every article of the section.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArticles, useArticleTree } from '../../api/articleQueries.ts';
import { ArticleList } from './ArticleList.tsx';
import { HelpFrame, useIndexOnLanguageChange } from './HelpFrame.tsx';
import { HelpState } from './HelpState.tsx';
import { articlesOf, breadcrumb } from './helpTree.ts';

export default function SectionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useIndexOnLanguageChange(true);
  const tree = useArticleTree();
  const articles = useArticles();
  const rows = tree.data ?? [];
  const section = rows.find((r) => r.id === id && r.pid !== '0');
  const list = articlesOf(articles.data ?? [], id);
  return (
    <HelpFrame title={section ? t(section.section_code) : t('section.article.section.title')} crumbs={breadcrumb(rows, { sectionId: id })}>
      <HelpState queries={[tree, articles]} empty={!section || list.length === 0} emptyText={section ? t('article.empty') : t('article.not_found')}>
        <ArticleList rows={list} label={section ? t(section.section_code) : undefined} />
      </HelpState>
    </HelpFrame>
  );
}
