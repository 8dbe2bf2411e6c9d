// The phone and e-mail binding forms: step 1 proves the current address with a "verify" code (only
// when one is bound), step 2 names the new address, proven with a "bind" code sent to it.
import { z } from 'zod';
import type { AccountType } from '@exchange/contract/auth';
import { isEmail } from '@exchange/contract/rules';
import { codeField, googleField } from '../common/fields.ts';

const PHONE = /^\d{5,15}$/;

export const verifyCurrentSchema = z.object({ code: codeField });
export type VerifyCurrentValues = z.input<typeof verifyCurrentSchema>;

/** The address's problem as a message key, or null: the send button checks it before sending too. */
export const newAccountError = (type: AccountType, account: string, current: string): string | null => {
  const value = account.trim();
  if (value === '') return type === 'email' ? 'account.error.email_required' : 'account.error.phone_required';
  if (type === 'email' && !isEmail(value)) return 'user.error.email_invalid';
  if (type === 'phone' && !PHONE.test(value)) return 'user.error.phone_invalid';
  if (value.toLowerCase() === current.toLowerCase()) return 'account.error.same_account';
  return null;
};

export const newAccountSchema = (type: AccountType, current: string, googleBound: boolean) =>
  z
    .object({ areaCode: z.string(), account: z.string(), code: codeField, googleCode: googleField(googleBound) })
    .superRefine((v, ctx) => {
      const problem = newAccountError(type, v.account, current);
      if (problem) ctx.addIssue({ code: 'custom', path: ['account'], message: problem });
    });

export type NewAccountValues = z.input<ReturnType<typeof newAccountSchema>>;
