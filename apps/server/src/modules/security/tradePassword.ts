// The trade password (member/tradePwd): asked before money leaves the exchange. Stored like the
// login password: the md5 digest the wire carries, hashed with argon2id (auth/passwords.ts).
// The first one takes the login password; changing it takes the current trade password, or, when
// forgotten, a "verify" code sent to the member's own e-mail or phone. Both take the Google code
// once 2FA is bound, so a stolen session alone cannot set one and then withdraw.
import { z } from 'zod';
import { ACCOUNT_TYPES, googleCodeField, verificationCode } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { Codes } from '../auth/codes.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { memberOf, requireGoogleCodeWhenBound } from '../assets/checks.ts';
import type { MemberRow } from '../member/repo.ts';
import { consumeOwnCode } from './ownAccount.ts';

const md5 = (missing: string) => z.string({ message: missing }).regex(/^[0-9a-f]{32}$/, 'Passwords must be sent as md5 digests');
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const tradePasswordBody = z.object({
  loginPwd: z.preprocess(blank, md5('Please enter your login password').optional()),
  oldPayPwd: z.preprocess(blank, md5('Please enter your current trade password').optional()),
  code: z.preprocess(blank, verificationCode.optional()),
  accountType: z.preprocess(blank, z.enum(ACCOUNT_TYPES, { message: 'Please choose e-mail or phone' }).optional()),
  payPwd: md5('Please enter the new trade password'),
  payPwd1: md5('Please repeat the new trade password'),
  googleCode: googleCodeField,
});
type Body = z.infer<typeof tradePasswordBody>;

/** Sets the hash directly: the service function other flows (a reset by e-mail code, say) build on. */
export const setTradePasswordHash = async (db: Db, memberId: string, md5Digest: string): Promise<void> => {
  await db.updateTable('member').set({ pay_pwd_hash: await hashPassword(md5Digest) }).where('id', '=', memberId).execute();
};

const proveFirst = async (member: MemberRow, body: Body) => {
  if (!body.loginPwd) throw new BusinessError('Please enter your login password');
  if (!(await verifyPassword(member.password_hash, body.loginPwd))) throw new BusinessError('The login password is wrong');
  requireGoogleCodeWhenBound(member, body.googleCode);
};

const proveChange = async (codes: Codes, member: MemberRow, payHash: string, body: Body) => {
  requireGoogleCodeWhenBound(member, body.googleCode);
  if (body.oldPayPwd) {
    if (!(await verifyPassword(payHash, body.oldPayPwd))) throw new BusinessError('The current trade password is wrong');
    return;
  }
  if (!body.code) throw new BusinessError('Please enter your current trade password or a verification code');
  if (!body.accountType) throw new BusinessError('Please choose e-mail or phone');
  await consumeOwnCode(codes, member, body.accountType, body.code);
};

export const setTradePassword = async (db: Db, codes: Codes, memberId: string, input: unknown): Promise<'set' | 'changed'> => {
  const body = parse(tradePasswordBody, input);
  if (body.payPwd !== body.payPwd1) throw new BusinessError('The two trade passwords do not match');
  const member = await memberOf(db, memberId);
  const payHash = member.pay_pwd_hash;
  if (payHash) await proveChange(codes, member, payHash, body);
  else await proveFirst(member, body);
  // Compared only once the member is proven, so this answer cannot be used to guess the login
  // password. Two different secrets: one leak must not open both the account and its withdrawals.
  if (await verifyPassword(member.password_hash, body.payPwd)) throw new BusinessError('The trade password must differ from the login password');
  await setTradePasswordHash(db, memberId, body.payPwd);
  return payHash ? 'changed' : 'set';
};
