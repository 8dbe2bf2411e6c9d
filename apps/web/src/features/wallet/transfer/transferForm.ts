// The transfer form's rules (spec §7 wallet/trans): two different accounts, a coin, and an amount
// that is a positive decimal with at most 8 places and no more than the source can release. Each
// failure is a translation key, so the dialog says exactly what is wrong before anything is sent.
import Big from 'big.js';
import { DEFAULT_SCALE } from '@exchange/contract/constants';
import type { WalletAccountType } from '@exchange/contract/wallet';

export interface TransferDraft {
  from: WalletAccountType;
  to: WalletAccountType;
  coin: string;
  amount: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** Decimal places of a typed amount. */
export const scaleOf = (amount: string): number => amount.split('.')[1]?.length ?? 0;

/** Null when valid, else the key of the message to show. `available` is what the source can move now. */
export const transferError = (draft: TransferDraft, available: string | undefined): string | null => {
  if (draft.from === draft.to) return 'wallet.transfer.error.same_account';
  if (!draft.coin) return 'wallet.transfer.error.coin';
  const amount = draft.amount.trim();
  if (amount === '') return 'wallet.error.amount_required';
  if (!DECIMAL.test(amount)) return 'wallet.error.amount_invalid';
  if (new Big(amount).lte(0)) return 'wallet.error.amount_positive';
  if (scaleOf(amount) > DEFAULT_SCALE) return 'wallet.error.amount_scale';
  if (available === undefined) return 'wallet.transfer.error.balance_loading';
  if (new Big(amount).gt(available)) return 'wallet.error.insufficient';
  return null;
};

/** Keeps what is typed to digits and one point, at most 8 places (like the order forms). */
export const cleanAmount = (typed: string, scale: number = DEFAULT_SCALE): string => {
  const digits = typed.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, scale)}`;
};

/** Swapping keeps the coin and amount; only the direction changes. */
export const swapDirection = (draft: TransferDraft): TransferDraft => ({ ...draft, from: draft.to, to: draft.from });

/** Choosing an account the other side already has swaps them, rather than leaving both the same. */
export const withAccount = (draft: TransferDraft, side: 'from' | 'to', type: WalletAccountType): TransferDraft => {
  const other = side === 'from' ? 'to' : 'from';
  if (draft[other] === type) return { ...draft, [side]: type, [other]: draft[side] };
  return { ...draft, [side]: type };
};
