// The trade password (member/tradePwd): asked before money leaves the exchange. Stored like the
// login password: the md5 digest the wire carries, hashed with argon2id (auth/passwords.ts).
// Setting or changing it takes the login password, and the Google code once 2FA is bound, so a
// stolen session alone cannot set one and then withdraw.
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { memberOf, requireGoogleCodeWhenBound } from '../assets/checks.ts';

const md5 = (missing: string) => z.string({ message: missing }).regex(/^[0-9a-f]{32}$/, 'Passwords must be sent as md5 digests');

const bodySchema = z.object({
  loginPwd: md5('Please enter your login password'),
  payPwd: md5('Please enter the new trade password'),
  payPwd1: md5('Please repeat the new trade password'),
  googleCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^\d{6}$/, 'The Google verification code has 6 digits').optional()),
});

/** Sets the hash directly: the service function other flows (a reset by e-mail code, say) build on. */
export const setTradePasswordHash = async (db: Db, memberId: string, md5Digest: string): Promise<void> => {
  await db.updateTable('member').set({ pay_pwd_hash: await hashPassword(md5Digest) }).where('id', '=', memberId).execute();
};

export const setTradePassword = async (db: Db, memberId: string, input: unknown): Promise<void> => {
  const body = parse(bodySchema, input);
  if (body.payPwd !== body.payPwd1) throw new BusinessError('The two trade passwords do not match');
  const member = await memberOf(db, memberId);
  if (!(await verifyPassword(member.password_hash, body.loginPwd))) throw new BusinessError('The login password is wrong');
  // Two different secrets: one leaked password must not open both the account and its withdrawals.
  if (body.payPwd === body.loginPwd) throw new BusinessError('The trade password must differ from the login password');
  requireGoogleCodeWhenBound(member, body.googleCode);
  await setTradePasswordHash(db, memberId, body.payPwd);
};
