// Guessing a verification code in parallel: every kind of code (register, reset, bind, verify,
// the trade password's "forgotten" change) allows five checks however many guesses arrive at
// once, and the right code is refused after them. Guesses come from one address with the
// per-IP limit lifted, as they would from many addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, type Envelope } from '@exchange/contract';
import { md5, startTestExchange, type Answer, type TestExchange } from '../../testing/kit.ts';
import { accountKit } from '../security/testKit.ts';
import { createCodes } from './codes.ts';

const LIMIT = 5;
const WRONG = 'The verification code is wrong';
const EXHAUSTED = 'Too many wrong codes; please request a new one';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const wrongOf = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

/** Fires `count` wrong guesses at once; answers how many were checked (said "wrong"). */
const burst = async (code: string, count: number, guess: (code: string) => Promise<Answer<Envelope>>) => {
  const answers = await Promise.all(Array.from({ length: count }, (_, n) => guess(wrongOf(code, n))));
  for (const a of answers) expect([WRONG, EXHAUSTED]).toContain(a.body.msg);
  return answers.filter((a) => a.body.msg === WRONG).length;
};

describe('the code store', () => {
  it('checks at most five of 300 parallel guesses and then refuses the right code', async () => {
    const codes = createCodes(t.ex.db);
    const code = await codes.issue('parallel@test.local', 'reset');
    const results = await Promise.allSettled(Array.from({ length: 300 }, (_, n) => codes.consume('parallel@test.local', 'reset', wrongOf(code, n))));
    const messages = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'accepted'));
    expect(messages.filter((m) => m === WRONG)).toHaveLength(LIMIT);
    expect(messages.filter((m) => m === EXHAUSTED)).toHaveLength(300 - LIMIT);
    await expect(codes.consume('parallel@test.local', 'reset', code)).rejects.toThrow(EXHAUSTED);
  });

  it('lets the right code through once when it arrives twice at the same time', async () => {
    const codes = createCodes(t.ex.db);
    const code = await codes.issue('twice@test.local', 'verify');
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => codes.consume('twice@test.local', 'verify', code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('every flow that takes a code', () => {
  it('register', async () => {
    const email = 'race-register@test.local';
    const code = await kit.emailCode(undefined, email, 'register');
    const register = (c: string) => kit.post(undefined, 'open/register', { accountType: 'email', account: email, password: md5('Secret123'), code: c });
    expect(await burst(code, 40, register)).toBeLessThanOrEqual(LIMIT);
    expect((await register(code)).body.msg).toBe(EXHAUSTED);
  });

  it('reset', async () => {
    const { email } = await t.registerEmail();
    const code = await kit.emailCode(undefined, email, 'reset');
    const reset = (c: string) => kit.post(undefined, 'open/reset-password', { accountType: 'email', account: email, password: md5('Taken123'), code: c });
    expect(await burst(code, 40, reset)).toBeLessThanOrEqual(LIMIT);
    expect((await reset(code)).body.msg).toBe(EXHAUSTED);
    await expect(t.login(email, 'Taken123')).rejects.toThrow();
  });

  it('bind', async () => {
    const m = await kit.member();
    const phone = `137${String(Date.now()).slice(-8)}`;
    await kit.get(m, 'open/send/sms', { phone, areaCode: '+86', purpose: 'bind' });
    const code = await t.lastCode(`+86 ${phone}`);
    const bind = (c: string) => kit.post(m, ACCOUNT_PATH.accountVerificationBinding, { accountType: 'phone', account: phone, areaCode: '+86', code: c });
    expect(await burst(code, 40, bind)).toBeLessThanOrEqual(LIMIT);
    expect((await bind(code)).body.msg).toBe(EXHAUSTED);
  });

  it('verify (the ticket to change the current account)', async () => {
    const m = await kit.member();
    const code = await kit.emailCode(m, m.email, 'verify');
    const verify = (c: string) => kit.post(m, ACCOUNT_PATH.accountVerification, { accountType: 'email', code: c });
    expect(await burst(code, 40, verify)).toBeLessThanOrEqual(LIMIT);
    expect((await verify(code)).body.msg).toBe(EXHAUSTED);
  });

  it('the trade password changed with a code', async () => {
    const m = await kit.member();
    expect((await kit.post(m, ACCOUNT_PATH.tradePassword, { payPwd: md5('Trade#1'), payPwd1: md5('Trade#1'), loginPwd: md5(m.password) })).body.code).toBe(200);
    const code = await kit.emailCode(m, m.email, 'verify');
    const change = (c: string) => kit.post(m, ACCOUNT_PATH.tradePassword, { payPwd: md5('Trade#2'), payPwd1: md5('Trade#2'), accountType: 'email', code: c });
    expect(await burst(code, 40, change)).toBeLessThanOrEqual(LIMIT);
    expect((await change(code)).body.msg).toBe(EXHAUSTED);
  });
});
