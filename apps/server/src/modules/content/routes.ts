// Content calls: the store (getData, detailData), dictionaries, uploads, language maps, the app
// download link, phone area codes and article content.
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { COIN, CONTENT_TABLE, coinBase, contentBase, inputText, isLanguage, ok, type Language } from '@exchange/contract';
import { articleContent, clientVersion, dictItem, languageMap } from '@exchange/contract/answers/content';
import { contentPageOf, contentRow } from '@exchange/contract/answers/common';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { contentQuery, parseQuery, type ContentStore } from './store.ts';
import type { UploadLimits } from './upload.ts';
import { uploadRoutes } from './uploadRoutes.ts';

export interface ContentRouteOptions {
  store: ContentStore;
  apiHead: string;
  db: Db;
  dataDir: string;
  uploadMaxBytes: number;
  uploadLimits: UploadLimits;
  /** Uploads a member may read besides their own (chat images: modules/chat/images.ts). */
  sharedUploads?: (memberId: string, name: string) => Promise<boolean>;
}

const rowParams = z.object({ table: inputText(), id: inputText() });
const articleParams = z.object({ id: inputText() });
/** What the upload form sends: one file. */
const versionQuery = z.object({ clientType: inputText().max(20, 'Unknown client type').default('android') });

const text = (row: Record<string, unknown>, key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');

export const contentRoutes = async (app: FastifyInstance, opts: ContentRouteOptions) => {
  const { store } = opts;
  const content = contentBase(opts.apiHead);
  const coin = coinBase(opts.apiHead);
  await app.register(multipart, { limits: { fileSize: opts.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });

  const getDataDoc = { summary: 'Rows of a content-store table; params other than the paging and sorting ones filter on the column they name', query: contentQuery, answer: contentPageOf(contentRow) };
  app.get(`${content}/cgform-api/getData/:table`, { config: { doc: getDataDoc } }, async (request) => {
    const { table } = request.params as { table: string };
    return ok(await store.query(table, parseQuery(request.query)));
  });

  app.get(`${content}/cgform-api/detailData/:table/:id`, { config: { doc: { summary: 'One row of a content-store table', params: rowParams, answer: contentRow } } }, async (request) => {
    const { table, id } = parse(rowParams, request.params);
    return ok(await store.detail(table, id));
  });

  app.get(`${content}/sys/sys/dict/getDictItems/:code`, { config: { doc: { summary: 'The items of a dictionary', answer: z.array(dictItem) } } }, async (request) => {
    const { code } = request.params as { code: string };
    const page = await store.query(CONTENT_TABLE.dictItems, parseQuery({ dict_code: code, pageSize: '-521', column: 'sort', order: 'asc' }));
    return ok(page.records.map((r) => ({ value: text(r, 'item_value'), text: text(r, 'item_text'), title: text(r, 'item_text') })));
  });

  uploadRoutes(app, { db: opts.db, apiHead: opts.apiHead, dataDir: opts.dataDir, limits: opts.uploadLimits, ...(opts.sharedUploads ? { sharedWith: opts.sharedUploads } : {}) });

  app.get(`${coin}/open/lang/:lang`, { config: { doc: { summary: 'The translations of a language, key to text', answer: languageMap } } }, async (request) => {
    const { lang } = request.params as { lang: string };
    if (!isLanguage(lang)) throw new BusinessError('Unknown language');
    const rows = await store.all(CONTENT_TABLE.translations);
    const map: Record<string, string> = {};
    for (const row of rows) if (typeof row.lang_key === 'string' && typeof row[lang] === 'string') map[row.lang_key] = row[lang] as string;
    return ok(map);
  });

  app.get(`${coin}/${COIN.clientVersion}`, { config: { doc: { summary: 'Where the app of a platform is downloaded', query: versionQuery, answer: clientVersion } } }, async (request) => {
    const { clientType } = parse(versionQuery, request.query);
    const page = await store.query(CONTENT_TABLE.clientVersion, parseQuery({ clientType, pageSize: '1' }));
    const row = page.records[0];
    if (!row) throw new BusinessError('No app is published for this platform');
    return ok({ url: text(row, 'url'), version: text(row, 'version') });
  });

  app.get(`${coin}/${COIN.phoneAreaCode}`, { config: { doc: { summary: 'Phone area codes', answer: z.array(contentRow) } } }, async () => {
    const page = await store.query(CONTENT_TABLE.phoneAreaCodes, parseQuery({ pageSize: '-521', column: 'sort', order: 'asc' }));
    return ok(page.records);
  });

  app.get(`${coin}/open/getArticleContent/:id`, { config: { doc: { summary: "An article in the caller's language", params: articleParams, answer: articleContent } } }, async (request) => {
    const { id } = parse(articleParams, request.params);
    const row = await store.detail(CONTENT_TABLE.articles, id);
    const lang: Language = request.lang;
    const pick = (field: string) => text(row, `${field}_${lang}`) || text(row, `${field}_en`);
    return ok({
      id: text(row, 'id'),
      section_id: text(row, 'section_id'),
      article_type: text(row, 'article_type'),
      create_time: text(row, 'create_time'),
      title: pick('title'),
      content: pick('content'),
    });
  });
};
