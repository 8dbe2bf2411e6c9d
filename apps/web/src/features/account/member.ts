// What the account centre reads from member info (DESIGN §4), in the domain's words: the wire's
// flags (is_merchant 2, google_key 1, pay_pwd 1, real_name_status) are read here and nowhere else.
import { KYC_STATUS } from '@exchange/contract/constants';
import { maskAccount } from '@exchange/contract/format-mask';
import type { MemberInfo } from '@exchange/contract/member';

export const MERCHANT_FLAG = 2;

export const isMerchant = (member: { is_merchant?: number } | null | undefined): boolean => member?.is_merchant === MERCHANT_FLAG;

export const hasGoogle = (member: Pick<MemberInfo, 'google_key'> | undefined): boolean => member?.google_key === 1;

export const hasTradePassword = (member: Pick<MemberInfo, 'pay_pwd'> | undefined): boolean => member?.pay_pwd === 1;

/** The login name shown on the account page: the e-mail, else the phone, masked (spec §9). */
export const maskedAccount = (member: Pick<MemberInfo, 'email' | 'phone'>): string => maskAccount(member.email || member.phone || '');

export type KycState = 'none' | 'pending' | 'verified' | 'failed';

/** real_name_status → the page's state; anything unknown reads as not verified (the form). */
export const kycState = (status: string | undefined): KycState => {
  if (status === KYC_STATUS.pending) return 'pending';
  if (status === KYC_STATUS.verified) return 'verified';
  if (status === KYC_STATUS.failed) return 'failed';
  return 'none';
};

export const KYC_STATE_KEY: Record<KycState, string> = {
  none: 'account.kyc.state.none',
  pending: 'account.kyc.state.pending',
  verified: 'account.kyc.state.verified',
  failed: 'account.kyc.state.failed',
};

/**
 * The anti-phishing code, recognisable to its owner but not readable over a shoulder: the first and
 * last characters kept (a code has 4 to 20).
 */
export const maskAntiCode = (code: string): string => {
  if (code === '') return '';
  const chars = Array.from(code);
  return chars.length <= 4 ? `${chars[0]}***` : `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
};
