// The one error the ledger throws on purpose. Its message is written for the user (the HTTP
// layer answers it as a business error); anything else escaping the ledger is a bug or an outage.
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

export const INSUFFICIENT_BALANCE = 'Insufficient balance';
export const AMOUNT_NOT_POSITIVE = 'Amount must be positive';
export const AMOUNT_TOO_LARGE = 'Amount is too large';
