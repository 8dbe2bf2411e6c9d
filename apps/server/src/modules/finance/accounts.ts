// The two system accounts of savings: the pool that holds members' principal and unpaid interest,
// and the interest account operators fund, which pays every day's interest.
import type { BalanceRef } from '../../ledger/index.ts';

export const SAVINGS_POOL = 'savings';
export const SAVINGS_INTEREST = 'savings_interest';

export const poolRef: BalanceRef = { ownerType: 'system', ownerId: SAVINGS_POOL, walletType: '1', balance: 'available' };
export const payerRef: BalanceRef = { ownerType: 'system', ownerId: SAVINGS_INTEREST, walletType: '1', balance: 'available' };
export const memberSpot = (memberId: string): BalanceRef => ({ ownerType: 'member', ownerId: memberId, walletType: '1', balance: 'available' });
