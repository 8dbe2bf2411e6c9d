// Small display helpers of the rewards pages.
import type { WelfareTaskCode } from '@exchange/contract/welfare';

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as local "YYYY-MM-DD HH:mm". */
export const when = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** Where a member goes to do a task. */
export const TASK_PATH: Record<WelfareTaskCode, string> = {
  daily_sign_in: '/welfare/integratingActivity',
  kyc_verified: '/account/center/kyc',
  first_deposit: '/account/wallet/deposit',
  first_spot_trade: '/exchange/index',
  first_futures_trade: '/exchange/full-contract/ubw',
};

/** A decimal string as an integer of 8 decimals (the ledger's scale), so shares need no floats. */
const units = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole || '0') * 10n ** 8n + BigInt((fraction + '00000000').slice(0, 8));
};

/** Whole percent of `amount` that `part` is (0–100, rounded down): a progress bar's width. */
export const percentOf = (part: string, amount: string): number => {
  const whole = units(amount);
  if (whole <= 0n) return 0;
  const share = (units(part) * 100n) / whole;
  return Number(share > 100n ? 100n : share < 0n ? 0n : share);
};
