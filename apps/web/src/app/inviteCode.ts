// An `invite_code` in any URL is remembered for the session (spec §2), so a visitor who arrives by an
// invitation link and registers later, on another page, is still credited to the inviter.
import { getStore, setStore } from '../lib/storage.ts';

const NAME = 'inviteCode';
// Invite codes are short tokens; anything else in the parameter is not one.
const INVITE_CODE = /^[A-Za-z0-9_-]{1,32}$/;

export const inviteCodeFrom = (search: string): string | null => {
  const code = new URLSearchParams(search).get('invite_code')?.trim() ?? '';
  return INVITE_CODE.test(code) ? code : null;
};

export const rememberInviteCode = (search: string): void => {
  const code = inviteCodeFrom(search);
  if (code) setStore({ name: NAME, content: code, type: 'session' });
};

export const rememberedInviteCode = (): string => getStore<string>({ name: NAME, type: 'session' }) ?? '';
