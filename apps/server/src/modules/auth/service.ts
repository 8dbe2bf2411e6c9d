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
import { CODE_TTL_SECONDS } from './codes.ts';
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

  const recordFailure = async (m: MemberRow, input: LoginInput): Promise<never> => {
    const failures = m.failed_logins + 1;
    const lock = failures >= deps.maxFailures;
    const until = new Date(Date.now() + deps.lockMinutes * 60000);
    await db
      .updateTable('member')
      .set(lock ? { failed_logins: 0, locked_until: until } : { failed_logins: failures })
      .where('id', '=', m.id)
      .execute();
    await members.recordLogin({ memberId: String(m.id), ip: input.ip, deviceId: input.deviceId, userAgent: input.userAgent, success: false });
    if (lock) throw new TokenCallError(lockedMessage(until));
    throw new TokenCallError(`${WRONG_CREDENTIALS} (${deps.maxFailures - failures} attempts left)`);
  };

  return {
    /**
     * `callerId` is the logged-in member, if any: a "bind" code goes to an address that is not yet
     * theirs (nor anyone's), so it needs one, and their anti-phishing code rides along.
     */
    async sendCode(channel: 'email' | 'sms', target: string, purpose: CodePurpose, account: string, callerId?: string): Promise<void> {
      const existing = await findMemberByAccount(db, account);
      if (purpose === 'bind') {
        if (!callerId) throw new UnauthorizedError();
        if (existing) throw new BusinessError(String(existing.id) === callerId ? 'This account is already bound to you' : 'This account is already used by another member');
      } else if (purpose === 'register') {
        if (existing) throw new BusinessError('This account is already registered');
      } else if (!existing) throw new BusinessError('No account is registered with this address');
      // A member's own phone: the code goes to the number with the area code it was registered
      // with, whatever the form defaulted to, so the later check finds it (security/ownAccount.ts).
      const sendTo = purpose === 'verify' && existing?.phone && channel === 'sms' ? codeTarget('phone', existing.phone, existing.area_code ?? undefined) : target;
      const code = await codes.issue(sendTo, purpose);
      await outbox.send({
        channel,
        target: sendTo,
        subject: `Verification code (${purpose})`,
        body: `Your verification code is ${code}. It is valid for ${CODE_TTL_SECONDS / 60} minutes.`,
        ...(purpose === 'bind' && callerId ? { memberId: callerId } : {}),
      });
    },

    async register(body: RegisterBody): Promise<void> {
      const account = body.accountType === 'email' ? body.account.trim().toLowerCase() : body.account.trim();
      if (await findMemberByAccount(db, account)) throw new BusinessError('This account is already registered');
      let invitedBy: string | null = null;
      if (body.inviteCode) {
        const inviter = await db.selectFrom('member').select('id').where('invite_code', '=', body.inviteCode.toUpperCase()).executeTakeFirst();
        if (!inviter) throw new BusinessError('The invite code does not exist');
        invitedBy = String(inviter.id);
      }
      await codes.consume(codeTarget(body.accountType, account, body.areaCode), 'register', body.code);
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
      const member = await findMemberByAccount(db, input.username);
      if (!member) {
        await burnPasswordCheck(input.password);
        throw new TokenCallError(WRONG_CREDENTIALS);
      }
      if (member.locked_until && new Date(member.locked_until).getTime() > Date.now())
        throw new TokenCallError(lockedMessage(new Date(member.locked_until)));
      if (!(await verifyPassword(member.password_hash, input.password))) return recordFailure(member, input);
      if (member.google_secret) {
        if (!input.code) throw new TokenCallError(STEP1_LOGIN_MESSAGE);
        if (!checkGoogleCode(member.google_secret, input.code)) {
          await recordFailure(member, input).catch(() => undefined);
          throw new TokenCallError('The Google verification code is wrong');
        }
      }
      await db.updateTable('member').set({ failed_logins: 0, locked_until: null }).where('id', '=', member.id).execute();
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
      if (!member) throw new BusinessError('No account is registered with this address');
      const { value } = normaliseAccount(body.account);
      await codes.consume(codeTarget(body.accountType, value, body.areaCode ?? member.area_code ?? undefined), 'reset', body.code);
      await db
        .updateTable('member')
        .set({ password_hash: await hashPassword(body.password), failed_logins: 0, locked_until: null })
        .where('id', '=', member.id)
        .execute();
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

    async authentication(account: string) {
      const member = account ? await findMemberByAccount(db, account) : undefined;
      return {
        exists: Boolean(member),
        google_key: member?.google_secret ? 1 : 0,
        accountType: normaliseAccount(account).kind,
      };
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
