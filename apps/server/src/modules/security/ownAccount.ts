// The member's own e-mail or phone as a code target: where a "verify" code for them was sent
// (auth/service.ts sendCode), and the check that the code they type is that one.
import type { AccountType } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import type { Codes } from '../auth/codes.ts';
import { codeTarget } from '../auth/service.ts';
import type { MemberRow } from '../member/repo.ts';

export const ownTarget = (member: MemberRow, accountType: AccountType): string => {
  if (accountType === 'email') {
    if (!member.email) throw new BusinessError('No e-mail is bound to your account');
    return codeTarget('email', member.email);
  }
  if (!member.phone) throw new BusinessError('No phone is bound to your account');
  return codeTarget('phone', member.phone, member.area_code ?? undefined);
};

/** Uses up a "verify" code sent to the member's own account of that type, or says why not. */
export const consumeOwnCode = (codes: Codes, member: MemberRow, accountType: AccountType, code: string): Promise<void> =>
  codes.consume(ownTarget(member, accountType), 'verify', code);
