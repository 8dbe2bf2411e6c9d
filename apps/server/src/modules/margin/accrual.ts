// Margin interest in the ledger: what members owe the pool in interest is a balance, not only a
// column of margin_loan. Each charge of a loan (the first hour at the borrow, later hours by the
// interest job) posts the interest from the accrual row to the receivable row; each settlement (a
// repay's interest part, a liquidation's, interest written off) posts it back. So the receivable
// of a coin holds exactly Σ interest of the open loans of that coin, and the accrual row minus
// that, and every change of a loan's interest is a ledger posting beside it, in one transaction.
// The money itself still moves member → pool at a repay (loans.ts): the receivable is the pool's
// claim until then, and conservation per asset holds because the pair always sums to zero.
import { SYSTEM_OWNER, WALLET_TYPE, systemOwner, type BalanceRef, type Move } from '../../ledger/index.ts';

export const RECEIVABLE = systemOwner(SYSTEM_OWNER.marginInterestReceivable);
export const ACCRUAL = systemOwner(SYSTEM_OWNER.marginInterestAccrual);
const receivableRef: BalanceRef = { ...RECEIVABLE, walletType: WALLET_TYPE.lever, balance: 'available' };
const accrualRef: BalanceRef = { ...ACCRUAL, walletType: WALLET_TYPE.lever, balance: 'available' };

/** Interest charged to a loan: the pool's claim grows. None for nothing. */
export const accrueInterest = (coin: string, units: bigint): Move[] => (units > 0n ? [{ from: accrualRef, to: receivableRef, asset: coin, amount: units, kind: 'interest' }] : []);

/** Interest a loan no longer owes (paid or written off): the claim shrinks. None for nothing. */
export const settleInterest = (coin: string, units: bigint): Move[] => (units > 0n ? [{ from: receivableRef, to: accrualRef, asset: coin, amount: units, kind: 'interest_settled' }] : []);
