// The anti-phishing form: a code of 4 to 20 letters or digits (the contract's rule), the login
// password, and the Google code once bound.
import { z } from 'zod';
import { isAntiCode } from '@exchange/contract/account';
import { googleField, requiredPassword } from '../common/fields.ts';

export const antiCodeSchema = (googleBound: boolean) =>
  z.object({
    antiCode: z.string().trim().refine(isAntiCode, 'account.error.anti_code'),
    loginPassword: requiredPassword,
    googleCode: googleField(googleBound),
  });

export type AntiCodeValues = z.input<ReturnType<typeof antiCodeSchema>>;
