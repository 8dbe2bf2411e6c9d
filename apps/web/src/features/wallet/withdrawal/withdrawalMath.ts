// The withdrawal figures (contract CoinChain): the amount typed is what arrives at the address; the
// chain's flat fee is held on top, so amount + fee must fit the available balance. big.js only.
import Big from 'big.js';
import type { CoinChain } from '@exchange/contract/wallet';
import { scaleOf } from '../transfer/transferForm.ts';

const DECIMAL = /^\d+(\.\d+)?$/;

export interface WithdrawalFigures {
  /** What arrives. */
  receive: string;
  /** What leaves the account: amount + fee. */
  total: string;
}

const readable = (amount: string) => DECIMAL.test(amount.trim());

export const withdrawalFigures = (amount: string, chain: Pick<CoinChain, 'withdraw_fee'>): WithdrawalFigures | null => {
  if (!readable(amount)) return null;
  const value = new Big(amount.trim());
  return { receive: value.toFixed(), total: value.plus(chain.withdraw_fee).toFixed() };
};

/** The most that can be asked for: available minus the fee, cut to the chain's scale; "0" when the fee does not fit. */
export const maxWithdrawal = (available: string, chain: Pick<CoinChain, 'withdraw_fee' | 'withdraw_scale'>): string => {
  const room = new Big(available).minus(chain.withdraw_fee);
  return room.gt(0) ? room.round(chain.withdraw_scale, Big.roundDown).toFixed() : '0';
};

export interface AmountIssue {
  key: string;
  values?: Record<string, string | number>;
}

/** Null when the amount may be sent, else the message key (with its values) to show. */
export const withdrawalAmountIssue = (amount: string, chain: CoinChain, available: string | undefined, coin: string): AmountIssue | null => {
  const text = amount.trim();
  if (text === '') return { key: 'wallet.error.amount_required' };
  if (!readable(text)) return { key: 'wallet.error.amount_invalid' };
  if (new Big(text).lte(0)) return { key: 'wallet.error.amount_positive' };
  if (scaleOf(text) > chain.withdraw_scale) return { key: 'wallet.withdraw.error.scale', values: { scale: chain.withdraw_scale } };
  if (new Big(text).lt(chain.withdraw_min)) return { key: 'wallet.withdraw.error.min', values: { min: chain.withdraw_min, coin } };
  if (available !== undefined && new Big(text).plus(chain.withdraw_fee).gt(available)) return { key: 'wallet.withdraw.error.insufficient_with_fee' };
  return null;
};
