// Account life cycle: register with a verification code, the password grant (with lockout and
// the Google second step), the refresh grant, reset and update of the password.
import * as OTPAuth from 'otpauth';
import {
  STEP1_LOGIN_MESSAGE,
  TENANT_ID,
  type CodePurpose,
  type RegisterBody,
  type ResetPasswordBody,
  type TokenResponse,
} from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError, TokenCallError, UnauthorizedError } from '../../http/errors.ts';
import type { Outbox } from '../outbox/service.ts';
import { createMember, findMemberByAccount, findMemberById, normaliseAccount, type MemberRow } from '../member/repo.ts';
import type { MemberService } from '../member/service.ts';
import type { Codes } from './codes.ts';
import { codeMail } from './codeMail.ts';
import { clientKey } from './clientKey.ts';
import { createLoginGuard, type Attempt } from './loginGuard.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import type { IssuedTokens, Tokens } from './tokens.ts';

export interface AuthDeps {
  db: Db;
  codes: Codes;
  tokens: Tokens;
  outbox: Outbox;
  members: MemberService;
  maxFailures: number;
  lockMinutes: number;
  /** Runs once an account exists (the demo grant of modules/spot/demoGrant.ts). */
  onRegistered?: (memberId: string) => Promise<void>;
}

export interface LoginInput {
  username: string;
  password: string;
  deviceId: string;
  ip: string;
  userAgent: string;
  code?: string | undefined;
  codeType?: 'google' | 'email' | 'sms' | undefined;
}

const WRONG_CREDENTIALS = 'Wrong account or password';

/** The key a code is stored under: the e-mail, or the phone with its area code. */
export const codeTarget = (accountType: 'email' | 'phone', account: string, areaCode?: string) =>
  accountType === 'email' ? account.trim().toLowerCase() : `${areaCode ?? '+86'} ${account.trim()}`;

export const checkGoogleCode = (secret: string, code: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).validate({ token: code, window: 1 }) !== null;

/** The member's address on a channel, as their account holds it. */
const addressOn = (m: MemberRow, channel: 'email' | 'sms'): string | undefined => {
  if (channel === 'email') return m.email ?? undefined;
  return m.phone ? codeTarget('phone', m.phone, m.area_code ?? undefined) : undefined;
};

const tokenResponse = (m: MemberRow, t: IssuedTokens): TokenResponse => ({
  access_token: t.accessToken,
  refresh_token: t.refreshToken,
  token_type: 'bearer',
  expires_in: t.expiresIn,
  user_id: String(m.id),
  account: m.email ?? m.phone ?? '',
  user_name: m.email ?? m.phone ?? '',
  avatar: m.avatar,
  tenant_id: TENANT_ID,
  issued_at: t.issuedAt,
});

