// The ledger accounts of rewards. Points (POINT, whole numbers in ledger units) are issued to a
// member as a deposit from outside when a task is credited, and spent into the welfare_points
// system account, so per asset inside + external stays 0 like any other coin. Prizes and the
// trial-fund coupons points buy are paid from the prize budget, the welfare_prizes system account
// on the spot wallet, which the operator funds (npm run admin -- fund-rewards): it is the budget,
// and the ledger never lets it go below zero.
import { LEDGER_SCALE, WALLET_TYPE, memberOwner, systemOwner, type BalanceRef } from '../../ledger/index.ts';

export const POINT = 'POINT';
export const POINTS_SPENT_OWNER = 'welfare_points';
export const PRIZE_OWNER = 'welfare_prizes';
/** The coin of the prize budget: every prize and every points coupon is paid in it. */
export const BUDGET_COIN = 'USDT';

const UNIT = 10n ** BigInt(LEDGER_SCALE);

export const pointUnits = (points: number): bigint => BigInt(points) * UNIT;
/** Whole points (a fraction never exists: points move only in whole numbers). */
export const wholePoints = (units: bigint): number => Number(units / UNIT);

export const memberPoints = (memberId: string): BalanceRef => ({ ...memberOwner(memberId), walletType: WALLET_TYPE.rewards, balance: 'available' });
export const pointsFromOutside: BalanceRef = { ...systemOwner('external'), walletType: WALLET_TYPE.rewards, balance: 'available' };
export const pointsSpent: BalanceRef = { ...systemOwner(POINTS_SPENT_OWNER), walletType: WALLET_TYPE.rewards, balance: 'available' };
export const prizeBudget: BalanceRef = { ...systemOwner(PRIZE_OWNER), walletType: WALLET_TYPE.spot, balance: 'available' };
export const memberSpot = (memberId: string): BalanceRef => ({ ...memberOwner(memberId), walletType: WALLET_TYPE.spot, balance: 'available' });
