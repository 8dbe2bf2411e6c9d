// Test kit of the account centre's component tests: a logged-in member whose info is served by a
// fake `request` (so the real api/account.ts runs, md5 included), and helpers to find the calls.
import { vi } from 'vitest';
import type { MemberInfo } from '@exchange/contract/member';
import * as transport from '../../api/transport.ts';
import type { RequestOptions } from '../../api/transport.ts';
import { useSession, type UserInfo } from '../../session/store.ts';
import { fakeRequest } from '../wallet/testWallet.ts';

export const MEMBER: MemberInfo = {
  id: '7',
  uid: '58720148',
  blade_user_id: '7',
  email: 'demo@exchange.local',
  phone: '',
  avatar: '',
  real_name_status: '0',
  level_str: 'VIP0',
  is_merchant: 0,
  merchant: null,
  first: 0,
  chatKey: 'c',
  google_key: 0,
  pay_pwd: 0,
  anti_code: '',
};

/** Serves member info (with `member` over the defaults) and the given routes, by path suffix. */
export const serve = (member: Partial<MemberInfo>, routes: Record<string, unknown> = {}) =>
  vi.mocked(transport.request).mockImplementation(
    fakeRequest({ 'member/getMemberInfo': { ...MEMBER, ...member }, 'cgform-api/getData/images': { total: 0, records: [] }, ...routes }),
  );

export const login = () =>
  useSession.setState({ isLoggedIn: true, user: { user_id: '7' } as UserInfo, token: { access_token: 'a', refresh_token: 'r' } as never });

export const logoutState = () => useSession.setState({ isLoggedIn: false, user: null, token: null });

/** Every call whose url contains `part`. */
export const callsTo = (part: string): RequestOptions[] =>
  vi
    .mocked(transport.request)
    .mock.calls.map(([opts]) => opts)
    .filter((opts) => opts.url.includes(part));
