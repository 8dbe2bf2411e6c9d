// The operator's route and the broker auth hook answer on the internal listener only: on the
// public port they are unknown calls, like any other path that is not the API's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_HEADER, OPERATOR_PATH } from '../admin/operator.ts';
import { startTestExchange, type TestExchange } from '../testing/kit.ts';

const INTERNAL_CALLS = [
  { path: '/internal/mqtt/auth', body: {} },
  { path: '/internal/mqtt/acl', body: { topic: 'index', action: 'subscribe' } },
  { path: OPERATOR_PATH, body: { argv: ['withdrawals'] } },
];

describe('the internal listener', () => {
  let t: TestExchange;
  let operatorToken: string;
  beforeAll(async () => {
    t = await startTestExchange({ SEED_DEMO_USERS: 'off' });
    operatorToken = readFileSync(join(t.config.dataDir, 'operator-token'), 'utf8');
  });
  afterAll(() => t.close());

  const post = async (base: string, path: string, body: object) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', [OPERATOR_HEADER]: operatorToken }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it.each(INTERNAL_CALLS)('is the only one that answers $path: the public port does not know it', async ({ path, body }) => {
    expect(await post(t.url, path, body)).toEqual({ status: 404, body: { code: 404, success: false, data: null, msg: `Unknown call: POST ${path}` } });
  });

  it('serves the broker auth hook and the operator’s commands', async () => {
    expect(await post(t.internalUrl, '/internal/mqtt/auth', {})).toMatchObject({ status: 200, body: { result: 'allow' } });
    expect(await post(t.internalUrl, '/internal/mqtt/acl', { topic: 'index', action: 'subscribe' })).toEqual({ status: 200, body: { result: 'allow' } });
    expect(await post(t.internalUrl, OPERATOR_PATH, { argv: ['withdrawals'] })).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('is recorded in DATA_DIR, where `npm run admin` looks for it', () => {
    expect(readFileSync(join(t.config.dataDir, 'internal-url'), 'utf8')).toBe(t.internalUrl);
    expect(t.internalUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
