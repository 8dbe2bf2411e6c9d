// Google 2FA end to end: a secret from the server, bound with a code the test computes as an
// authenticator app would (otpauth), the two-step login, the code asked for by the wallet, reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, GOOGLE_ACTION, GOOGLE_SECRET_MODE, STEP1_LOGIN_MESSAGE, WALLET_PATH, type GoogleSecret, type MemberInfo } from '@exchange/contract';
import { md5, startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { accountKit, totp, wrongTotp, type Member } from './testKit.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', BRAND: 'Test Exchange', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const secretOf = async (m: Member, x: string) => (await kit.get<GoogleSecret>(m, ACCOUNT_PATH.googleVerification(x as '1'))).body;
const bindOrReset = (m: Member, code: string, y?: string) =>
  kit.get(m, y === undefined ? `member/googleVerificationBindingOrReset/${code}` : ACCOUNT_PATH.googleBindOrReset(code, y as '1'));
const info = async (m: Member) => (await kit.get<MemberInfo>(m, 'member/getMemberInfo')).body.data;

describe('Google 2FA', () => {
  it('binds with a code from the secret, turns the login into two steps, then resets', async () => {
    const m = await kit.member();
    const first = await secretOf(m, GOOGLE_SECRET_MODE.fresh);
    expect(first.code).toBe(200);
    const { secret, otpauthUrl, issuer, account } = first.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(issuer).toBe('Test Exchange');
    expect(account).toBe(m.email);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Test%20Exchange:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    // Mode 2 answers the same waiting secret (a reload keeps what was scanned); mode 1 a new one.
    expect((await secretOf(m, GOOGLE_SECRET_MODE.pending)).data.secret).toBe(secret);
    const fresh = (await secretOf(m, GOOGLE_SECRET_MODE.fresh)).data.secret;
    expect(fresh).not.toBe(secret);
    // The old secret no longer binds.
    await kit.refused(m, /Google verification code is wrong/, () => bindOrReset(m, totp(secret), GOOGLE_ACTION.bind));
    await kit.refused(m, /Google verification code is wrong/, () => bindOrReset(m, wrongTotp(fresh), GOOGLE_ACTION.bind));
    expect((await info(m)).google_key).toBe(0);

    const bound = await bindOrReset(m, totp(fresh), GOOGLE_ACTION.bind);
    expect(bound.body).toMatchObject({ code: 200, msg: 'Google verification is bound' });
    expect((await info(m)).google_key).toBe(1);
    await kit.refused(m, /already bound/, () => secretOf(m, GOOGLE_SECRET_MODE.fresh).then((body) => ({ status: 200, body })));
    await kit.refused(m, /already bound/, () => bindOrReset(m, totp(fresh), GOOGLE_ACTION.bind));
    // The owner hears of it.
    expect((await t.ex.outbox.latest(m.email))?.subject).toBe('Google verification bound');

    const step1 = await t.token({ grant_type: 'password', username: m.email, password: md5(m.password) });
    expect(step1.body.error_description).toBe(STEP1_LOGIN_MESSAGE);
    const wrong = await t.token({ grant_type: 'password', username: m.email, password: md5(m.password), code: wrongTotp(fresh), codeType: 'google' });
    expect(wrong.body.error_description).toBe('The Google verification code is wrong');
    const step2 = await t.login(m.email, m.password, { code: totp(fresh), codeType: 'google' });
    expect(step2.access_token).toBeTruthy();

    // Money and secrets now ask for the code (assets/checks.ts).
    const setPwd = await kit.post(m, WALLET_PATH.tradePassword, { loginPwd: md5(m.password), payPwd: md5('Trade#1357'), payPwd1: md5('Trade#1357') });
    expect(setPwd.body.msg).toBe('Please enter the Google verification code');

    // Reset takes a code of the bound secret; y defaults to 2.
    await kit.refused(m, /Google verification code is wrong/, () => bindOrReset(m, wrongTotp(fresh)));
    const reset = await bindOrReset(m, totp(fresh));
    expect(reset.body).toMatchObject({ code: 200, msg: 'Google verification has been reset' });
    expect((await info(m)).google_key).toBe(0);
    expect((await t.login(m.email, m.password)).access_token).toBeTruthy();
    await kit.refused(m, /not bound/, () => bindOrReset(m, totp(fresh), GOOGLE_ACTION.reset));
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const m = await kit.member();
    await kit.refused(m, /get a Google secret to bind first/, () => bindOrReset(m, '123456', GOOGLE_ACTION.bind));
    await kit.refused(m, /Unknown request/, () => secretOf(m, '3').then((body) => ({ status: 200, body })));
    const secret = (await secretOf(m, GOOGLE_SECRET_MODE.fresh)).data.secret;
    for (const [code, y, message] of [
      ['12345', '1', /has 6 digits/],
      ['abcdef', '1', /has 6 digits/],
      [totp(secret), '9', /Unknown action/],
      [totp(secret), 'x; drop', /Unknown action/],
    ] as const)
      await kit.refused(m, message, () => bindOrReset(m, encodeURIComponent(code), encodeURIComponent(y)));
    expect((await t.call('GET', t.coin(ACCOUNT_PATH.googleVerification('1')))).status).toBe(401);
    expect((await t.call('GET', t.coin(ACCOUNT_PATH.googleBindOrReset('123456', '1')))).status).toBe(401);
  });

  it('keeps one member’s secret away from another', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const secretA = (await secretOf(a, GOOGLE_SECRET_MODE.fresh)).data.secret;
    // B cannot bind A's waiting secret: B has none, and A's stays waiting.
    await kit.refused(b, /get a Google secret to bind first/, () => bindOrReset(b, totp(secretA), GOOGLE_ACTION.bind));
    expect((await secretOf(b, GOOGLE_SECRET_MODE.pending)).data.secret).not.toBe(secretA);
    expect((await bindOrReset(a, totp(secretA), GOOGLE_ACTION.bind)).body.code).toBe(200);
    expect((await info(b)).google_key).toBe(0);
  });
});
