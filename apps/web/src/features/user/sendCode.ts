// Sends a verification code to the account being registered or reset, by e-mail or by SMS.
import type { CodePurpose } from '@exchange/contract/auth';
import { sendEmailCode, sendSmsCode } from '../../api/auth.ts';
import type { AccountKind } from './schemas.ts';

export interface CodeTarget {
  accountType: AccountKind;
  account: string;
  areaCode: string;
}

export const sendCode = async ({ accountType, account, areaCode }: CodeTarget, purpose: CodePurpose): Promise<void> => {
  if (accountType === 'email') await sendEmailCode(account.trim(), purpose);
  else await sendSmsCode(account.trim(), areaCode, purpose);
};
