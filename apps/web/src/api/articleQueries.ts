// The help centre's data: the category/section tree and the article rows from the content store
// (read whole, pageSize -521), and one article in the current language.
import { useQuery } from '@tanstack/react-query';
import { CONTENT_TABLE } from '@exchange/contract/constants';
import type { ArticleTreeRow } from '@exchange/contract/content';
import { usePreferences } from '../session/preferences.ts';
import { getArticleContent, type ArticleRow } from './article.ts';
import { useContentTable } from './queries.ts';
import { CONTENT_STALE_MS } from './queryClient.ts';

const all = <T>(rows: T[]) => rows;

export const useArticleTree = () => useContentTable<ArticleTreeRow>(CONTENT_TABLE.articleTree, all);

export const useArticles = () => useContentTable<ArticleRow>(CONTENT_TABLE.articles, all);

/** The article in the current language (the server falls back to English). */
export const useArticleContent = (id: string) => {
  const language = usePreferences((s) => s.language);
  return useQuery({ queryKey: ['articleContent', id, language], queryFn: () => getArticleContent(id), staleTime: CONTENT_STALE_MS });
};
