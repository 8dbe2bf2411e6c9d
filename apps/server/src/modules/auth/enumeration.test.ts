// Whether an account exists is nobody's business but its owner's: each call a visitor (or another
// member) can make about an e-mail or phone answers a known and an unknown one alike, status and
// body. The owner hears of what was tried by mail; a name with no account gets no mail at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { ACCOUNT_PATH, type Envelope } from '@exchange/contract';
import { md5, startTestExchange, type Answer, type TestExchange } from '../../testing/kit.ts';
import { accountKit } from '../security/testKit.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const unknownEmail = () => `nobody-${Math.random().toString(36).slice(2)}@test.local`;
// Numbered from a random start, so no two of this file's phones are the same (settings.test.ts).
let phoneSeq = Math.floor(Math.random() * 90_000_000);
const uniquePhone = () => `136${String(phoneSeq++).padStart(8, '0')}`;
const registerPhone = async () => {
  const phone = uniquePhone();
  await t.call('GET', t.coin('open/send/sms'), { query: { phone, areaCode: '+86', purpose: 'register' } });
  const code = await t.lastCode(`+86 ${phone}`);
  const res = await t.call<Envelope>('POST', t.coin('open/register'), { body: { accountType: 'phone', account: phone, areaCode: '+86', password: md5('Phone123'), code } });
  expect(res.body.code).toBe(200);
  return phone;
};
const outboxOf = (target: string) => t.ex.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', target).orderBy('id').execute();

/** Runs the same call for a known and an unknown account at once and expects the same answer. */
const alike = async <T>(call: (account: string) => Promise<Answer<T>>, known: string, unknown: string): Promise<Answer<T>> => {
  const [a, b] = await Promise.all([call(known), call(unknown)]);
  expect(b).toEqual(a);
  return a;
};

const sendEmail = (purpose: string, token?: string) => (email: string) =>
  t.call<Envelope>('GET', t.coin('open/send/email'), { query: { email, purpose }, ...(token ? { token } : {}) });

describe('getAuthentication', () => {
  it('answers the same for an account with Google 2FA and for no account', async () => {
    const { email } = await t.registerEmail();
    await t.ex.db.updateTable('member').set({ google_secret: new OTPAuth.Secret({ size: 20 }).base32 }).where('email', '=', email).execute();
    const res = await alike((account) => t.call('GET', t.coin('open/getAuthentication'), { query: { account } }), email, unknownEmail());
    expect(res.body).toMatchObject({ code: 200, data: { accountType: 'email' } });
  });
});

describe('the token call', () => {
  it('counts down and locks a known and an unknown account alike', async () => {
    const { email } = await t.registerEmail();
    const unknown = unknownEmail();
    const answers = [];
    for (let n = 0; n < 6; n++)
      answers.push(await alike((username) => t.token({ grant_type: 'password', username, password: md5(`guess${n}`) }), email, unknown));
    expect(answers[0]?.body.error_description).toBe('Wrong account or password (4 attempts left)');
    expect(answers[5]?.body.error_description).toMatch(/^Too many failed attempts/);
  });
});

describe('register', () => {
  it('answers a code request for a registered address as for a new one, and mails its owner no code', async () => {
    const { email } = await t.registerEmail();
    const fresh = unknownEmail();
    const sent = await alike(sendEmail('register'), email, fresh);
    expect(sent.body).toMatchObject({ code: 200, msg: 'The code has been sent' });
    const [notice] = (await outboxOf(email)).slice(-1);
    expect(notice?.subject).toBe('Someone tried to register with your address');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    // The wait before the next code, and a register with a guessed code.
    expect((await alike(sendEmail('register'), email, fresh)).body.msg).toMatch(/^Please wait/);
    const register = (account: string) => t.call('POST', t.coin('open/register'), { body: { accountType: 'email', account, password: md5('Secret123'), code: '123456' } });
    const refused = await alike(register, email, fresh);
    expect(refused.body).toMatchObject({ code: 400 });
  });

  it('answers a register without any code alike', async () => {
    const { email } = await t.registerEmail();
    await alike((account) => t.call('POST', t.coin('open/register'), { body: { accountType: 'email', account, password: md5('Secret123'), code: '123456' } }), email, unknownEmail());
  });
});

describe('reset', () => {
  it('answers a code request alike and sends nothing to a name with no account', async () => {
    const { email } = await t.registerEmail();
    const unknown = unknownEmail();
    expect((await alike(sendEmail('reset'), email, unknown)).body).toMatchObject({ code: 200 });
    expect(await outboxOf(unknown)).toEqual([]);
    expect((await outboxOf(email)).at(-1)?.subject).toBe('Verification code (reset)');
    expect((await alike(sendEmail('reset'), email, unknown)).body.msg).toMatch(/^Please wait/);
    const reset = (account: string) => t.call('POST', t.coin('open/reset-password'), { body: { accountType: 'email', account, password: md5('Reset1234'), code: '123456' } });
    expect((await alike(reset, email, unknown)).body).toMatchObject({ code: 400 });
    // Without a code asked for first.
    await alike(reset, (await t.registerEmail()).email, unknownEmail());
  });

  it('answers alike by SMS', async () => {
    const phone = await registerPhone();
    const sms = (number: string) => t.call<Envelope>('GET', t.coin('open/send/sms'), { query: { phone: number, areaCode: '+86', purpose: 'reset' } });
    expect((await alike(sms, phone, uniquePhone())).body.code).toBe(200);
  });

  it('answers the other purposes (verify, login, withdraw) alike', async () => {
    const { email } = await t.registerEmail();
    for (const purpose of ['verify', 'login', 'withdraw']) await alike(sendEmail(purpose), email, unknownEmail());
  });
});

describe('bind', () => {
  it('answers a member asking to bind a phone another member has as for a free one', async () => {
    const m = await kit.member();
    const taken = await registerPhone();
    const free = uniquePhone();
    const sms = (phone: string) => t.call<Envelope>('GET', t.coin('open/send/sms'), { query: { phone, areaCode: '+86', purpose: 'bind' }, token: m.token });
    expect((await alike(sms, taken, free)).body).toMatchObject({ code: 200 });
    const [notice] = (await outboxOf(`+86 ${taken}`)).slice(-1);
    expect(notice?.subject).toBe('Someone tried to bind your phone to another account');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    const bind = (account: string) => kit.post(m, ACCOUNT_PATH.accountVerificationBinding, { accountType: 'phone', account, areaCode: '+86', code: '123456' });
    expect((await alike(bind, taken, free)).body).toMatchObject({ code: 400 });
  });
});
