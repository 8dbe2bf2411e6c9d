import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { STEP1_LOGIN_MESSAGE, UPDATE_PASSWORD_PATH, type Envelope, type MemberInfo } from '@exchange/contract';
import { md5, startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { createMember } from '../member/repo.ts';

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange();
});
afterAll(() => t.close());

describe('register', () => {
  it('registers with an e-mail and a code from the outbox, then logs in', async () => {
    const { email, password } = await t.registerEmail();
    const tokens = await t.login(email, password);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.account).toBe(email);
    expect(tokens.expires_in).toBeGreaterThan(604800);
    const info = await t.call<Envelope<MemberInfo>>('GET', t.coin('member/getMemberInfo'), { token: tokens.access_token });
    expect(info.body.data.email).toBe(email);
    expect(info.body.data.first).toBe(1);
  });

  it('registers with a phone number and an SMS code', async () => {
    const phone = `138${String(Date.now()).slice(-8)}`;
    await t.call('GET', t.coin('open/send/sms'), { query: { phone, areaCode: '+86', purpose: 'register' } });
    const code = await t.lastCode(`+86 ${phone}`);
    const res = await t.call<Envelope>('POST', t.coin('open/register'), {
      body: { accountType: 'phone', account: phone, areaCode: '+86', password: md5('Phone123'), code },
    });
    expect(res.body.code).toBe(200);
    expect((await t.login(phone, 'Phone123')).account).toBe(phone);
  });

  it('refuses a wrong code and creates nothing', async () => {
    const email = 'wrongcode@test.local';
    await t.call('GET', t.coin('open/send/email'), { query: { email, purpose: 'register' } });
    const real = await t.lastCode(email);
    const wrong = real === '000000' ? '111111' : '000000';
    const res = await t.call<Envelope>('POST', t.coin('open/register'), {
      body: { accountType: 'email', account: email, password: md5('Secret123'), code: wrong },
    });
    expect(res.body).toMatchObject({ code: 400, success: false, msg: 'The verification code is wrong' });
    expect(await t.ex.db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('refuses an account that already exists, a plain-text password and a bad e-mail', async () => {
    // A code request for one answers as for any address (enumeration.test) and sends no code; a
    // code sent before the address was taken still meets the check.
    const late = 'taken-meanwhile@test.local';
    await t.call('GET', t.coin('open/send/email'), { query: { email: late, purpose: 'register' } });
    await createMember(t.ex.db, { email: late, passwordHash: 'x' });
    const again = await t.call<Envelope>('POST', t.coin('open/register'), { body: { accountType: 'email', account: late, password: md5('Secret123'), code: await t.lastCode(late) } });
    expect(again.body.msg).toBe('This account is already registered');
    const plain = await t.call<Envelope>('POST', t.coin('open/register'), {
      body: { accountType: 'email', account: 'x@y.io', password: 'Secret123', code: '123456' },
    });
    expect(plain.body.msg).toBe('Password must be sent as an md5 digest');
    const bad = await t.call<Envelope>('GET', t.coin('open/send/email'), { query: { email: 'not-an-email' } });
    expect(bad.body.msg).toBe('Invalid email format');
  });

  it('asks to wait before sending a second code within a minute', async () => {
    const email = 'twice@test.local';
    await t.call('GET', t.coin('open/send/email'), { query: { email, purpose: 'register' } });
    const second = await t.call<Envelope>('GET', t.coin('open/send/email'), { query: { email, purpose: 'register' } });
    expect(second.body.msg).toMatch(/^Please wait \d+ seconds/);
  });
});

describe('token call', () => {
  it('answers the seeded demo account with a flat token response', async () => {
    const tokens = await t.login('demo@exchange.local', 'Demo1234');
    expect(Object.keys(tokens)).toEqual(
      expect.arrayContaining(['access_token', 'refresh_token', 'token_type', 'expires_in', 'user_id', 'account', 'user_name', 'avatar', 'tenant_id']),
    );
    expect(tokens).not.toHaveProperty('code');
  });

  it('fails flat with error_code and error_description', async () => {
    const res = await t.token({ grant_type: 'password', username: 'demo@exchange.local', password: md5('nope') });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe(400);
    expect(res.body.error_description).toMatch(/^Wrong account or password/);
    const unknown = await t.token({ grant_type: 'password', username: 'nobody@test.local', password: md5('x') });
    expect(unknown.body.error_description).toBe('Wrong account or password (4 attempts left)');
  });

  it('refuses a caller without the client Basic header', async () => {
    const res = await t.call<{ error_description: string }>('POST', '/api/blade-auth/oauth/token', {
      query: { grant_type: 'password', username: 'demo@exchange.local', password: md5('Demo1234') },
      headers: { authorization: 'Basic ' + Buffer.from('evil:client').toString('base64') },
    });
    expect(res.status).toBe(401);
    expect(res.body.error_description).toMatch(/Unknown client/);
  });

  it('locks an account after five wrong passwords and says so, even for the right one', async () => {
    const { email, password } = await t.registerEmail();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.token({ grant_type: 'password', username: email, password: md5(`guess${i}`) });
      answers.push(res.body.error_description ?? '');
    }
    expect(answers[0]).toMatch(/4 attempts left/);
    expect(answers[4]).toMatch(/^Too many failed attempts. Try again in 15 minutes/);
    const right = await t.token({ grant_type: 'password', username: email, password: md5(password) });
    expect(right.status).toBe(400);
    expect(right.body.error_description).toMatch(/^Too many failed attempts/);
  });

  it('records the login in the log and the device from deviceId', async () => {
    const { email, password } = await t.registerEmail();
    const tokens = await t.login(email, password, { deviceId: 'laptop-1' });
    await t.token({ grant_type: 'password', username: email, password: md5('wrong') });
    const log = await t.call<Envelope<{ records: Array<{ success: number; device_id: string }> }>>('GET', t.coin('member/getLoginLog'), { token: tokens.access_token });
    expect(log.body.data.records.map((r) => r.success)).toEqual([0, 1]);
    const devices = await t.call<Envelope<Array<{ device_id: string }>>>('GET', t.coin('member/getLoginDevice'), { token: tokens.access_token });
    expect(devices.body.data.map((d) => d.device_id)).toEqual(['laptop-1']);
  });
});

describe('two-step login', () => {
  it('answers step 1 when Google 2FA is bound, then logs in with the TOTP code', async () => {
    const { email, password } = await t.registerEmail();
    const secret = new OTPAuth.Secret({ size: 20 });
    await t.ex.db.updateTable('member').set({ google_secret: secret.base32 }).where('email', '=', email).execute();
    const step1 = await t.token({ grant_type: 'password', username: email, password: md5(password) });
    expect(step1.body.error_description).toBe(STEP1_LOGIN_MESSAGE);
    expect(step1.body.access_token).toBeUndefined();
    const wrong = await t.token({ grant_type: 'password', username: email, password: md5(password), code: '000000', codeType: 'google' });
    expect(wrong.body.error_description).toBe('The Google verification code is wrong');
    const code = new OTPAuth.TOTP({ secret, digits: 6, period: 30 }).generate();
    const step2 = await t.login(email, password, { code, codeType: 'google' });
    expect(step2.access_token).toBeTruthy();
  });
});

describe('refresh', () => {
  it('rotates the refresh token and detects reuse by revoking the whole family', async () => {
    const first = await t.login('demo@exchange.local', 'Demo1234');
    const second = await t.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await t.token({ grant_type: 'refresh_token', refresh_token: second.body.refresh_token });
    expect(third.status).toBe(200);
    // Used once, so the server has its verdict on this access token: revocation must still win.
    const before = await t.call<Envelope>('GET', t.coin('member/getMemberInfo'), { token: third.body.access_token });
    expect(before.body.code).toBe(200);
    // The first token again: it leaked, so the family dies, including the newest tokens.
    const reuse = await t.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error_description).toMatch(/already used/);
    const newest = await t.token({ grant_type: 'refresh_token', refresh_token: third.body.refresh_token });
    expect(newest.status).toBe(401);
    const info = await t.call<Envelope>('GET', t.coin('member/getMemberInfo'), { token: third.body.access_token });
    expect(info.status).toBe(401);
    expect(info.body.code).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await t.token({ grant_type: 'refresh_token', refresh_token: 'made-up' });
    expect(res.status).toBe(401);
  });
});

