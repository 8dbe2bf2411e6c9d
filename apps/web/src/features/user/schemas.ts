// Form rules of the login, register and reset pages, built on the contract's rules (spec §5) so the
// forms accept exactly what the server accepts. Messages are translation keys, translated on render.
import { z } from 'zod';
import { isEmail, isPasswordPattern1 } from '@exchange/contract/rules';

export const ACCOUNT_TYPES = ['email', 'phone'] as const;
export type AccountKind = (typeof ACCOUNT_TYPES)[number];

const PHONE = /^\d{5,15}$/;
const CODE = /^\d{6}$/;

export const isPhone = (value: string): boolean => PHONE.test(value);

/** The message key of an account that does not fit its type, or null when it fits. */
export const accountError = (type: AccountKind, account: string): string | null => {
  if (account.trim() === '') return 'user.error.account_required';
  if (type === 'email') return isEmail(account.trim()) ? null : 'user.error.email_invalid';
  return isPhone(account.trim()) ? null : 'user.error.phone_invalid';
};

const code = z.string().trim().regex(CODE, 'user.error.code_invalid');
const newPassword = z.string().refine(isPasswordPattern1, 'user.error.password_pattern');

/** `step` is 'google' once the server asked for the second factor; only then is the code required. */
export const loginSchema = z
  .object({
    step: z.enum(['password', 'google']),
    account: z
      .string()
      .trim()
      .min(1, 'user.error.account_required')
      .refine((value) => isEmail(value) || isPhone(value), 'user.error.account_invalid'),
    password: z.string().min(1, 'user.error.password_required'),
    code: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.step === 'google' && !CODE.test(values.code))
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'user.error.code_invalid' });
  });
export type LoginValues = z.input<typeof loginSchema>;

const accountWithCode = {
  accountType: z.enum(ACCOUNT_TYPES),
  areaCode: z.string(),
  account: z.string().trim(),
  code,
  password: newPassword,
  confirm: z.string(),
};

type AccountShape = { accountType: AccountKind; account: string; password: string; confirm: string };

const crossCheck = (values: AccountShape, ctx: z.RefinementCtx) => {
  const problem = accountError(values.accountType, values.account);
  if (problem) ctx.addIssue({ code: 'custom', path: ['account'], message: problem });
  if (values.confirm !== values.password)
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'user.error.password_mismatch' });
};

export const registerSchema = z
  .object({
    ...accountWithCode,
    inviteCode: z.string().trim().max(32, 'user.error.invite_invalid'),
    agree: z.boolean().refine((value) => value, 'user.error.agree_required'),
  })
  .superRefine(crossCheck);
export type RegisterValues = z.input<typeof registerSchema>;

export const resetSchema = z.object(accountWithCode).superRefine(crossCheck);
export type ResetValues = z.input<typeof resetSchema>;
