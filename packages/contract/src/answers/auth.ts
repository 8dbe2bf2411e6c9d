// Answers of the auth calls: the token call's flat answer (§4), codes sent, account lookup.
import { z } from 'zod';
import type { TokenError, TokenResponse } from '../envelope.ts';
import { ACCOUNT_TYPES } from '../auth.ts';
import { exactly } from './exact.ts';

export const tokenResponse = exactly<TokenResponse>()(
  z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int(),
    user_id: z.string(),
    account: z.string(),
    user_name: z.string(),
    avatar: z.string(),
    tenant_id: z.string(),
    issued_at: z.number().int(),
  }),
);

export const tokenError = exactly<TokenError>()(z.object({ error_code: z.number().int(), error_description: z.string() }));

/** open/send/email and open/send/sms: the code is on its way and lasts expiresIn seconds. */
export const codeSent = z.object({ sent: z.literal(true), expiresIn: z.number().int() });

/** open/getAuthentication: the kind of account name only, so it tells nothing of whether the account exists. */
export const accountAuthentication = z.object({ accountType: z.enum(ACCOUNT_TYPES) });
