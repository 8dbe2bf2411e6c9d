// The security page's list as data: each setting, whether it is on, what the member sees as its
// state (the masked address, "set", "not set") and where its button goes with which wording.
import { maskAccount } from '@exchange/contract/format-mask';
import type { MemberInfo } from '@exchange/contract/member';
import { hasGoogle, hasTradePassword, maskAntiCode } from '../member.ts';
import { API_KEYS_PATH, SETTING_PATH } from './securityPaths.ts';

export interface SecurityItem {
  id: 'google' | 'phone' | 'email' | 'loginPassword' | 'tradePassword' | 'antiCode' | 'apiKeys';
  /** Translation keys. */
  title: string;
  hint: string;
  /** undefined: a setting without an on/off state (login password, API keys). */
  on: boolean | undefined;
  /** Translation key of the state word ("Bound", "Not set" …), '' without a state. */
  state: string;
  /** Shown beside the state, e.g. the masked phone. */
  detail: string;
  to: string;
  action: string;
}

const bound = (on: boolean) => (on ? 'account.state.bound' : 'account.state.unbound');
const set = (on: boolean) => (on ? 'account.state.set' : 'account.state.unset');

type Member = Pick<MemberInfo, 'email' | 'phone' | 'google_key' | 'pay_pwd' | 'anti_code'>;

export const securityItems = (member: Member): SecurityItem[] => {
  const google = hasGoogle(member);
  const trade = hasTradePassword(member);
  return [
    { id: 'google', title: 'section.security.google.title', hint: 'account.security.hint.google', on: google, state: bound(google), detail: '', to: SETTING_PATH.google, action: google ? 'account.action.reset' : 'account.action.bind' },
    { id: 'phone', title: 'section.security.phone.title', hint: 'account.security.hint.phone', on: member.phone !== '', state: bound(member.phone !== ''), detail: maskAccount(member.phone), to: SETTING_PATH.phone, action: member.phone ? 'account.action.change' : 'account.action.bind' },
    { id: 'email', title: 'section.security.email.title', hint: 'account.security.hint.email', on: member.email !== '', state: bound(member.email !== ''), detail: maskAccount(member.email), to: SETTING_PATH.email, action: member.email ? 'account.action.change' : 'account.action.bind' },
    { id: 'loginPassword', title: 'section.security.login_pwd.title', hint: 'account.security.hint.login_pwd', on: undefined, state: '', detail: '', to: SETTING_PATH.loginPassword, action: 'account.action.change' },
    { id: 'tradePassword', title: 'section.security.trade_pwd.title', hint: 'account.security.hint.trade_pwd', on: trade, state: set(trade), detail: '', to: SETTING_PATH.tradePassword, action: trade ? 'account.action.change' : 'account.action.set' },
    { id: 'antiCode', title: 'section.security.anti_code.title', hint: 'account.security.hint.anti_code', on: member.anti_code !== '', state: set(member.anti_code !== ''), detail: maskAntiCode(member.anti_code), to: SETTING_PATH.antiCode, action: member.anti_code ? 'account.action.change' : 'account.action.set' },
    { id: 'apiKeys', title: 'account.api.title', hint: 'account.security.hint.api', on: undefined, state: '', detail: '', to: API_KEYS_PATH, action: 'account.action.manage' },
  ];
};

/** How many of the protections that can be on are on: the page's summary. */
export const securityLevel = (items: readonly SecurityItem[]): { on: number; of: number } => {
  const switchable = items.filter((item) => item.on !== undefined);
  return { on: switchable.filter((item) => item.on).length, of: switchable.length };
};
