// Checks on what callers hand the ledger, before any SQL runs. The database repeats the structural
// ones as constraints; these come first so a caller gets a LedgerError with a clear message
// rather than a constraint violation.
import { AMOUNT_NOT_POSITIVE, AMOUNT_TOO_LARGE, LedgerError } from './errors.ts';
import { MAX_UNITS } from './amount.ts';
import { WALLET_TYPE, type AccountKey } from './types.ts';

const WALLET_TYPES: ReadonlySet<string> = new Set(Object.values(WALLET_TYPE));
/** An isolated margin account: the lever wallet of one pair (migration 019_margin). */
const ISOLATED_WALLET = /^3:[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;
// Same patterns as the CHECK constraints of migration 002_ledger.
const MEMBER_ID = /^[1-9]\d{0,17}$/;
const SYSTEM_ID = /^[a-z][a-z0-9_]{0,39}$/;
const ASSET = /^[A-Z0-9]{1,20}$/;
const MAX_REF = 128;

export const checkAccount = (key: AccountKey): void => {
  if (key.ownerType === 'member') {
    if (!MEMBER_ID.test(key.ownerId)) throw new LedgerError('Unknown member');
  } else if (key.ownerType !== 'system' || !SYSTEM_ID.test(key.ownerId)) {
    throw new LedgerError('Unknown account owner');
  }
  if (!WALLET_TYPES.has(key.walletType) && !ISOLATED_WALLET.test(key.walletType)) throw new LedgerError('Unknown wallet type');
};

export const checkAsset = (asset: string): void => {
  if (!ASSET.test(asset)) throw new LedgerError('Unknown asset');
};

export const checkAmount = (amount: bigint): void => {
  // A number from untyped JS would compare loosely with 0n and turn money into a float.
  if (typeof amount !== 'bigint') throw new LedgerError('Invalid amount');
  if (amount <= 0n) throw new LedgerError(AMOUNT_NOT_POSITIVE);
  if (amount > MAX_UNITS) throw new LedgerError(AMOUNT_TOO_LARGE);
};

export const checkKind = (kind: string): void => {
  if (typeof kind !== 'string' || !kind || kind.length > 32) throw new LedgerError('Unknown ledger kind');
};

export const checkRef = (ref: string): void => {
  if (typeof ref !== 'string' || !ref || ref.length > MAX_REF) throw new LedgerError('A ledger reference is required');
};
