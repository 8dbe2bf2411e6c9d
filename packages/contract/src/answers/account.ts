// Answers of the account centre: Google 2FA, account tickets, KYC, API keys, the invitee list.
import { z } from 'zod';
import { ACCOUNT_TYPES } from '../auth.ts';
import { API_KEY_PERMISSIONS, type AccountTicket, type ApiKeyCreated, type ApiKeyRow, type CoinAmount, type GoogleSecret, type InviteList, type InviteeRow, type KycInfo, type KycRecord } from '../account.ts';
import type { Page } from '../envelope.ts';
import { exactly } from './exact.ts';
import { decimal, pageOf } from './common.ts';

export const googleSecret = exactly<GoogleSecret>()(z.object({ secret: z.string(), otpauthUrl: z.string(), issuer: z.string(), account: z.string() }));

export const accountTicket = exactly<AccountTicket>()(z.object({ ticket: z.string(), accountType: z.enum(ACCOUNT_TYPES), expiresIn: z.number().int() }));

const kycStatus = z.enum(['0', '-1', '1', '2']);
const kycRecord = exactly<KycRecord>()(
  z.object({
    id: z.string(),
    real_name: z.string(),
    document_type: z.string(),
    document_number: z.string(),
    front_image: z.string(),
    back_image: z.string(),
    status: kycStatus,
    reason: z.string(),
    create_time: z.string(),
    review_time: z.string(),
  }),
);
export const kycInfo = exactly<KycInfo>()(z.object({ real_name_status: kycStatus, record: kycRecord.nullable() }));

const apiKeyFields = {
  id: z.string(),
  label: z.string(),
  api_key: z.string(),
  permissions: z.array(z.enum(API_KEY_PERMISSIONS)),
  ip_whitelist: z.string(),
  create_time: z.string(),
  update_time: z.string(),
};
export const apiKeyRow = exactly<ApiKeyRow>()(z.object(apiKeyFields));
export const apiKeyCreated = exactly<ApiKeyCreated>()(z.object({ ...apiKeyFields, secret: z.string() }));
export const apiKeyPage = exactly<Page<ApiKeyRow>>()(pageOf(apiKeyRow));

const coinAmount = exactly<CoinAmount>()(z.object({ coin: z.string(), amount: decimal }));
const inviteeRow = exactly<InviteeRow>()(
  z.object({ uid: z.string(), account: z.string(), create_time: z.string(), fees: z.array(coinAmount), commission: z.array(coinAmount) }),
);
export const inviteList = exactly<InviteList>()(
  pageOf(inviteeRow).extend({ invite_code: z.string(), rate: decimal, total_commission: z.array(coinAmount) }),
);
