// The withdrawal form as plain data: its fields, what is wrong with each (translation keys with
// values), and the body it becomes. The trade password leaves only as its md5 digest (DESIGN §4),
// and the body only inside the encrypted envelope (api/wallet.ts requestWithdrawal).
import type { CoinChain, WithdrawalBody } from '@exchange/contract/wallet';
import { md5Hex } from '../../../lib/md5.ts';
import { looksLikeAddress, memoIssue } from './addressCheck.ts';
import { withdrawalAmountIssue, type AmountIssue } from './withdrawalMath.ts';

export interface WithdrawalDraft {
  address: string;
  memo: string;
  amount: string;
  tradePwd: string;
  googleCode: string;
}

export const EMPTY_DRAFT: WithdrawalDraft = { address: '', memo: '', amount: '', tradePwd: '', googleCode: '' };

export type WithdrawalIssues = Partial<Record<keyof WithdrawalDraft, AmountIssue>>;

export interface WithdrawalContext {
  coin: string;
  chain: CoinChain;
  /** Available on the funding account; undefined while loading. */
  available: string | undefined;
  needsGoogle: boolean;
}

export const withdrawalIssues = (draft: WithdrawalDraft, { coin, chain, available, needsGoogle }: WithdrawalContext): WithdrawalIssues => {
  const issues: WithdrawalIssues = {};
  if (draft.address.trim() === '') issues.address = { key: 'wallet.withdraw.error.address_required' };
  else if (!looksLikeAddress(chain.chain, draft.address)) issues.address = { key: 'wallet.withdraw.error.address', values: { chain: chain.chain } };
  const memo = chain.memo === 1 ? memoIssue(chain.chain, draft.memo) : null;
  if (memo) issues.memo = { key: memo };
  const amount = withdrawalAmountIssue(draft.amount, chain, available, coin);
  if (amount) issues.amount = amount;
  if (draft.tradePwd === '') issues.tradePwd = { key: 'wallet.withdraw.error.trade_pwd' };
  if (needsGoogle && !/^\d{6}$/.test(draft.googleCode.trim())) issues.googleCode = { key: 'wallet.withdraw.error.google' };
  return issues;
};

export const withdrawalBodyOf = (draft: WithdrawalDraft, coin: string, chain: CoinChain, needsGoogle: boolean, now: number): WithdrawalBody => ({
  coin,
  chain: chain.chain,
  address: draft.address.trim(),
  ...(chain.memo === 1 && draft.memo.trim() ? { memo: draft.memo.trim() } : {}),
  amount: draft.amount.trim(),
  tradePwd: md5Hex(draft.tradePwd),
  ...(needsGoogle ? { googleCode: draft.googleCode.trim() } : {}),
  timestamp: now,
});
