import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TABLE, LANGUAGES, type Envelope } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { createContentStore } from './store.ts';
import { png } from './testImages.ts';

let t: TestExchange;
const data = (path: string) => `/api/exchange/cgform-api/${path}`;
type Page = Envelope<{ total: number; records: Array<Record<string, string>> }>;

beforeAll(async () => {
  t = await startTestExchange();
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), kind: i % 2 ? 'odd' : 'even', sort: String(25 - i), name: `row-${i + 1}` }));
  await createContentStore(t.ex.db).seed('test_rows', rows);
});
afterAll(() => t.close());

describe('cgform-api/getData', () => {
  it('pages, defaulting to id desc with numeric ordering', async () => {
    const res = await t.call<Page>('GET', data('getData/test_rows'), { query: { pageNo: '1', pageSize: '10' } });
    expect(res.body.data.total).toBe(25);
    expect(res.body.data.records.map((r) => r.id)).toEqual(['25', '24', '23', '22', '21', '20', '19', '18', '17', '16']);
    const last = await t.call<Page>('GET', data('getData/test_rows'), { query: { pageNo: '3', pageSize: '10' } });
    expect(last.body.data.records.map((r) => r.id)).toEqual(['5', '4', '3', '2', '1']);
  });

  it('returns everything with pageSize -521', async () => {
    const res = await t.call<Page>('GET', data('getData/test_rows'), { query: { pageSize: '-521' } });
    expect(res.body.data.records).toHaveLength(25);
  });

  it('filters on any other param and ignores the GET timestamp', async () => {
    const res = await t.call<Page>('GET', data('getData/test_rows'), { query: { kind: 'odd', pageSize: '-521', t: String(Date.now()) } });
    expect(res.body.data.total).toBe(12);
    expect(res.body.data.records.every((r) => r.kind === 'odd')).toBe(true);
    const none = await t.call<Page>('GET', data('getData/test_rows'), { query: { kind: 'neither' } });
    expect(none.body.data).toEqual({ total: 0, records: [] });
  });

  it('sorts by the given column and order', async () => {
    const res = await t.call<Page>('GET', data('getData/test_rows'), { query: { column: 'sort', order: 'asc', pageSize: '3' } });
    expect(res.body.data.records.map((r) => r.sort)).toEqual(['1', '2', '3']);
    const byName = await t.call<Page>('GET', data('getData/test_rows'), { query: { column: 'name', order: 'asc', pageSize: '2' } });
    expect(byName.body.data.records.map((r) => r.name)).toEqual(['row-1', 'row-10']);
  });

  it('reads a row by id with detailData', async () => {
    const res = await t.call<Envelope<Record<string, string>>>('GET', data('detailData/test_rows/7'));
    expect(res.body.data.name).toBe('row-7');
    const missing = await t.call<Envelope>('GET', data('detailData/test_rows/999'));
    expect(missing.body).toMatchObject({ code: 400, msg: 'The record does not exist' });
  });
});

