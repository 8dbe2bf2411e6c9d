// API key management: create (secret once, hash kept), list without secrets, edit, delete, the
// limits, the §5 IPv4 rule, and the access matrix between two members.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, API_KEY_LIMITS, GOOGLE_ACTION, GOOGLE_SECRET_MODE, type ApiKeyCreated, type ApiKeyRow, type GoogleSecret, type Page } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { accountKit, totp, type Member } from '../security/testKit.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const save = <T = ApiKeyRow>(m: Member, body: Record<string, unknown>) => kit.post<T>(m, ACCOUNT_PATH.apiKeySave, body);
const list = async (m: Member, body: Record<string, unknown> = {}) => (await kit.post<Page<ApiKeyRow>>(m, ACCOUNT_PATH.apiKeyPage, body)).body.data;
const create = async (m: Member, over: Record<string, unknown> = {}) => {
  const res = await save<ApiKeyCreated>(m, { label: 'bot', permissions: ['read', 'trade'], ipWhitelist: '', ...over });
  if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data;
};

describe('API keys', () => {
  it('creates a key whose secret is shown once and stored hashed, lists, edits and deletes it', async () => {
    const m = await kit.member();
    const key = await create(m, { label: ' trading bot ', permissions: ['trade'], ipWhitelist: '10.0.0.1, 10.0.0.1,192.168.1.20' });
    expect(key).toMatchObject({ label: 'trading bot', permissions: ['read', 'trade'], ip_whitelist: '10.0.0.1,192.168.1.20' });
    expect(key.api_key).toMatch(/^[0-9a-f]{32}$/);
    expect(key.secret.length).toBeGreaterThanOrEqual(43);
    const stored = await t.ex.db.selectFrom('api_key').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(stored.secret_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key.secret);

    const page = await list(m);
    expect(page).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    expect(page.records[0]).toEqual({ id: key.id, label: 'trading bot', api_key: key.api_key, permissions: ['read', 'trade'], ip_whitelist: '10.0.0.1,192.168.1.20', create_time: expect.any(String), update_time: expect.any(String) });
    expect(JSON.stringify(page)).not.toContain(key.secret);

    const edited = await save(m, { id: key.id, label: 'payouts', permissions: 'read,withdraw', ipWhitelist: '8.8.8.8' });
    expect(edited.body.data).toMatchObject({ id: key.id, label: 'payouts', permissions: ['read', 'withdraw'], ip_whitelist: '8.8.8.8' });
    expect(edited.body.data).not.toHaveProperty('secret');
    expect((await kit.post(m, ACCOUNT_PATH.apiKeyDelete, { id: key.id })).body.code).toBe(200);
    expect((await list(m)).total).toBe(0);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const m = await kit.member();
    const key = await create(m);
    for (const [body, message] of [
      [{ label: '' }, /enter a label/],
      [{ label: 'x'.repeat(31) }, /at most 30 characters/],
      [{ label: 'x', ipWhitelist: '256.1.1.1' }, /Invalid IP address/],
      [{ label: 'x', ipWhitelist: '1.2.3' }, /Invalid IP address/],
      [{ label: 'x', ipWhitelist: '1.2.3.4,' }, /Invalid IP address/],
      [{ label: 'x', ipWhitelist: '::1' }, /Invalid IP address/],
      [{ label: 'x', ipWhitelist: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`).join(',') }, /At most 20 IP addresses/],
      [{ label: 'x', permissions: ['admin'] }, /Unknown permission/],
      [{ label: 'x', permissions: 'read,root' }, /Unknown permission/],
      [{ label: 'x', permissions: ['withdraw'] }, /withdraw needs an IP whitelist/],
      [{ id: 'abc', label: 'x' }, /Unknown API key/],
      [{ id: '999999999', label: 'x' }, /Unknown API key/],
    ] as const)
      await kit.refused(m, message, () => save(m, body));
    await kit.refused(m, /Unknown API key/, () => kit.post(m, ACCOUNT_PATH.apiKeyDelete, { id: 'x; drop table api_key' }));
    await kit.refused(m, /Unknown API key/, () => kit.post(m, ACCOUNT_PATH.apiKeyDelete, {}));
    await kit.refused(m, /size must be between/, () => kit.post(m, ACCOUNT_PATH.apiKeyPage, { size: 1000 }));
    expect((await list(m)).records.map((r) => r.id)).toEqual([key.id]);
  });

  it(`allows at most ${API_KEY_LIMITS.maxPerMember} keys per member`, async () => {
    const m = await kit.member();
    for (let i = 0; i < API_KEY_LIMITS.maxPerMember; i++) await create(m, { label: `k${i}` });
    await kit.refused(m, /at most 20 API keys/, () => save(m, { label: 'one more' }));
    const page2 = await list(m, { current: 2, size: 15 });
    expect(page2).toMatchObject({ total: 20, current: 2, size: 15, pages: 2 });
    expect(page2.records).toHaveLength(5);
  });

  it('asks for the Google code once 2FA is bound', async () => {
    const m = await kit.member();
    const secret = (await kit.get<GoogleSecret>(m, ACCOUNT_PATH.googleVerification(GOOGLE_SECRET_MODE.fresh))).body.data.secret;
    await kit.get(m, ACCOUNT_PATH.googleBindOrReset(totp(secret), GOOGLE_ACTION.bind));
    await kit.refused(m, /enter the Google verification code/, () => save(m, { label: 'x' }));
    expect((await save(m, { label: 'x', googleCode: totp(secret) })).body.code).toBe(200);
  });

  it('access matrix: B can neither edit, delete nor see A’s key', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const key = await create(a, { label: 'alice' });
    await kit.refused(a, /^Unknown API key$/, () => save(b, { id: key.id, label: 'stolen', permissions: ['trade'] }));
    await kit.refused(a, /^Unknown API key$/, () => kit.post(b, ACCOUNT_PATH.apiKeyDelete, { id: key.id }));
    await kit.refused(a, /^Unknown API key$/, () => kit.post(b, ACCOUNT_PATH.apiKeyDelete, { id: Number(key.id) }));
    expect((await list(b)).total).toBe(0);
    expect((await list(a)).records.map((r) => r.label)).toEqual(['alice']);
    for (const path of [ACCOUNT_PATH.apiKeyPage, ACCOUNT_PATH.apiKeySave, ACCOUNT_PATH.apiKeyDelete]) expect((await kit.post(undefined, path, { id: key.id, label: 'x' })).status).toBe(401);
  });
});
