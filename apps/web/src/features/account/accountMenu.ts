// The account centre's side menu (spec §2 "Account area"): account info, security settings, account
// activity, identity authentication, and merchant management only for merchants (§6). Setting pages
// (/account/center/security/setting/*) are focused tasks: the menu steps aside there.
import { isMerchant } from './member.ts';

export const CENTER = '/account/center';

export interface CenterMenuItem {
  to: string;
  key: string;
}

const ITEMS: readonly CenterMenuItem[] = [
  { to: `${CENTER}/info`, key: 'section.account.info.title' },
  { to: `${CENTER}/security`, key: 'section.account.security.title' },
  { to: `${CENTER}/device-management`, key: 'section.account.devices.title' },
  { to: `${CENTER}/kyc`, key: 'section.account.kyc.title' },
];

const MERCHANT_ITEM: CenterMenuItem = { to: `${CENTER}/merchant`, key: 'section.account.merchant.title' };

export const centerMenu = (member: { is_merchant?: number } | null | undefined): CenterMenuItem[] =>
  isMerchant(member) ? [...ITEMS, MERCHANT_ITEM] : [...ITEMS];

export const isSettingPath = (pathname: string): boolean => pathname.startsWith(`${CENTER}/security/setting/`);