describe('seeded content', () => {
  const all = async (table: string) => (await t.call<Page>('GET', data(`getData/${table}`), { query: { pageSize: '-521' } })).body.data.records;

  it('has the logo for both themes, the currencies and the languages', async () => {
    const logo = (await all(CONTENT_TABLE.siteConfig)).find((r) => r.config_code === 'web_logo');
    expect(logo?.config_img_daytime).toMatch(/^\/content\/images\/.+\.svg$/);
    expect(logo?.config_img_night).toMatch(/^\/content\/images\/.+\.svg$/);
    const codes = (await all(CONTENT_TABLE.currencyRates)).map((r) => r.exchange_code);
    expect(codes).toEqual(expect.arrayContaining(['USD', 'CNY', 'EUR', 'KRW', 'JPY', 'TWD']));
    expect((await all(CONTENT_TABLE.languages)).map((r) => r.value).sort()).toEqual([...LANGUAGES].sort());
  });

  it('serves the seed images it references', async () => {
    const logo = (await all(CONTENT_TABLE.siteConfig)).find((r) => r.config_code === 'web_logo');
    const res = await fetch(`${t.url}${logo?.config_img_night}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/svg/);
  });

  it('has every translation key in all six languages', async () => {
    const rows = await all(CONTENT_TABLE.translations);
    expect(rows.length).toBeGreaterThan(50);
    const incomplete = rows.filter((r) => LANGUAGES.some((l) => typeof r[l] !== 'string' || r[l] === ''));
    expect(incomplete.map((r) => r.lang_key)).toEqual([]);
  });

  it('serves a language map, dictionaries, the app link, area codes and articles', async () => {
    const lang = await t.call<Envelope<Record<string, string>>>('GET', t.coin('open/lang/jp'));
    expect(Object.keys(lang.body.data).length).toBeGreaterThan(50);
    const bad = await t.call<Envelope>('GET', t.coin('open/lang/xx'));
    expect(bad.body.msg).toBe('Unknown language');
    const dict = await t.call<Envelope<Array<{ value: string }>>>('GET', '/api/exchange/sys/sys/dict/getDictItems/feedback_type');
    expect(dict.body.data.map((d) => d.value)).toEqual(['0', '1', '2', '3']);
    const app = await t.call<Envelope<{ url: string }>>('GET', t.coin('open/client/version'), { query: { clientType: 'android' } });
    expect(app.body).toMatchObject({ code: 200, data: { url: expect.any(String) } });
    const areas = await t.call<Envelope<Array<{ code: string }>>>('GET', t.coin('open/get/phone/areaCode'));
    expect(areas.body.data.map((a) => a.code)).toContain('+86');
    const [first] = await all(CONTENT_TABLE.articles);
    const es = await t.call<Envelope<{ title: string }>>('GET', t.coin(`open/getArticleContent/${first?.id}`), { headers: { 'mj-lang': 'es' } });
    expect(es.body.data.title).toBe(first?.title_es);
  });
});

describe('upload', () => {
  const PNG = png();
  let token = '';
  beforeAll(async () => {
    const { email, password } = await t.registerEmail();
    token = (await t.login(email, password)).access_token;
  });
  const upload = async (bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('type', '0');
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${t.url}${data('upload/file')}`, { method: 'POST', body: form, headers: { 'blade-auth': `bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as Envelope<{ link: string }> };
  };

  it('stores an image and serves it back by data.link to its owner', async () => {
    const res = await upload(PNG, 'dot.png', 'image/png');
    expect(res.body.code).toBe(200);
    expect(res.body.data.link).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    const back = await fetch(`${t.url}${res.body.data.link}`, { headers: { 'blade-auth': `bearer ${token}` } });
    expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('rejects a file that is not an image, whatever it claims to be', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(res.body).toMatchObject({ code: 400, msg: 'Only images (JPG, PNG, GIF, WEBP) can be uploaded' });
  });

  it('rejects a file over the size limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: 400, msg: 'The file is too large' });
  });

  it('rejects a non-multipart request', async () => {
    const res = await t.call<Envelope>('POST', data('upload/file'), { body: { file: 'x' }, token });
    expect(res.body.msg).toBe('The upload must be multipart/form-data');
  });
});

describe('feedback', () => {
  it('stores valid feedback and refuses invalid with the §5 wording', async () => {
    const ok = await t.call<Envelope>('POST', t.coin('open/feedback'), { body: { email: 'a@b.co', type: '1', content: 'Nice', img: '', imgTwo: '', imgThree: '' } });
    expect(ok.body).toMatchObject({ code: 200, msg: 'Submission successful' });
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: '', type: '1', content: 'x' }, 'Please enter email'],
      [{ email: 'nope', type: '1', content: 'x' }, 'Invalid email format'],
      [{ email: 'a@b.co', type: '', content: 'x' }, 'Please select a type'],
      [{ email: 'a@b.co', type: '9', content: 'x' }, 'Please select a type'],
      [{ email: 'a@b.co', type: '1', content: '' }, 'Please enter feedback content'],
      [{ email: 'a@b.co', type: '1', content: 'x'.repeat(1001) }, 'Content up to 1000 characters'],
      [{ email: 'a@b.co', type: '1', content: 'x', img: 'http://evil/x.png' }, 'Images must be uploaded first'],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call<Envelope>('POST', t.coin('open/feedback'), { body });
      expect(res.body.msg).toBe(msg);
    }
    const stored = await t.ex.db.selectFrom('feedback').select('email').execute();
    expect(stored).toHaveLength(1);
  });
});
