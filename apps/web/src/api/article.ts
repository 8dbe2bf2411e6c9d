// The help centre's call of its own: one article in the caller's language (open/getArticleContent).
// The tree and the article rows are content-store tables (articleQueries.ts).
import { COIN } from '@exchange/contract/paths';
import { coinUrl, request } from './transport.ts';

/** An article row of the store: title_<lang> and content_<lang> per language it was written in. */
export type ArticleRow = { id: string; section_id: string; article_type: string; create_time: string; sort?: string } & Record<string, unknown>;

export interface ArticleContent {
  id: string;
  section_id: string;
  article_type: string;
  create_time: string;
  title: string;
  content: string;
}

export const getArticleContent = (id: string): Promise<ArticleContent> => request({ url: coinUrl(COIN.articleContent(id)) });
