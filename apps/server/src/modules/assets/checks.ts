// Checks on what a member sends the wallet, each refusing with a message written for the user.
import { isWalletAccountType, type WalletAccountType } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError, UnauthorizedError } from '../../http/errors.ts';
import { toUnits } from '../../ledger/index.ts';
import { checkGoogleCode } from '../auth/service.ts';
import { findMemberById, type MemberRow } from '../member/repo.ts';
import { isWalletCoin } from './coins.ts';

export const coinOf = (value: string): string => {
  const coin = value.trim().toUpperCase();
  if (!isWalletCoin(coin)) throw new BusinessError(`Unknown coin: ${value.slice(0, 12)}`);
  return coin;
};

/** A sub-account that holds funds; the total row (0) and the unlisted 6 and 7 are named as such. */
export const accountTypeOf = (value: unknown): WalletAccountType => {
  const type = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (type === '0') throw new BusinessError('The total is not an account; choose an account type');
  if (type === '6' || type === '7') throw new BusinessError(`Account type ${type} is not available`);
  if (!isWalletAccountType(type)) throw new BusinessError('Unknown account type');
  return type;
};

const DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;

/** A positive amount with at most `scale` decimals, in ledger units. */
export const amountOf = (value: string, scale: number): bigint => {
  const text = value.trim();
  if (/^-\d/.test(text)) throw new BusinessError('The amount must be greater than 0');
  if (!DECIMAL.test(text)) throw new BusinessError('Please enter a valid amount');
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > scale) throw new BusinessError(`The amount can have at most ${scale} decimal places`);
  const units = toUnits(text);
  if (units <= 0n) throw new BusinessError('The amount must be greater than 0');
  return units;
};

export const memberOf = async (db: Db, memberId: string): Promise<MemberRow> => {
  const member = await findMemberById(db, memberId);
  if (!member) throw new UnauthorizedError();
  return member;
};

export const isMerchant = (member: MemberRow): boolean => member.is_merchant === 2;

/**
 * The Google code of a member who has bound Google 2FA (member.google_secret set). Members who
 * have not bound it are not asked: this is the one check to keep when the security settings add
 * binding, unbinding and resets.
 */
export const requireGoogleCodeWhenBound = (member: MemberRow, code: string | undefined): void => {
  if (!member.google_secret) return;
  if (!code) throw new BusinessError('Please enter the Google verification code');
  if (!checkGoogleCode(member.google_secret, code)) throw new BusinessError('The Google verification code is wrong');
};
