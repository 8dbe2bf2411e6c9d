// The Google forms: one six-digit code from the authenticator, to bind (from the waiting secret)
// or to reset (from the bound one).
import { z } from 'zod';

export const googleCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'account.error.google_code') });
export type GoogleCodeValues = z.input<typeof googleCodeSchema>;
