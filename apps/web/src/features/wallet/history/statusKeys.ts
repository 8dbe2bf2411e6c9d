// Wire status codes of deposits and withdrawals (contract DEPOSIT_STATUS, WITHDRAWAL_STATUS) as
// translation keys and a tone for the status badge.
import { DEPOSIT_STATUS, WITHDRAWAL_STATUS, type DepositStatus, type WithdrawalStatus } from '@exchange/contract/wallet';

export type Tone = 'pending' | 'done' | 'bad';

const DEPOSIT: Record<DepositStatus, [string, Tone]> = {
  [DEPOSIT_STATUS.pending]: ['wallet.status.confirming', 'pending'],
  [DEPOSIT_STATUS.credited]: ['wallet.status.credited', 'done'],
  [DEPOSIT_STATUS.belowMinimum]: ['wallet.status.below_min', 'bad'],
};

const WITHDRAWAL: Record<WithdrawalStatus, [string, Tone]> = {
  [WITHDRAWAL_STATUS.pending]: ['wallet.status.reviewing', 'pending'],
  [WITHDRAWAL_STATUS.done]: ['wallet.status.sent', 'done'],
  [WITHDRAWAL_STATUS.rejected]: ['wallet.status.rejected', 'bad'],
  [WITHDRAWAL_STATUS.cancelled]: ['wallet.status.cancelled', 'bad'],
};

const UNKNOWN: [string, Tone] = ['wallet.status.unknown', 'pending'];

export const depositStatus = (status: string): [string, Tone] => DEPOSIT[status as DepositStatus] ?? UNKNOWN;
export const withdrawalStatus = (status: string): [string, Tone] => WITHDRAWAL[status as WithdrawalStatus] ?? UNKNOWN;
