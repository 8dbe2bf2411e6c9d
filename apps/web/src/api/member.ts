// The logged-in member's own profile.
import type { MemberInfo } from '@exchange/contract/member';
import { COIN } from '@exchange/contract/paths';
import { coinUrl, request } from './transport.ts';

export const getMemberInfo = (): Promise<MemberInfo> => request({ url: coinUrl(COIN.memberInfo) });
