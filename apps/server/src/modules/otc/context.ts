// What every part of the P2P module works with: the database, the ledger, the live channel and a
// clock (tests move it to expire orders), plus the conversions between wire decimals and the
// integers the tables keep (coins in ledger units of 10^-8, fiat in cents).
import type { Db } from '../../db/index.ts';
import type { Publisher } from '../../broker/types.ts';
import { BusinessError } from '../../http/errors.ts';
import { toUnits, trimUnits, WALLET_TYPE, type Ledger } from '../../ledger/index.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { memberOf } from '../assets/checks.ts';
import type { FiatIndex } from './fiatIndex.ts';

export interface OtcDeps {
  db: Db;
  ledger: Ledger;
  publisher: Publisher;
  now: () => number;
  /** The coin's index in a fiat, for floating adverts (fiatIndex.ts); absent, floating prices are refused. */
  index?: FiatIndex;
  /** When above 0, every new order's payment window in seconds, instead of its advert's minutes (OTC_PAY_WINDOW_SECONDS). */
  payWindowSeconds?: number;
}

/** A merchant trades from its merchant wallet; a member from its spot wallet. */
export const MERCHANT_WALLET = WALLET_TYPE.merchant;
export const MEMBER_WALLET = WALLET_TYPE.spot;

const UNITS_PER_COIN = 100_000_000n;

export const coinUnits = (decimal: string): bigint => toUnits(decimal);
export const coinText = (units: bigint | string): string => trimUnits(BigInt(units));

/** "12.34" → 1234n; callers have checked the form (at most 2 decimals). */
export const cents = (decimal: string): bigint => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
export const centsText = (value: bigint | string): string => {
  const v = BigInt(value);
  return `${v / 100n}.${(v % 100n).toString().padStart(2, '0')}`;
};

/** Fiat of a coin amount at a price, rounded down to the cent. */
export const fiatOf = (units: bigint, priceCents: bigint): bigint => (units * priceCents) / UNITS_PER_COIN;
/** Coin units a fiat amount buys at a price, rounded down to the unit. */
export const unitsFor = (fiatCents: bigint, priceCents: bigint): bigint => (fiatCents * UNITS_PER_COIN) / priceCents;

export const requireTradePassword = async (db: Db, memberId: string, md5: string): Promise<void> => {
  const member = await memberOf(db, memberId);
  if (!member.pay_pwd_hash) throw new BusinessError('Please set a trade password first');
  if (!(await verifyPassword(member.pay_pwd_hash, md5))) throw new BusinessError('The trade password is wrong');
};

export const requireVerified = async (db: Db, memberId: string): Promise<void> => {
  const member = await memberOf(db, memberId);
  if (member.real_name_status !== '2') throw new BusinessError('Please complete identity verification first');
};

/** The caller's merchant row, or a refusal for a member who is not one. */
export const requireMerchant = async (db: Db, memberId: string) => {
  const row = await db.selectFrom('merchant').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw new BusinessError('Only merchants can do this');
  return row;
};
