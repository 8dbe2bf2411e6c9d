// The account centre's server calls (spec §2 /account/center, §7 "Auth and account"): security
// settings (Google 2FA, phone and e-mail binding, anti-phishing code, trade password), KYC, API
// keys and the agent's invitee list. Paths are relative to coinBase(head); bodies are JSON.
//
// Codes. A security change proves control of an account with a six-digit code sent by
// open/send/email or open/send/sms (auth.ts) with a purpose:
//   - purpose "bind": to a NEW e-mail or phone being bound (needs a login; refused when another
//     member uses it);
//   - purpose "verify": to the member's OWN current e-mail or phone (accountVerification, and a
//     trade-password change without the old trade password).
// Once Google 2FA is bound, every call below that changes a secret also needs `googleCode`.
import { z } from 'zod';
import { ACCOUNT_TYPES, md5Hex, verificationCode } from './auth.ts';
import type { KYC_STATUS } from './constants.ts';
import type { Page } from './envelope.ts';
import { inputText, pageFields } from './input.ts';
import { isEmail, isIpWhitelist } from './rules.ts';

export const ACCOUNT_PATH = {
  /** GET: a secret to bind Google 2FA with; x is a GoogleSecretMode. */
  googleVerification: (x: GoogleSecretMode) => `member/getGoogleVerification/${x}`,
  /** GET: y is a GoogleAction (spec: y defaults to 2, reset). */
  googleBindOrReset: (code: string, y: GoogleAction = GOOGLE_ACTION.reset) => `member/googleVerificationBindingOrReset/${code}/${y}`,
  /** POST AccountVerificationBody → AccountTicket. */
  accountVerification: 'member/accountVerification',
  /** POST AccountBindingBody. */
  accountVerificationBinding: 'member/accountVerificationBinding',
  /** POST AntiCodeBody. */
  antiCode: 'member/antiCode',
  /** POST TradePasswordBody (wallet.ts); also WALLET_PATH.tradePassword. */
  tradePassword: 'member/tradePwd',
  /** POST KycSubmitBody. */
  kycSubmit: 'member/verified',
  /** GET → KycInfo ("yhrzxx": the member's identity-verification record). */
  kycRecord: 'member/getMemberOtherData/yhrzxx',
  /** POST ApiKeyPageBody → Page<ApiKeyRow>. */
  apiKeyPage: 'api/page',
  /** POST ApiKeySaveBody → ApiKeyCreated (new key) or ApiKeyRow (edit). */
  apiKeySave: 'api/apiSave',
  /** POST ApiKeyDeleteBody. */
  apiKeyDelete: 'api/del',
  /** GET ?current&size → InviteList (agent management: the member's invitees). */
  inviteList: 'member/getInviteList',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const googleCodeField = z.preprocess(blankToUndefined, z.string().regex(/^\d{6}$/, 'The Google verification code has 6 digits').optional());

// ---- Google 2FA --------------------------------------------------------------------------------

/**
 * x of getGoogleVerification: "1" makes a fresh secret (replacing one not yet bound); "2" answers
 * the secret already waiting to be bound, so reloading the page after scanning the QR code keeps
 * the scanned secret valid (a fresh one is made if none waits). Both are refused once bound.
 */
export const GOOGLE_SECRET_MODE = { fresh: '1', pending: '2' } as const;
export type GoogleSecretMode = (typeof GOOGLE_SECRET_MODE)[keyof typeof GOOGLE_SECRET_MODE];

/**
 * y of googleVerificationBindingOrReset: "1" binds the waiting secret (the code is from it);
 * "2" resets, i.e. unbinds (the code is from the bound secret). google_key follows: 1 / 0.
 * A lost authenticator is reset by an operator (`npm run admin -- google-reset <member>`).
 */
export const GOOGLE_ACTION = { bind: '1', reset: '2' } as const;
export type GoogleAction = (typeof GOOGLE_ACTION)[keyof typeof GOOGLE_ACTION];

export interface GoogleSecret {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  /** otpauth://totp/… for the QR code: SHA1, 6 digits, 30 seconds; issuer = the brand. */
  otpauthUrl: string;
  issuer: string;
  /** The label shown in the authenticator: the member's e-mail or phone. */
  account: string;
}

// ---- account verification and binding --------------------------------------------------------

const accountTypeField = z.enum(ACCOUNT_TYPES, { message: 'Please choose e-mail or phone' });

/** Proves control of the member's own current e-mail or phone with a "verify" code. */
export const accountVerificationBody = z.object({ accountType: accountTypeField, code: verificationCode });
export type AccountVerificationBody = z.infer<typeof accountVerificationBody>;

export const ACCOUNT_LIMITS = { ticketSeconds: 600 } as const;

/** Answer of accountVerification: a single-use ticket, valid ACCOUNT_LIMITS.ticketSeconds. */
export interface AccountTicket {
  ticket: string;
  accountType: (typeof ACCOUNT_TYPES)[number];
  expiresIn: number;
}

/**
 * Binds a phone or e-mail, or changes it. `code` was sent (purpose "bind") to the new account.
 * Changing one already bound also needs `ticket` from accountVerification of the current one of
 * that type, so a stolen session cannot move the account to the thief's address.
 */
export const accountBindingBody = z
  .object({
    accountType: accountTypeField,
    account: inputText().trim().min(1, 'Please enter the account').max(64, 'The account is too long'),
    areaCode: z.string().regex(/^\+?\d{1,4}$/, 'Invalid area code').optional(),
    code: verificationCode,
    ticket: z.preprocess(blankToUndefined, inputText().max(100).optional()),
    googleCode: googleCodeField,
  })
  .superRefine((v, ctx) => {
    if (v.accountType === 'email' && !isEmail(v.account)) ctx.addIssue({ code: 'custom', path: ['account'], message: 'Invalid email format' });
    if (v.accountType === 'phone' && !/^\d{5,15}$/.test(v.account)) ctx.addIssue({ code: 'custom', path: ['account'], message: 'Invalid phone number' });
  });
export type AccountBindingBody = z.infer<typeof accountBindingBody>;

// ---- anti-phishing code -------------------------------------------------------------------------

export const ANTI_CODE = { min: 4, max: 20 } as const;
export const ANTI_CODE_MESSAGE = 'The anti-phishing code has 4 to 20 letters or digits';
export const isAntiCode = (value: string): boolean => /^[A-Za-z0-9]{4,20}$/.test(value);

/** Sets or changes the code every e-mail and SMS of the exchange then carries; needs the login password. */
export const antiCodeBody = z.object({
  antiCode: z.string({ message: ANTI_CODE_MESSAGE }).refine(isAntiCode, ANTI_CODE_MESSAGE),
  loginPwd: md5Hex,
  googleCode: googleCodeField,
});
export type AntiCodeBody = z.infer<typeof antiCodeBody>;

// ---- KYC --------------------------------------------------------------------------------------

export type KycStatus = (typeof KYC_STATUS)[keyof typeof KYC_STATUS];
/** Dictionary (sys/sys/dict/getDictItems/…) whose item values are the accepted document types. */
export const KYC_DOCUMENT_DICT = 'kyc_document_type';
export const KYC_LIMITS = { realNameMin: 2, realNameMax: 60, documentNumberMin: 4, documentNumberMax: 30, reasonMax: 200 } as const;

/** Images are links returned by cgform-api/upload/file (data.link, "/uploads/…") of this server. */
export const kycSubmitBody = z.object({
  realName: inputText('Please enter your real name')
    .trim()
    .min(KYC_LIMITS.realNameMin, 'Please enter your real name')
    .max(KYC_LIMITS.realNameMax, `The name can have at most ${KYC_LIMITS.realNameMax} characters`),
  documentType: inputText('Please choose a document type').min(1, 'Please choose a document type').max(10),
  documentNumber: z
    .string({ message: 'Please enter the document number' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, 'The document number has 4 to 30 letters, digits or hyphens'),
  frontImage: inputText('Please upload the front of the document').min(1, 'Please upload the front of the document').max(300),
  backImage: inputText('Please upload the back of the document').min(1, 'Please upload the back of the document').max(300),
});
export type KycSubmitBody = z.infer<typeof kycSubmitBody>;

export interface KycRecord {
  id: string;
  real_name: string;
  document_type: string;
  /** Masked: the first 2 and last 2 characters. */
  document_number: string;
  front_image: string;
  back_image: string;
  /** '1' pending review, '2' verified, '-1' failed (see reason). */
  status: KycStatus;
  reason: string;
  create_time: string;
  /** '' until reviewed. */
  review_time: string;
}

/** Answer of member/getMemberOtherData/yhrzxx: the status of member info and the latest request. */
export interface KycInfo {
  real_name_status: KycStatus;
  record: KycRecord | null;
}

// ---- API keys ---------------------------------------------------------------------------------

/** read: account and order queries; trade: place and cancel orders; withdraw: withdrawals (needs an IP whitelist). */
export const API_KEY_PERMISSIONS = ['read', 'trade', 'withdraw'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];
export const API_KEY_LIMITS = { maxPerMember: 20, labelMax: 30, maxIps: 20 } as const;

export interface ApiKeyRow {
  id: string;
  label: string;
  api_key: string;
  /** Always contains "read". */
  permissions: ApiKeyPermission[];
  /** Comma-separated IPv4 addresses; '' = any address. */
  ip_whitelist: string;
  create_time: string;
  update_time: string;
}

/** The answer of creating a key: the only time the secret is shown; the server keeps only its hash. */
export interface ApiKeyCreated extends ApiKeyRow {
  secret: string;
}

// A missing id reads like an id that does not exist: the member learns nothing either way.
const idField = z.preprocess((v) => (typeof v === 'number' ? String(v) : (v ?? '')), z.string({ message: 'Unknown API key' }).regex(/^\d{1,18}$/, 'Unknown API key'));

export const apiKeyPageBody = z.object(pageFields);

/** Without `id` it creates a key; with `id` it edits that key's label, permissions and whitelist. */
export const apiKeySaveBody = z.object({
  id: z.preprocess(blankToUndefined, idField.optional()),
  label: inputText('Please enter a label').trim().min(1, 'Please enter a label').max(API_KEY_LIMITS.labelMax, `The label can have at most ${API_KEY_LIMITS.labelMax} characters`),
  /** An array, or a comma-separated string; "read" is added when missing. */
  permissions: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((p) => p.trim()).filter(Boolean) : v),
    z.array(z.enum(API_KEY_PERMISSIONS, { message: 'Unknown permission' }), { message: 'Unknown permission' }).max(3),
  ).default(['read']),
  ipWhitelist: z
    .string({ message: 'Invalid IP address' })
    .max(API_KEY_LIMITS.maxIps * 16, `At most ${API_KEY_LIMITS.maxIps} IP addresses`)
    .refine(isIpWhitelist, 'Invalid IP address: use IPv4 addresses separated by commas')
    .default(''),
  googleCode: googleCodeField,
});
export type ApiKeySaveBody = z.input<typeof apiKeySaveBody>;

export const apiKeyDeleteBody = z.object({ id: idField });

// ---- agent management ----------------------------------------------------------------------------

/** Share of an invitee's trading fees credited to the inviter (shown; paid by the rebate programme). */
export const INVITE_COMMISSION_RATE = '0.2';

export interface CoinAmount {
  coin: string;
  amount: string;
}

export interface InviteeRow {
  /** The invitee's public uid. */
  uid: string;
  /** Masked e-mail or phone (spec §9 mask). */
  account: string;
  create_time: string;
  /** Fees the invitee has paid so far, per coin (ledger fee entries). */
  fees: CoinAmount[];
  /** fees × INVITE_COMMISSION_RATE, per coin, 8 decimals rounded down. */
  commission: CoinAmount[];
}

export interface InviteList extends Page<InviteeRow> {
  invite_code: string;
  rate: string;
  /** The commission over every invitee (not only this page), per coin. */
  total_commission: CoinAmount[];
}