export const createAuthService = (deps: AuthDeps) => {
  const { db, codes, tokens, outbox, members } = deps;

  const lockedMessage = (until: Date) =>
    `Too many failed attempts. Try again in ${Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60000))} minutes.`;

  const guard = createLoginGuard(db, deps);

  /** A password or Google code that did not match: the same answer whether the account exists or not. */
  const refused = (attempt: Attempt & { kind: 'check' }): never => {
    if (attempt.left <= 0) throw new TokenCallError(lockedMessage(attempt.until));
    throw new TokenCallError(`${WRONG_CREDENTIALS} (${attempt.left} attempts left)`);
  };

  const recordFailure = (m: MemberRow, input: LoginInput) =>
    members.recordLogin({ memberId: String(m.id), ip: input.ip, deviceId: input.deviceId, userAgent: input.userAgent, success: false });

  return {
    /**
     * `callerId` is the logged-in member, if any: a "bind" code goes to an address that is not yet
     * theirs (nor anyone's), so it needs one, and their anti-phishing code rides along.
     */
    async sendCode(channel: 'email' | 'sms', target: string, purpose: CodePurpose, account: string, callerId?: string): Promise<void> {
      if (purpose === 'bind' && !callerId) throw new UnauthorizedError();
      const existing = await findMemberByAccount(db, account);
      // The caller's own address: telling them so reveals nothing they do not know.
      if (purpose === 'bind' && existing && String(existing.id) === callerId) throw new BusinessError('This account is already bound to you');
      const owner = existing && addressOn(existing, channel);
      // A member's own phone: the code goes to the number with the area code it was registered
      // with, whatever the form defaulted to, so the later check finds it (security/ownAccount.ts).
      const sendTo = purpose === 'verify' && owner && channel === 'sms' ? owner : target;
      // A code is made whether it is sent or not, so the wait before the next request is the same
      // for every address (codeMail.ts decides what is sent).
      const code = await codes.issue(sendTo, purpose);
      const mail = codeMail({ channel, target: sendTo, purpose, code, owner, callerId });
      if (mail) await outbox.send(mail);
    },

    async register(body: RegisterBody): Promise<void> {
      const account = body.accountType === 'email' ? body.account.trim().toLowerCase() : body.account.trim();
      let invitedBy: string | null = null;
      if (body.inviteCode) {
        const inviter = await db.selectFrom('member').select('id').where('invite_code', '=', body.inviteCode.toUpperCase()).executeTakeFirst();
        if (!inviter) throw new BusinessError('The invite code does not exist');
        invitedBy = String(inviter.id);
      }
      await codes.consume(codeTarget(body.accountType, account, body.areaCode), 'register', body.code);
      // Checked only after the code, which is never sent to an address that has an account
      // (codeMail.ts): before it, this answer would tell anyone which addresses do.
      if (await findMemberByAccount(db, account)) throw new BusinessError('This account is already registered');
      const member = await createMember(db, {
        ...(body.accountType === 'email' ? { email: account } : { phone: account, areaCode: body.areaCode ?? '+86' }),
        passwordHash: await hashPassword(body.password),
        invitedBy,
      });
      await deps.onRegistered?.(String(member.id));
    },

    async passwordGrant(input: LoginInput): Promise<TokenResponse> {
      if (!input.username || !input.password) throw new TokenCallError('Please enter your account and password');
      if (!/^[0-9a-f]{32}$/.test(input.password)) throw new TokenCallError('The password must be sent as an md5 digest');
      const account = normaliseAccount(input.username).value;
      const client = clientKey(input.ip);
      const attempt = await guard.claim(account, client);
      if (attempt.kind === 'locked') throw new TokenCallError(lockedMessage(attempt.until));
      const member = await findMemberByAccount(db, account);
      if (!member) {
        await burnPasswordCheck(input.password);
        return refused(attempt);
      }
      if (!(await verifyPassword(member.password_hash, input.password))) {
        await recordFailure(member, input);
        return refused(attempt);
      }
      if (member.google_secret) {
        // The right password without the code still took a check: otherwise each step 1 would
        // give the Google code a fresh count.
        if (!input.code) throw new TokenCallError(STEP1_LOGIN_MESSAGE);
        if (!checkGoogleCode(member.google_secret, input.code)) {
          await recordFailure(member, input);
          throw new TokenCallError('The Google verification code is wrong');
        }
      }
      await guard.succeeded(account, client);
      const issued = await tokens.openSession(String(member.id), input.deviceId);
      await members.recordLogin({ memberId: String(member.id), ip: input.ip, deviceId: input.deviceId, userAgent: input.userAgent, success: true });
      return tokenResponse(member, issued);
    },

    async refreshGrant(refreshToken: string): Promise<TokenResponse> {
      if (!refreshToken) throw new TokenCallError('The refresh token is missing', 401);
      const issued = await tokens.rotate(refreshToken);
      const member = await findMemberById(db, issued.memberId);
      if (!member) throw new TokenCallError('The login has expired, please log in again', 401);
      return tokenResponse(member, issued);
    },

    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const member = await findMemberByAccount(db, body.account);
      const { value } = normaliseAccount(body.account);
      // The code first, for every address alike: no reset code is ever sent to one without an account.
      await codes.consume(codeTarget(body.accountType, value, body.areaCode ?? member?.area_code ?? undefined), 'reset', body.code);
      if (!member) throw new BusinessError('No account is registered with this address');
      await db
        .updateTable('member')
        .set({ password_hash: await hashPassword(body.password) })
        .where('id', '=', member.id)
        .execute();
      await guard.forget([member.email, member.phone].filter((a): a is string => a !== null));
      await tokens.revokeAllSessions(String(member.id));
    },

    async updatePassword(memberId: string, oldPassword: string, newPassword: string): Promise<void> {
      const member = await findMemberById(db, memberId);
      if (!member) throw new BusinessError('Unknown account');
      if (!(await verifyPassword(member.password_hash, oldPassword))) throw new BusinessError('The old password is wrong');
      if (oldPassword === newPassword) throw new BusinessError('The new password must differ from the old one');
      await db.updateTable('member').set({ password_hash: await hashPassword(newPassword) }).where('id', '=', member.id).execute();
      // Every device logs in again with the new password, this one included.
      await tokens.revokeAllSessions(memberId);
    },

    /**
     * What the login form may know before the password: only what the name itself says. Whether
     * an account exists or has Google 2FA is not told; the web learns of 2FA from the token call's
     * step 1, which takes the right password.
     */
    authentication(account: string) {
      return { accountType: normaliseAccount(account).kind };
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
