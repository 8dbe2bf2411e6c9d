// Ledger amounts: every asset at one fixed scale of 8 decimals, held as integer minor units
// (1n = 0.00000001) in bigint and numeric(38,0). One scale for every asset keeps the SQL plain and
// a conversion impossible to get wrong per asset; coarser display scales per pair belong to the
// contract's format helpers. Strings in, bigint inside, strings out: no floating point anywhere.
import { AMOUNT_TOO_LARGE, LedgerError } from './errors.ts';

export const LEDGER_SCALE = 8;
const ONE = 10n ** BigInt(LEDGER_SCALE);
/** numeric(38,0) holds 38 digits; the ledger refuses anything that could not be stored. */
export const MAX_UNITS = 10n ** 38n - 1n;

// Plain decimal notation only: no exponent, no spaces, no "+", no ".5" or "5." half-forms.
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface ToUnitsOptions {
  /** Signed amounts (adjustments, PnL) are allowed only when the caller says so. */
  allowNegative?: boolean;
}

/** "12.5" → 1250000000n. Throws a LedgerError on anything that is not an exact 8-decimal amount. */
export const toUnits = (decimal: string, options: ToUnitsOptions = {}): bigint => {
  const match = DECIMAL.exec(decimal);
  if (!match) throw new LedgerError('Invalid amount');
  const [, sign = '', whole = '', fraction = ''] = match;
  if (sign && !options.allowNegative) throw new LedgerError('Amount must not be negative');
  if (fraction.length > LEDGER_SCALE) throw new LedgerError(`Amount has more than ${LEDGER_SCALE} decimal places`);
  // Cheap length guard first so a megabyte of digits is refused before BigInt parses it.
  if (whole.replace(/^0+/, '').length > 38 - LEDGER_SCALE) throw new LedgerError(AMOUNT_TOO_LARGE);
  const units = BigInt(whole) * ONE + BigInt(fraction.padEnd(LEDGER_SCALE, '0'));
  if (units > MAX_UNITS) throw new LedgerError(AMOUNT_TOO_LARGE);
  return sign ? -units : units;
};

/** 1250000000n → "12.50000000": always exactly 8 decimals, as the wire shows balances. */
export const fromUnits = (units: bigint): string => {
  const magnitude = units < 0n ? -units : units;
  const fraction = (magnitude % ONE).toString().padStart(LEDGER_SCALE, '0');
  return `${units < 0n ? '-' : ''}${magnitude / ONE}.${fraction}`;
};

/** 1250000000n → "12.5", 0n → "0": the shortest exact form. */
export const trimUnits = (units: bigint): string => fromUnits(units).replace(/\.?0+$/, '');