describe('passwords', () => {
  it('changes the password with three md5 fields and closes every session', async () => {
    const { email, password } = await t.registerEmail();
    const tokens = await t.login(email, password);
    const wrongOld = await t.call<Envelope>('POST', UPDATE_PASSWORD_PATH, {
      token: tokens.access_token,
      query: { oldPassword: md5('nope'), newPassword: md5('Newpass1'), newPassword1: md5('Newpass1') },
    });
    expect(wrongOld.body.msg).toBe('The old password is wrong');
    const mismatch = await t.call<Envelope>('POST', UPDATE_PASSWORD_PATH, {
      token: tokens.access_token,
      query: { oldPassword: md5(password), newPassword: md5('Newpass1'), newPassword1: md5('Newpass2') },
    });
    expect(mismatch.body.msg).toBe('The two new passwords differ');
    const done = await t.call<Envelope>('POST', UPDATE_PASSWORD_PATH, {
      token: tokens.access_token,
      query: { oldPassword: md5(password), newPassword: md5('Newpass1'), newPassword1: md5('Newpass1') },
    });
    expect(done.body.code).toBe(200);
    expect((await t.call('GET', t.coin('member/getMemberInfo'), { token: tokens.access_token })).status).toBe(401);
    await expect(t.login(email, password)).rejects.toThrow();
    expect((await t.login(email, 'Newpass1')).access_token).toBeTruthy();
  });

  it('needs a login to change the password', async () => {
    const res = await t.call<Envelope>('POST', UPDATE_PASSWORD_PATH, {
      query: { oldPassword: md5('a'), newPassword: md5('b'), newPassword1: md5('b') },
    });
    expect(res.status).toBe(401);
  });

  it('resets a forgotten password with an e-mail code', async () => {
    const { email } = await t.registerEmail();
    await t.call('GET', t.coin('open/send/email'), { query: { email, purpose: 'reset' } });
    const code = await t.lastCode(email);
    const res = await t.call<Envelope>('POST', t.coin('open/reset-password'), {
      body: { accountType: 'email', account: email, password: md5('Reset1234'), code },
    });
    expect(res.body.code).toBe(200);
    expect((await t.login(email, 'Reset1234')).access_token).toBeTruthy();
    // An address without an account is answered alike and gets nothing (enumeration.test).
    const unknown = await t.call<Envelope>('GET', t.coin('open/send/email'), { query: { email: 'ghost@test.local', purpose: 'reset' } });
    expect(unknown.body.msg).toBe('The code has been sent');
    expect(await t.ex.outbox.latest('ghost@test.local')).toBeUndefined();
  });
});

describe('getAuthentication', () => {
  it('says what kind of name the account is, and nothing about the account', async () => {
    const res = await t.call<Envelope>('GET', t.coin('open/getAuthentication'), { query: { account: 'demo@exchange.local' } });
    expect(res.body.data).toEqual({ accountType: 'email' });
    const phone = await t.call<Envelope>('GET', t.coin('open/getAuthentication'), { query: { account: '13800000000' } });
    expect(phone.body.data).toEqual({ accountType: 'phone' });
  });
});
