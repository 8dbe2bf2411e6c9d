// Answers of the content calls: dictionaries, uploads and the calls that read the content store.
import { z } from 'zod';
import type { DictItem, UploadResult } from '../content.ts';
import { exactly } from './exact.ts';

export const dictItem = exactly<DictItem>()(z.object({ value: z.string(), text: z.string(), title: z.string() }));

export const uploadResult = exactly<UploadResult>()(z.object({ link: z.string(), name: z.string() }));

/** open/lang/{lang}: translation key → text. */
export const languageMap = z.record(z.string(), z.string());

/** open/client/version: where the app of a platform is downloaded. */
export const clientVersion = z.object({ url: z.string(), version: z.string() });

/** open/getArticleContent/{id}: the article in the caller's language (English when missing). */
export const articleContent = z.object({
  id: z.string(),
  section_id: z.string(),
  article_type: z.string(),
  create_time: z.string(),
  title: z.string(),
  content: z.string(),
});
