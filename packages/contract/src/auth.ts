// Schemas of the auth calls: register, codes, reset, the token call and password change.
// Passwords are md5 hex on the wire (DESIGN §4): the server never sees the plain text.
import { z } from 'zod';
import { inputText } from './input.ts';
import { isEmail } from './rules.ts';

export const md5Hex = z.string().regex(/^[0-9a-f]{32}$/, 'Password must be sent as an md5 digest');

export const ACCOUNT_TYPES = ['email', 'phone'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const phoneNumber = z.string().regex(/^\d{5,15}$/, 'Invalid phone number');
const areaCode = z.string().regex(/^\+?\d{1,4}$/, 'Invalid area code');
export const verificationCode = z.string().regex(/^\d{6}$/, 'The verification code has 6 digits');

/**
 * What a code is sent for; a code only works for the purpose it was sent for. "bind" goes to a new
 * e-mail or phone a logged-in member binds; "verify" to the member's own one (account.ts).
 */
export const CODE_PURPOSES = ['register', 'reset', 'login', 'bind', 'withdraw', 'verify'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const sendEmailQuery = z.object({
  email: z.string().refine(isEmail, 'Invalid email format'),
  purpose: z.enum(CODE_PURPOSES).default('register'),
});
export const sendSmsQuery = z.object({
  phone: phoneNumber,
  areaCode: areaCode.default('+86'),
  purpose: z.enum(CODE_PURPOSES).default('register'),
});

const accountFields = {
  accountType: z.enum(ACCOUNT_TYPES),
  account: inputText().min(1, 'Please enter your account').max(64),
  areaCode: areaCode.optional(),
};

const checkAccount = (v: { accountType: AccountType; account: string }, ctx: z.RefinementCtx) => {
  if (v.accountType === 'email' && !isEmail(v.account))
    ctx.addIssue({ code: 'custom', path: ['account'], message: 'Invalid email format' });
  if (v.accountType === 'phone' && !/^\d{5,15}$/.test(v.account))
    ctx.addIssue({ code: 'custom', path: ['account'], message: 'Invalid phone number' });
};

export const registerBody = z
  .object({ ...accountFields, password: md5Hex, code: verificationCode, inviteCode: inputText().max(32).optional() })
  .superRefine(checkAccount);
export type RegisterBody = z.infer<typeof registerBody>;

export const resetPasswordBody = z
  .object({ ...accountFields, password: md5Hex, code: verificationCode })
  .superRefine(checkAccount);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const updatePasswordQuery = z
  .object({ oldPassword: md5Hex, newPassword: md5Hex, newPassword1: md5Hex })
  .refine((v) => v.newPassword === v.newPassword1, { message: 'The two new passwords differ', path: ['newPassword1'] });

/** Query of open/getAuthentication: whether an account exists and needs a second factor. */
export const authenticationQuery = z.object({ account: inputText().max(64, 'The account is too long').default('') });

/** Query of the token call. The second factor of a two-step login travels as `code` (+ `codeType`). */
export const tokenQuery = z.object({
  tenantId: inputText().optional(),
  grant_type: z.enum(['password', 'refresh_token']),
  username: inputText().optional(),
  password: inputText().optional(),
  refresh_token: inputText().optional(),
  scope: inputText().optional(),
  type: inputText().optional(),
  deviceId: inputText().max(64).optional(),
  code: inputText().optional(),
  codeType: z.enum(['google', 'email', 'sms']).optional(),
});
export type TokenQuery = z.infer<typeof tokenQuery>;

/**
 * Body of the logout call (LOGOUT_PATH). The session to end is the one of the Blade-Auth access
 * token; the refresh token names it too, so a logout whose access token has already expired (or
 * was rotated away) still ends the session instead of leaving the refresh token alive. Either
 * alone is enough; a session already ended is answered as a success (logout is idempotent).
 */
export const logoutBody = z.object({ refresh_token: z.string().max(200, 'Invalid refresh token').optional() });
export type LogoutBody = z.infer<typeof logoutBody>;
