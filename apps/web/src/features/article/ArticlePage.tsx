// /article/main/content/{type}/{id}: one article in the reader's language (English when it was not
// written in it), its rich text sanitised, with the breadcrumb back through its section.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useArticleContent, useArticleTree } from '../../api/articleQueries.ts';
import { HelpFrame } from './HelpFrame.tsx';
import { HelpState } from './HelpState.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import { breadcrumb } from './helpTree.ts';
import styles from './Help.module.css';

export default function ArticlePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tree = useArticleTree();
  const article = useArticleContent(id);
  const data = article.data;
  const title = data?.title || t('section.article.content.title');
  return (
    <HelpFrame title={title} crumbs={breadcrumb(tree.data ?? [], { sectionId: data?.section_id ?? '', articleTitle: title })}>
      <HelpState queries={[article]} empty={!data}>
        {data && (
          <article aria-label={data.title}>
            <p className={styles.meta}>
              <time dateTime={data.create_time.slice(0, 10)}>{data.create_time.slice(0, 10)}</time>
            </p>
            <SafeHtml className={styles.article} html={data.content} />
          </article>
        )}
      </HelpState>
    </HelpFrame>
  );
}
