// Input that used to get past validation and fail inside PostgreSQL (NUL bytes, page numbers and
// times beyond a bigint or a timestamp), and requests Fastify refuses before any handler runs (bad
// URL encoding, overlong path parameters, headers too large, broken HTTP, bad bodies): each is
// answered with the envelope, logged at most as info, and changes nothing.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, AUTH_TOKEN_PATH, COIN, TENANT_ID, WALLET_PATH, type Envelope } from '@exchange/contract';
import { captureLog } from '../testing/logCapture.ts';
import { fingerprint } from '../testing/fingerprint.ts';
import { startTestExchange, type Answer, type TestExchange } from '../testing/kit.ts';

const log = captureLog();
let t: TestExchange;
let token: string;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '1000' }, { logger: log.logger });
  const { email, password } = await t.registerEmail();
  token = (await t.login(email, password)).access_token;
});
afterAll(() => t.close());

const NUL = '\u0000';
const content = (path: string) => `/api/${t.config.apiHead}/${path}`;

/** Sends, then checks the answer is a refusal that logged no error and changed nothing. */
const refused = async <T>(send: () => Promise<Answer<T>>): Promise<Answer<T>> => {
  const before = await fingerprint(t.ex.db);
  const logged = log.lines.length;
  const answer = await send();
  expect(log.errorsSince(logged), JSON.stringify(answer.body)).toEqual([]);
  expect(await fingerprint(t.ex.db)).toEqual(before);
  return answer;
};

/** A business refusal: HTTP 200 with code 400 and this message. */
const expectRefusal = (answer: Answer<unknown>, msg: string | RegExp) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toEqual({ code: 400, success: false, data: null, msg: expect.stringMatching(msg) });
};

describe('NUL bytes are refused before they reach the database', () => {
  const cases: Array<[string, () => Promise<Answer<unknown>>, RegExp]> = [
    ['register', () => t.call('POST', t.coin(COIN.register), { body: { accountType: 'email', account: 'a@b.co', password: 'a'.repeat(32), code: '123456', inviteCode: `X${NUL}` } }), /^The inviteCode must not contain NUL characters$/],
    ['getData filter', () => t.call('GET', content('cgform-api/getData/navigation'), { query: { nav_code: NUL } }), /^The nav_code must not contain NUL/],
    ['getData sort column', () => t.call('GET', content('cgform-api/getData/navigation'), { query: { column: NUL } }), /^The column must not contain NUL/],
    ['detailData id', () => t.call('GET', content('cgform-api/detailData/navigation/%00')), /^The id must not contain NUL/],
    ['dictionary code', () => t.call('GET', content('sys/sys/dict/getDictItems/a%00')), /^The dict_code must not contain NUL/],
    ['article id', () => t.call('GET', t.coin('open/getArticleContent/%00')), /^The id must not contain NUL/],
    ['client version', () => t.call('GET', t.coin(COIN.clientVersion), { query: { clientType: NUL } }), /^The clientType must not contain NUL/],
    ['getAuthentication', () => t.call('GET', t.coin(COIN.getAuthentication), { query: { account: `a${NUL}` } }), /^The account must not contain NUL/],
    ['updateDevice', () => t.call('POST', t.coin(COIN.updateDevice), { token, body: { id: '1', deviceName: `pc${NUL}` } }), /^The deviceName must not contain NUL/],
    ['feedback', () => t.call('POST', t.coin(COIN.feedback), { body: { email: 'a@b.co', type: '1', content: `a long enough complaint ${NUL}` } }), /^The content must not contain NUL/],
    ['apiSave', () => t.call('POST', t.coin(ACCOUNT_PATH.apiKeySave), { token, body: { label: `key${NUL}` } }), /^The label must not contain NUL/],
    ['KYC', () => t.call('POST', t.coin(ACCOUNT_PATH.kycSubmit), { token, body: { realName: `A${NUL}B`, documentType: 'id', documentNumber: 'AB1234', frontImage: '/uploads/a.png', backImage: '/uploads/b.png' } }), /^The realName must not contain NUL/],
    ['kline symbol', () => t.call('GET', t.coin('open/get/kline/history'), { query: { symbolName: `BTC/USDT${NUL}` } }), /^The symbolName must not contain NUL/],
  ];
  for (const [name, send, msg] of cases)
    it(name, async () => {
      expectRefusal(await refused(send), msg);
    });

  it('the token call answers flat', async () => {
    const answer = await refused(() => t.token({ grant_type: 'password', username: `a${NUL}@b.co`, password: 'a'.repeat(32) }));
    expect(answer).toEqual({ status: 400, body: { error_code: 400, error_description: 'Invalid token request' } });
  });
});

