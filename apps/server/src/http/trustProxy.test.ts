// Whose address the server believes: the socket's peer, unless TRUST_PROXY names the proxy in
// front. A client that sends its own X-Forwarded-For neither gets a fresh rate-limit bucket per
// forged address nor writes that address into the login records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_PATH, TENANT_ID } from '@exchange/contract';
import { md5, startTestExchange, type TestExchange } from '../testing/kit.ts';

const LIMIT = 3;
const DEMO = 'demo@exchange.local';

/** A login of the seeded demo member sent with X-Forwarded-For `address`: the HTTP status. */
const loginFrom = async (t: TestExchange, address: string) => {
  const query = { tenantId: TENANT_ID, grant_type: 'password', username: DEMO, password: md5('Demo1234'), scope: 'all', type: 'account', deviceId: 'proxy-test' };
  return (await t.call('POST', AUTH_TOKEN_PATH, { query, headers: { 'tenant-id': TENANT_ID, 'x-forwarded-for': address } })).status;
};

/** The addresses the demo member's logins were recorded from, oldest first. */
const loggedAddresses = async (t: TestExchange) => {
  const rows = await t.ex.db
    .selectFrom('login_log')
    .innerJoin('member', 'member.id', 'login_log.member_id')
    .select('login_log.ip')
    .where('member.email', '=', DEMO)
    .orderBy('login_log.id')
    .execute();
  return rows.map((row) => row.ip);
};

describe.each([
  { name: 'by default', env: { TRUST_PROXY: '' }, trusted: false },
  { name: 'with TRUST_PROXY=127.0.0.1 (the proxy the test connects from)', env: { TRUST_PROXY: '127.0.0.1' }, trusted: true },
])('the client address $name', ({ env, trusted }) => {
  let t: TestExchange;
  beforeAll(async () => {
    t = await startTestExchange({ AUTH_RATE_LIMIT: String(LIMIT), SEED_DEMO_USERS: 'on', ...env });
  });
  afterAll(() => t.close());

  it(trusted ? 'is the forwarded one, in the login record and the rate limit' : 'is the peer, whatever X-Forwarded-For says', async () => {
    expect(await loginFrom(t, '203.0.113.1')).toBe(200);
    const [recorded] = await loggedAddresses(t);
    if (trusted) expect(recorded).toBe('203.0.113.1');
    else expect(recorded).toMatch(/^(::ffff:)?127\.0\.0\.1$/);

    // LIMIT calls a minute per address: every further call from a new forged address is one more.
    const statuses = [];
    for (let i = 2; i <= LIMIT + 1; i++) statuses.push(await loginFrom(t, `203.0.113.${i}`));
    if (trusted) expect(statuses).toEqual([200, 200, 200]);
    else expect(statuses).toEqual([200, 200, 429]);
  });
});
