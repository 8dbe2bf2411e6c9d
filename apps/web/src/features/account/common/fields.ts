// Field rules the account forms share, on the contract's rules (spec §5) so a form accepts what
// the server accepts. Messages are translation keys, translated on render.
import { z } from 'zod';
import { isPasswordPattern1 } from '@exchange/contract/rules';

const SIX_DIGITS = /^\d{6}$/;

export const codeField = z.string().trim().regex(SIX_DIGITS, 'user.error.code_invalid');

/** Once Google 2FA is bound every secret change asks for its code; before, the field is absent. */
export const googleField = (bound: boolean) => (bound ? z.string().trim().regex(SIX_DIGITS, 'account.error.google_code') : z.string().trim());

export const requiredPassword = z.string().min(1, 'user.error.password_required');

/** A new password: pattern 1 of §5 (6 to 20 letters, digits and the listed symbols). */
export const newPassword = z.string().refine(isPasswordPattern1, 'user.error.password_pattern');

export const PASSWORD_MISMATCH = 'user.error.password_mismatch';

/** The Google code as the api layer wants it: only when bound. */
export const googleCodeOf = (bound: boolean, value: string): string | undefined => (bound ? value.trim() : undefined);
