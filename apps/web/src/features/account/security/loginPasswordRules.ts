// The login-password form: the current password, a new one by pattern 1 (spec §5) and its repeat.
import { z } from 'zod';
import { PASSWORD_MISMATCH, newPassword, requiredPassword } from '../common/fields.ts';

export const loginPasswordSchema = z
  .object({ oldPassword: requiredPassword, password: newPassword, confirm: z.string() })
  .superRefine((values, ctx) => {
    if (values.confirm !== values.password) ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORD_MISMATCH });
    // The server refuses it too; saying so here saves a round trip and a lockout count.
    if (values.password !== '' && values.password === values.oldPassword) ctx.addIssue({ code: 'custom', path: ['password'], message: 'account.error.same_password' });
  });

export type LoginPasswordValues = z.input<typeof loginPasswordSchema>;
