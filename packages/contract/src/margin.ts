// Spot margin on the wire (spec §7 "Spot, margin and market", products.md §2 and §5): borrow
// against a margin account from the exchange's lending pool, trade on the spot books with the
// margin account's funds, repay with interest.
//
// Modes. "fixed" (isolated, zc): one account per member and pair holding only that pair's two
// coins; "all" (cross, qc): one account per member shared by every pair. In wallet terms both are
// the lever wallet (type 3); wallet/trans reaches an isolated one with symbolName.
//
// Risk. margin level = total asset value / (debt + interest owed), valued at the last prices in
// USDT. The server sends the level and its thresholds (borrow, call, liquidation) as decimal
// strings; the web compares nothing itself. depositRate is the level × 100 (the original's gauge).
//
// Interest is simple and hourly: principal × daily rate / 24 for every started hour, the first at
// the borrow. A repay pays interest first, then principal, oldest loan first.
import { pairToPath } from './format-pair.ts';

export const MARGIN_MODES = ['fixed', 'all'] as const;
/** fixed: isolated (zc); all: cross (qc). */
export type MarginMode = (typeof MARGIN_MODES)[number];
/** The order-type prefix and list market of a mode: gg_zc (isolated) or gg_qc (cross). */
export const MARGIN_MARKET: Record<MarginMode, 'gg_zc' | 'gg_qc'> = { fixed: 'gg_zc', all: 'gg_qc' };
export const MODE_OF_MARKET: Record<'gg_zc' | 'gg_qc', MarginMode> = { gg_zc: 'fixed', gg_qc: 'all' };
/** The refresh_{id} notice type of a mode's orders. */
export const MARGIN_REFRESH_TYPE: Record<MarginMode, 'ggzc' | 'ggqc'> = { fixed: 'ggzc', all: 'ggqc' };

/** Body of getCanborrow. */
export interface CanBorrowBody {
  /** "BTC/USDT" (or BTC_USDT). */
  symbolName: string;
}
/** What may be borrowed now of the pair's base (baseBalance) and quote (coinBalance). */
export interface CanBorrow {
  baseCoin: string;
  baseBalance: string;
  coinCoin: string;
  coinBalance: string;
}

/** Body of preborrow and borrow: borrow `depositAmount` of `symbol` on the pair's account. */
export interface BorrowBody {
  symbolName: string;
  /** The coin to borrow. */
  symbol: string;
  depositAmount: string;
}

/** preborrow: what a borrow of that amount would be. */
export interface BorrowQuote {
  coin: string;
  amount: string;
  dayRate: string;
  /** Charged at once for the first hour. */
  hourInterest: string;
  /** The most that may be borrowed now. */
  borrowable: string;
  /** The account's margin level after the borrow ("--" without debt). */
  levelAfter: string;
}

/** Body of wallet/still/{mode}: repay `cou` of `symbol` on the pair's account (cross: any pair). */
export interface RepayBody {
  symbolName: string;
  symbol: string;
  cou: string;
}
export interface RepayResult {
  coin: string;
  /** Of the amount, what paid interest and what paid principal. */
  interest: string;
  principal: string;
  /** What is still owed of the coin (principal + interest). */
  owed: string;
}

/** The thresholds the web draws the gauge with (decimal levels). */
export interface MarginThresholds {
  /** Borrowing (and moving funds out) stops below this level: leverage / (leverage − 1). */
  borrowLevel: string;
  callLevel: string;
  liquidationLevel: string;
}

/** One coin of a margin account. */
export interface MarginAssetRow {
  coin: string;
  available: string;
  frozen: string;
  borrowed: string;
  interest: string;
  /** borrowed + interest: what a full repay takes. */
  owed: string;
  dayRate: string;
  minBorrow: string;
}

/** Shared by both properties: the account's figures in USDT and its level. */
export interface MarginAccountFigures extends MarginThresholds {
  /** Σ asset value (USDT). */
  totalAsset: string;
  /** Σ debt + interest value (USDT). */
  totalDebt: string;
  /** totalAsset − totalDebt (USDT). */
  netBalance: string;
  marginLevel: string;
  /** marginLevel × 100, or "" without debt (the original's gauge). */
  depositRate: string;
  /** Where the level stands: none at or above the borrow level (or without debt), medium above the call level, high at or below it. */
  risk: MarginRisk;
  assets: MarginAssetRow[];
}
export type MarginRisk = 'none' | 'medium' | 'high';

/** wallet/fixed/marginProperty/{BASE_QUOTE}: the original's fields plus the figures above. */
export interface IsolatedProperty extends MarginAccountFigures {
  symbolName: string;
  baseCoin: string;
  coinCoin: string;
  baseBorrowBalance: string;
  coinBorrowBalance: string;
  baseInterestAmount: string;
  coinInterestAmount: string;
  currentLeverageRadio: number;
  maxLeverageRadio: number;
  borrwBaseDayRate: string;
  borrwCoinDayRate: string;
  borrowMinBaseCou: string;
  borrowMinCoinCou: string;
}

/** wallet/all/marginProperty. */
export interface CrossProperty extends MarginAccountFigures {
  current_leverage_radio: number;
  /** Total asset value (USDT), the original's name. */
  syzc: string;
}

/** A row of wallet/all/getCanborrowList: each coin the cross account may borrow. */
export interface CrossBorrowRow {
  coinName: string;
  /** What may be borrowed now. */
  borrowBalance: string;
  borrowed: string;
  interestAmount: string;
  dayRate: string;
  minBorrow: string;
}

/** Body of wallet/fixed/updateLeverageRadio. */
export interface MarginLeverageBody {
  symbolName: string;
  cou: number | string;
}

/** A row of entrust/borrowOrder/...: one loan. */
export interface LoanRow {
  id: string;
  mode: MarginMode;
  /** The isolated pair; "" for a cross loan. */
  symbol_name: string;
  coin: string;
  borrowAmount: string;
  /** Principal still owed. */
  nopayAmount: string;
  /** Interest owed now. */
  interestAmount: string;
  interestPaid: string;
  dayRate: string;
  hoursCharged: number;
  /** "0" open, "1" repaid. */
  borrowStatus: '0' | '1';
  create_time: number;
  repaid_time: number | null;
}

/** Query of entrust/borrowOrder/... */
export interface LoanQuery {
  current?: number;
  size?: number;
  coin?: string;
}

export const MARGIN_PATH = {
  canBorrow: (mode: MarginMode) => `wallet/${mode}/getCanborrow`,
  preBorrow: (mode: MarginMode) => `wallet/${mode}/preborrow`,
  borrow: (mode: MarginMode) => `wallet/${mode}/borrow`,
  repay: (mode: MarginMode) => `wallet/still/${mode}`,
  isolatedProperty: (pair: string) => `wallet/fixed/marginProperty/${pairToPath(pair)}`,
  crossProperty: 'wallet/all/marginProperty',
  crossBorrowList: 'wallet/all/getCanborrowList',
  crossDepositRate: 'wallet/all/getDepositRate',
  leverage: 'wallet/fixed/updateLeverageRadio',
  loans: (when: 'now' | 'history', mode: MarginMode, pair: string | 'all') =>
    `entrust/borrowOrder/${when}/${MARGIN_MARKET[mode]}/${pair === 'all' ? 'all' : pairToPath(pair)}`,
  /** Margin order types: gg_zc_xjwt … gg_qc_dtzyzs, through entrust/exchange/{type}. */
  orderType: (mode: MarginMode, type: string) => `${MARGIN_MARKET[mode]}_${type}`,
} as const;