describe('page numbers and times stay within what the database holds', () => {
  const cases: Array<[string, () => Promise<Answer<unknown>>, RegExp]> = [
    ['getData pageNo', () => t.call('GET', content('cgform-api/getData/navigation'), { query: { pageNo: '1e20' } }), /^pageNo must be a page number from 1 to 100000$/],
    ['invite list', () => t.call('GET', t.coin(ACCOUNT_PATH.inviteList), { token, query: { current: '1e20' } }), /^current must be a page number/],
    ['login log', () => t.call('GET', t.coin(COIN.loginLog), { token, query: { current: '1e20' } }), /^current must be a page number/],
    ['orders', () => t.call('GET', t.coin('entrust/entrustlog/now/xh/all'), { token, query: { current: '100001' } }), /^current must be a page number/],
    ['order times', () => t.call('GET', t.coin('entrust/entrustlog/history/xh/all'), { token, query: { startTime: '1e20' } }), /^Invalid time$/],
    ['bills', () => t.call('POST', t.coin(WALLET_PATH.myBill), { token, body: { current: 1e20 } }), /^current must be a page number/],
    ['bill times', () => t.call('POST', t.coin(WALLET_PATH.myBill), { token, body: { endTime: 1e20 } }), /^Invalid time$/],
    ['API keys', () => t.call('POST', t.coin(ACCOUNT_PATH.apiKeyPage), { token, body: { current: '1e20' } }), /^current must be a page number/],
    ['kline end', () => t.call('GET', t.coin('open/get/kline/history'), { query: { symbolName: 'BTC/USDT', endTime: '1e20' } }), /^Invalid time$/],
  ];
  for (const [name, send, msg] of cases)
    it(name, async () => {
      expectRefusal(await refused(send), msg);
    });
});

/** Writes raw bytes to the server and reads what comes back until it closes the connection. */
const rawExchange = (text: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(t.port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });

const parseRaw = (text: string) => {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body: JSON.parse(body) as unknown };
};

describe("Fastify's own refusals answer in the envelope", () => {
  it('a malformed percent-encoding in the path', async () => {
    const answer = await refused(() => t.call('GET', '/api/%zz'));
    expect(answer).toEqual({ status: 400, body: { code: 400, success: false, data: null, msg: 'Malformed URL: a percent sign must start an encoded byte' } });
  });

  it('a path parameter longer than the router takes', async () => {
    const answer = await refused(() => t.call('GET', content(`cgform-api/getData/${'x'.repeat(200)}`)));
    expect(answer).toEqual({ status: 414, body: { code: 414, success: false, data: null, msg: 'A path parameter is too long' } });
  });

  it('headers larger than the server reads', async () => {
    const answer = parseRaw((await refused(async () => ({ status: 0, body: await rawExchange(`GET /api/x HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`) }))).body);
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(answer.body).toEqual({ code: 431, success: false, data: null, msg: 'The request headers are too large' });
  });

  it('a request that is not HTTP', async () => {
    const answer = parseRaw((await refused(async () => ({ status: 0, body: await rawExchange('HELLO THERE\r\n\r\n') }))).body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, success: false, data: null, msg: 'Malformed HTTP request' });
  });

  it('bad JSON, a body of the wrong type and one too large', async () => {
    const register = t.coin(COIN.register);
    const cases: Array<[{ raw: string; headers?: Record<string, string> }, string]> = [
      [{ raw: '{"account": ' }, 'Malformed JSON body'],
      [{ raw: '<xml/>', headers: { 'content-type': 'application/xml' } }, 'Unsupported content type'],
      [{ raw: JSON.stringify({ account: 'x'.repeat(2 * 1024 * 1024) }) }, 'The request body is too large'],
    ];
    for (const [opts, msg] of cases) {
      const answer = await refused(() => t.call('POST', register, opts));
      expect(answer).toEqual({ status: 400, body: { code: 400, success: false, data: null, msg } });
    }
    expectRefusal(await refused(() => t.call('POST', register, { raw: '"text"' })), /^The request must be a JSON object of named fields$/);
  });

  it('a bad token-call URL answers like every other call, a bad token-call body flat', async () => {
    expect(await refused(() => t.call('POST', `${AUTH_TOKEN_PATH}%zz`))).toMatchObject({ status: 400, body: { code: 400, success: false } });
    const flat = await refused(() => t.call('POST', AUTH_TOKEN_PATH, { raw: '{', headers: { 'tenant-id': TENANT_ID } }));
    expect(flat).toEqual({ status: 400, body: { error_code: 400, error_description: 'Malformed JSON body' } });
  });

  it('keeps serving afterwards, with nothing logged as an error', async () => {
    const answer = await t.call<Envelope>('GET', t.coin('open/getSpotGoods'));
    expect(answer.body.success).toBe(true);
    expect(log.errorsSince(0)).toEqual([]);
  });
});
