// Content calls: the store (getData, detailData), dictionaries, uploads, language maps, the app
// download link, phone area codes and article content.
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { join } from 'node:path';
import { COIN, CONTENT, CONTENT_TABLE, coinBase, contentBase, isLanguage, ok, type Language } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import { parseQuery, type ContentStore } from './store.ts';
import { storeImage } from './upload.ts';

export interface ContentRouteOptions {
  store: ContentStore;
  apiHead: string;
  dataDir: string;
  uploadMaxBytes: number;
}

const text = (row: Record<string, unknown>, key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');

export const contentRoutes = async (app: FastifyInstance, opts: ContentRouteOptions) => {
  const { store } = opts;
  const content = contentBase(opts.apiHead);
  const coin = coinBase(opts.apiHead);
  await app.register(multipart, { limits: { fileSize: opts.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });

  app.get(`${content}/cgform-api/getData/:table`, async (request) => {
    const { table } = request.params as { table: string };
    return ok(await store.query(table, parseQuery(request.query as Record<string, unknown>)));
  });

  app.get(`${content}/cgform-api/detailData/:table/:id`, async (request) => {
    const { table, id } = request.params as { table: string; id: string };
    return ok(await store.detail(table, id));
  });

  app.get(`${content}/sys/sys/dict/getDictItems/:code`, async (request) => {
    const { code } = request.params as { code: string };
    const page = await store.query(CONTENT_TABLE.dictItems, parseQuery({ dict_code: code, pageSize: '-521', column: 'sort', order: 'asc' }));
    return ok(page.records.map((r) => ({ value: text(r, 'item_value'), text: text(r, 'item_text'), title: text(r, 'item_text') })));
  });

  app.post(`${content}/${CONTENT.upload}`, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request) => {
    if (!request.isMultipart()) throw new BusinessError('The upload must be multipart/form-data');
    const file = await request.file();
    if (!file) throw new BusinessError('Please choose a file');
    const bytes = await file.toBuffer();
    // The size limit either throws from toBuffer or marks the stream truncated, depending on timing.
    if (file.file.truncated) throw new BusinessError('The file is too large');
    return ok(await storeImage(join(opts.dataDir, 'uploads'), bytes, file.filename), 'Upload successful');
  });

  app.get(`${coin}/open/lang/:lang`, async (request) => {
    const { lang } = request.params as { lang: string };
    if (!isLanguage(lang)) throw new BusinessError('Unknown language');
    const rows = await store.all(CONTENT_TABLE.translations);
    const map: Record<string, string> = {};
    for (const row of rows) if (typeof row.lang_key === 'string' && typeof row[lang] === 'string') map[row.lang_key] = row[lang] as string;
    return ok(map);
  });

  app.get(`${coin}/${COIN.clientVersion}`, async (request) => {
    const clientType = String((request.query as Record<string, unknown>).clientType ?? 'android');
    const page = await store.query(CONTENT_TABLE.clientVersion, parseQuery({ clientType, pageSize: '1' }));
    const row = page.records[0];
    if (!row) throw new BusinessError('No app is published for this platform');
    return ok({ url: text(row, 'url'), version: text(row, 'version') });
  });

  app.get(`${coin}/${COIN.phoneAreaCode}`, async () => {
    const page = await store.query(CONTENT_TABLE.phoneAreaCodes, parseQuery({ pageSize: '-521', column: 'sort', order: 'asc' }));
    return ok(page.records);
  });

  app.get(`${coin}/open/getArticleContent/:id`, async (request) => {
    const { id } = request.params as { id: string };
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
