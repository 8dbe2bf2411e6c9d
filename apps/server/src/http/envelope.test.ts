import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../testing/kit.ts';

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const noLeak = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|SyntaxError|TypeError/);
};

describe('envelope and error catalogue', () => {
  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.call<Envelope>('POST', t.coin('open/register'), { raw: '{"account": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, success: false, data: null, msg: 'Malformed JSON body' });
  });

  it('names the field of a wrong type', async () => {
    const res = await t.call<Envelope>('POST', t.coin('open/register'), { body: { accountType: 'email', account: 42, password: [], code: {} } });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('Invalid value for account');
    noLeak(res.body);
  });

  it('refuses a huge body without a 500', async () => {
    const res = await t.call<Envelope>('POST', t.coin('open/register'), { raw: JSON.stringify({ account: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The request body is too large');
  });

  it('refuses an unsupported content type', async () => {
    const res = await t.call<Envelope>('POST', t.coin('open/register'), { raw: '<xml/>', headers: { 'content-type': 'application/xml' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Unsupported content type');
  });

  it('answers 401 in status and body without a token, and with a forged one', async () => {
    for (const token of [undefined, 'abc.def.ghi', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']) {
      const res = await t.call<Envelope>('GET', t.coin('member/getMemberInfo'), token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, success: false });
    }
  });

  it('answers an unknown call with an envelope, never the web page', async () => {
    const res = await t.call<Envelope>('POST', '/api/exchange/coin/does/not/exist');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it('never answers a 500 to garbage in query strings', async () => {
    const queries: Array<Record<string, string>> = [{ pageNo: '-1' }, { pageSize: 'abc' }, { column: 'x; drop table member' }, { order: 'sideways' }, { 'bad key': '1' }];
    for (const query of queries) {
      const res = await t.call<Envelope>('GET', '/api/exchange/cgform-api/getData/navigation', { query });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(400);
      noLeak(res.body);
    }
  });

  it('answers a bad token call query flat', async () => {
    const res = await t.token({ grant_type: 'magic' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error_code: 400, error_description: 'Invalid token request' });
  });
});

describe('rate limits on auth calls', () => {
  let strict: TestExchange;
  beforeAll(async () => {
    strict = await startTestExchange({ AUTH_RATE_LIMIT: '5' });
  });
  afterAll(() => strict.close());

  it('blocks a brute-force run by IP and says so', async () => {
    const answers: Array<{ status: number; text: string }> = [];
    for (let i = 0; i < 8; i++) {
      const res = await strict.token({ grant_type: 'password', username: `u${i}@test.local`, password: 'a'.repeat(32) });
      answers.push({ status: res.status, text: res.body.error_description ?? '' });
    }
    expect(answers.slice(0, 5).every((a) => a.status === 400)).toBe(true);
    expect(answers[7]).toEqual({ status: 429, text: expect.stringMatching(/^Too many requests, please try again in \d+ seconds/) });
  });
});

describe('web fallback', () => {
  it('answers a missing asset with 404 and a client route with the app', async () => {
    const asset = await fetch(`${t.url}/assets/index-gone.js`);
    expect(asset.status).toBe(404);
    const route = await fetch(`${t.url}/account/center/info`);
    // Without a build the server says how to build; with one it serves index.html. Never a 5xx.
    expect([200, 404]).toContain(route.status);
    expect(route.headers.get('content-type')).toMatch(/text\/(html|plain)/);
  });
});
