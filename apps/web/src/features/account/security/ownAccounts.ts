// The member's own e-mail and phone as targets of a "verify" code (trade password, changing a bound
// address): which are bound, and sending the code to one of them.
import type { AccountType } from '@exchange/contract/auth';
import { maskAccount } from '@exchange/contract/format-mask';
import type { MemberInfo } from '@exchange/contract/member';
import { sendEmailCode, sendSmsCode } from '../../../api/auth.ts';

/** The server sends an SMS "verify" code to the number with the area code it was bound with. */
const ANY_AREA_CODE = '+86';

export const boundAccountTypes = (member: Pick<MemberInfo, 'email' | 'phone'>): AccountType[] =>
  (['email', 'phone'] as const).filter((type) => member[type] !== '');

export const ownAddress = (member: Pick<MemberInfo, 'email' | 'phone'>, type: AccountType): string => member[type];

export const sendVerifyCode = async (member: Pick<MemberInfo, 'email' | 'phone'>, type: AccountType): Promise<void> => {
  if (type === 'email') await sendEmailCode(member.email, 'verify');
  else await sendSmsCode(member.phone, ANY_AREA_CODE, 'verify');
};

export const maskedOwn = (member: Pick<MemberInfo, 'email' | 'phone'>, type: AccountType): string => maskAccount(ownAddress(member, type));
