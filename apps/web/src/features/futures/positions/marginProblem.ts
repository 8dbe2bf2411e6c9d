// The contract's checkMarginAmount answers in English; the dialog says the same in the member's
// language, with the wallet's words for an amount.
const KEYS: Record<string, string> = {
  'Please enter the amount': 'wallet.error.amount_required',
  'The amount must be a number': 'wallet.error.amount_invalid',
  'The amount allows at most 8 decimals': 'wallet.error.amount_scale',
  'The amount must be greater than 0': 'wallet.error.amount_positive',
};

export const marginProblemKey = (problem: string): string => KEYS[problem] ?? 'wallet.error.amount_invalid';
