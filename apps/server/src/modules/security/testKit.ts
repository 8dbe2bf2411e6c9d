// Shared by the account-centre tests: a logged-in member, codes read from the outbox, TOTP codes
// computed as an authenticator app would, and snapshots that show a refused call changed nothing.
import * as OTPAuth from 'otpauth';
import type { Envelope } from '@exchange/contract';
import { md5, type TestExchange } from '../../testing/kit.ts';

export interface Member {
  id: string;
  token: string;
  email: string;
  password: string;
}

export const totp = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** A code no window of the secret accepts (the validation window is one step either side). */
export const wrongTotp = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((o) => totp(secret, o)));
  for (let n = 0; ; n++) {
    const code = String((Number(totp(secret)) + 100_003 * (n + 1)) % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
};

export const accountKit = (t: TestExchange) => {
  const member = async (): Promise<Member> => {
    const { email, password } = await t.registerEmail();
    const login = await t.login(email, password);
    return { id: login.user_id, token: login.access_token, email, password };
  };

  const post = <T = unknown>(m: Member | undefined, path: string, body: unknown) =>
    t.call<Envelope<T>>('POST', t.coin(path), { ...(m ? { token: m.token } : {}), body });
  const get = <T = unknown>(m: Member | undefined, path: string, query?: Record<string, string>) =>
    t.call<Envelope<T>>('GET', t.coin(path), { ...(m ? { token: m.token } : {}), ...(query ? { query } : {}) });

  /** Sends a code by e-mail (as the web does) and reads it from the outbox. */
  const emailCode = async (m: Member | undefined, email: string, purpose: string) => {
    const sent = await get(m, 'open/send/email', { email, purpose });
    if (sent.body.code !== 200) throw new Error(JSON.stringify(sent.body));
    return t.lastCode(email.toLowerCase());
  };

  /** The member row and every security table: equal before and after means nothing changed. */
  const snapshot = async (memberId: string) => ({
    member: await t.ex.db.selectFrom('member').selectAll().where('id', '=', memberId).executeTakeFirst(),
    tickets: await t.ex.db.selectFrom('security_ticket').select(['member_id', 'used']).where('member_id', '=', memberId).execute(),
    kyc: await t.ex.db.selectFrom('kyc_request').selectAll().where('member_id', '=', memberId).orderBy('id').execute(),
    keys: await t.ex.db.selectFrom('api_key').selectAll().where('member_id', '=', memberId).orderBy('id').execute(),
    devices: await t.ex.db.selectFrom('login_device').selectAll().where('member_id', '=', memberId).orderBy('id').execute(),
  });

  /** Runs a call that must be refused with `message` (a 400 envelope, never a 500) and change nothing. */
  const refused = async (m: Member, message: RegExp, run: () => Promise<{ status: number; body: Envelope }>) => {
    const before = await snapshot(m.id);
    const res = await run();
    if (res.status >= 500 || res.body.code !== 400 || !message.test(res.body.msg)) throw new Error(`expected a refusal matching ${message}, got ${res.status} ${JSON.stringify(res.body)}`);
    const after = await snapshot(m.id);
    if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`a refused call changed something: ${JSON.stringify({ before, after })}`);
    return res.body;
  };

  return { member, post, get, emailCode, snapshot, refused, md5 };
};
