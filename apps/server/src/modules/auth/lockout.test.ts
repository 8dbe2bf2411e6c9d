// The login lockout as an attacker meets it: wrong passwords sent all at once are checked no more
// than the limit allows, and the lock holds the client that guessed, not the account's owner on
// another address. The attacker's address is a second loopback address (127.0.0.2), a real
// source address rather than a header.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { AUTH_TOKEN_PATH, TENANT_ID } from '@exchange/contract';
import { basicHeader, md5, startTestExchange, type TestExchange } from '../../testing/kit.ts';

const LIMIT = 5;
const LOCKED = /^Too many failed attempts/;

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
});
afterAll(() => t.close());

/** The token call from another source address on this machine. */
const tokenFrom = (localAddress: string, username: string, password: string) =>
  new Promise<{ status: number; description: string }>((resolve, reject) => {
    const query = new URLSearchParams({ tenantId: TENANT_ID, scope: 'all', type: 'account', grant_type: 'password', username, password: md5(password) });
    const req = request(
      { host: '127.0.0.1', port: t.port, localAddress, method: 'POST', path: `${AUTH_TOKEN_PATH}?${query}`, headers: { authorization: basicHeader(t.config), 'tenant-id': TENANT_ID } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, description: String((JSON.parse(text) as { error_description?: string }).error_description ?? '') }));
      },
    );
    req.on('error', reject);
    req.end();
  });

const failedChecks = async (email: string) => {
  const member = await t.ex.db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const rows = await t.ex.db.selectFrom('login_log').select('id').where('member_id', '=', member.id).where('success', '=', 0).execute();
  return rows.length;
};

describe('a burst of wrong passwords', () => {
  it('checks at most five of 30 sent at once, and the right password is refused after them', async () => {
    const { email, password } = await t.registerEmail();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => t.token({ grant_type: 'password', username: email, password: md5(`guess${n}`) })));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(await failedChecks(email)).toBeLessThanOrEqual(LIMIT);
    const right = await t.token({ grant_type: 'password', username: email, password: md5(password) });
    expect(right.body.error_description).toMatch(LOCKED);
  });
});

describe('a burst of wrong Google codes', () => {
  it('checks at most five with the right password, and the right code is refused after them', async () => {
    const { email, password } = await t.registerEmail();
    const secret = new OTPAuth.Secret({ size: 20 });
    await t.ex.db.updateTable('member').set({ google_secret: secret.base32 }).where('email', '=', email).execute();
    const right = new OTPAuth.TOTP({ secret, digits: 6, period: 30 });
    const valid = new Set([-1, 0, 1].map((step) => right.generate({ timestamp: Date.now() + step * 30_000 })));
    const wrong = Array.from({ length: 60 }, (_, n) => String(100_000 + n * 7919)).filter((c) => !valid.has(c)).slice(0, 30);
    await Promise.all(wrong.map((code) => t.token({ grant_type: 'password', username: email, password: md5(password), code, codeType: 'google' })));
    expect(await failedChecks(email)).toBeLessThanOrEqual(LIMIT);
    const late = await t.token({ grant_type: 'password', username: email, password: md5(password), code: right.generate(), codeType: 'google' });
    expect(late.body.error_description).toMatch(LOCKED);
  });
});

describe('locks per account and client', () => {
  it('an attacker on another address cannot lock the owner out', async () => {
    const { email, password } = await t.registerEmail();
    const attacker = [];
    for (let n = 0; n < LIMIT + 3; n++) attacker.push(await tokenFrom('127.0.0.2', email, `guess${n}`));
    expect(attacker.at(-1)?.description).toMatch(LOCKED);
    // The attacker's own lock holds, even for the right password.
    expect((await tokenFrom('127.0.0.2', email, password)).description).toMatch(LOCKED);
    expect((await t.login(email, password)).account).toBe(email);
  });

  it('a login that succeeds starts the count again for its client', async () => {
    const { email, password } = await t.registerEmail();
    for (let n = 0; n < LIMIT - 1; n++) await t.token({ grant_type: 'password', username: email, password: md5(`guess${n}`) });
    await t.login(email, password);
    const next = await t.token({ grant_type: 'password', username: email, password: md5('again') });
    expect(next.body.error_description).toBe(`Wrong account or password (${LIMIT - 1} attempts left)`);
  });

  it('lets the client try again once the lock is over', async () => {
    const { email, password } = await t.registerEmail();
    for (let n = 0; n < LIMIT; n++) await t.token({ grant_type: 'password', username: email, password: md5(`guess${n}`) });
    expect((await t.token({ grant_type: 'password', username: email, password: md5(password) })).body.error_description).toMatch(LOCKED);
    await t.ex.db.updateTable('login_failure').set({ expires_at: new Date(Date.now() - 1000) }).where('account', '=', email).execute();
    const again = await t.token({ grant_type: 'password', username: email, password: md5('again') });
    expect(again.body.error_description).toBe(`Wrong account or password (${LIMIT - 1} attempts left)`);
    expect((await t.login(email, password)).account).toBe(email);
  });
});
