// The trade-password form. The first one is proven with the login password; a change with the
// current trade password or, when forgotten, a "verify" code sent to the member's own e-mail or
// phone (server: security/tradePassword.ts). The new one follows pattern 1 of spec §5, like the
// login password, and may not be the login password (the server checks that too).
import { z } from 'zod';
import { isPasswordPattern1 } from '@exchange/contract/rules';
import type { TradePasswordProof } from '../../../api/account.ts';
import { PASSWORD_MISMATCH } from '../common/fields.ts';

export type TradeProofMode = TradePasswordProof['kind'];

const SIX_DIGITS = /^\d{6}$/;

export const tradePasswordSchema = (mode: TradeProofMode, googleBound: boolean) =>
  z
    .object({
      loginPassword: z.string(),
      oldPassword: z.string(),
      accountType: z.enum(['email', 'phone']),
      code: z.string().trim(),
      password: z.string(),
      confirm: z.string(),
      googleCode: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (mode === 'login' && v.loginPassword === '') issue('loginPassword', 'user.error.password_required');
      if (mode === 'old' && v.oldPassword === '') issue('oldPassword', 'account.error.old_trade_password');
      if (mode === 'code' && !SIX_DIGITS.test(v.code)) issue('code', 'user.error.code_invalid');
      if (!isPasswordPattern1(v.password)) issue('password', 'user.error.password_pattern');
      else if (mode === 'login' && v.password === v.loginPassword) issue('password', 'account.error.trade_same_as_login');
      if (v.confirm !== v.password) issue('confirm', PASSWORD_MISMATCH);
      if (googleBound && !SIX_DIGITS.test(v.googleCode)) issue('googleCode', 'account.error.google_code');
    });

export type TradePasswordValues = z.input<ReturnType<typeof tradePasswordSchema>>;

export const tradeProof = (mode: TradeProofMode, v: TradePasswordValues): TradePasswordProof => {
  if (mode === 'login') return { kind: 'login', loginPassword: v.loginPassword };
  if (mode === 'old') return { kind: 'old', oldPassword: v.oldPassword };
  return { kind: 'code', code: v.code.trim(), accountType: v.accountType };
};
