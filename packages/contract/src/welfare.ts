// Rewards (issue 27 parts 1–4): points earned by tasks the server verifies, draws bought with
// points, newcomer tasks, and the reward centre that lists a member's coupons (the futures module's
// trial-fund coupons, futures.ts CouponRow). Points are whole numbers; prizes and coupons are money
// in decimal strings. The odds and costs here are the published ones: the server draws with them.

/** A task the server verifies from the member's own records. */
export type WelfareTaskCode = 'kyc_verified' | 'first_deposit' | 'first_spot_trade' | 'first_futures_trade' | 'daily_sign_in';

export interface WelfareTaskTerms {
  code: WelfareTaskCode;
  /** Whole points credited once (a daily task: once per UTC day). */
  points: number;
  repeat: 'once' | 'daily';
}

export const WELFARE_TASKS: readonly WelfareTaskTerms[] = [
  { code: 'daily_sign_in', points: 5, repeat: 'daily' },
  { code: 'kyc_verified', points: 50, repeat: 'once' },
  { code: 'first_deposit', points: 100, repeat: 'once' },
  { code: 'first_spot_trade', points: 50, repeat: 'once' },
  { code: 'first_futures_trade', points: 50, repeat: 'once' },
];

/** 0 not done yet, 1 done and waiting to be claimed, 2 claimed (today, for a daily task). */
export type WelfareTaskStatus = '0' | '1' | '2';

export interface WelfareTaskRow {
  code: WelfareTaskCode;
  points: number;
  repeat: 'once' | 'daily';
  status: WelfareTaskStatus;
}

/** `welfare/points`: the member's points and tasks. */
export interface PointsSummary {
  points: number;
  tasks: WelfareTaskRow[];
}

/** One change of the member's points, newest first. */
export interface PointsLogRow {
  id: string;
  /** Signed whole points. */
  change: number;
  /** `task:<code>`, `draw` (points spent on draws), `coupon` (spent on a trial-fund coupon) or `fee_coupon` (on a fee-deduction coupon). */
  reason: string;
  create_time: number;
}

/**
 * What points buy: draw chances, a trial-fund coupon of the futures module, or a spot
 * fee-deduction coupon (its value pays the member's spot fees on pairs quoted in its coin).
 */
export const POINTS_REWARDS = {
  draw: { points: 20 },
  coupon: { points: 100, coin: 'USDT', amount: '5', days: 7 },
  fee_coupon: { points: 100, coin: 'USDT', amount: '5', days: 30 },
} as const;
export type PointsReward = keyof typeof POINTS_REWARDS;

export interface RedeemBody {
  reward: PointsReward;
  /** Draw chances to buy (1–10); one coupon at a time (one fee coupon active at a time). */
  count?: number;
}

export interface RedeemResult {
  points: number;
  chances: number;
  /** The coupon granted, when the reward was a coupon. */
  coupon_id: string;
}

/**
 * A spot fee-deduction coupon. While active (status 0, before expire_time) it pays its owner's spot
 * trading fees on pairs quoted in its coin (a buyer's fee in the base coin counts at the trade's
 * price); `remaining` is what is left of `amount`. 1 used up, 2 expired (remaining: what was left).
 */
export interface FeeCouponRow {
  id: string;
  coin: string;
  amount: string;
  remaining: string;
  status: '0' | '1' | '2';
  expire_time: number;
  create_time: number;
  /** When it was used up or expired; 0 while active. */
  close_time: number;
}

/** A prize of the lucky draw; weight out of DRAW_WEIGHT_TOTAL is its published chance. */
export interface DrawPrizeTerms {
  code: string;
  coin: string;
  amount: string;
  weight: number;
}

export const DRAW_PRIZES: readonly DrawPrizeTerms[] = [
  { code: 'grand', coin: 'USDT', amount: '50', weight: 1 },
  { code: 'big', coin: 'USDT', amount: '10', weight: 9 },
  { code: 'medium', coin: 'USDT', amount: '2', weight: 90 },
  { code: 'small', coin: 'USDT', amount: '0.5', weight: 300 },
  { code: 'mini', coin: 'USDT', amount: '0.1', weight: 600 },
];
export const DRAW_WEIGHT_TOTAL = DRAW_PRIZES.reduce((sum, p) => sum + p.weight, 0);

export interface DrawPrizeRow {
  code: string;
  coin: string;
  amount: string;
  /** Chance in percent, as a decimal string ("0.1" = 0.1 %). */
  odds: string;
}

/** `welfare/draw`: chances, odds, and whether the prize budget can pay every prize now. */
export interface DrawInfo {
  chances: number;
  /** Points one chance costs. */
  cost: number;
  prizes: DrawPrizeRow[];
  /** What is left of the prize budget, in its coin. */
  budget: string;
  budget_coin: string;
  /** False while the budget cannot pay the largest prize: drawing waits (chances are kept). */
  open: boolean;
}

export interface DrawRow {
  id: string;
  prize_code: string;
  coin: string;
  amount: string;
  create_time: number;
}

/** A recent win for the public feed: the winner's account masked. */
export interface DrawWinRow {
  account: string;
  prize_code: string;
  coin: string;
  amount: string;
  create_time: number;
}

/** Newcomer tasks: open for the first NEWCOMER_DAYS days after registering, each paying a trial-fund coupon. */
export const NEWCOMER_DAYS = 7;
export type NewcomerTaskCode = 'kyc_verified' | 'first_spot_trade' | 'first_futures_trade';
export const NEWCOMER_TASKS: readonly { code: NewcomerTaskCode; coin: string; amount: string; days: number }[] = [
  { code: 'kyc_verified', coin: 'USDT', amount: '5', days: 7 },
  { code: 'first_spot_trade', coin: 'USDT', amount: '5', days: 7 },
  { code: 'first_futures_trade', coin: 'USDT', amount: '10', days: 7 },
];

export interface NewcomerTaskRow {
  code: NewcomerTaskCode;
  coin: string;
  amount: string;
  status: WelfareTaskStatus;
  /** The coupon it paid, once claimed. */
  coupon_id: string;
}

export interface NewcomerInfo {
  days: number;
  /** When the tasks close (registration + days), epoch ms. */
  end_time: number;
  /** The server's clock, so a countdown does not trust the device's. */
  now: number;
  open: boolean;
  tasks: NewcomerTaskRow[];
}

/** Paths relative to coinBase(head). */
export const WELFARE_PATH = {
  points: 'welfare/points',
  pointsLog: 'welfare/points/log',
  claimTask: 'welfare/task/claim',
  redeem: 'welfare/redeem',
  draw: 'welfare/draw',
  play: 'welfare/draw/play',
  myDraws: 'welfare/draw/mine',
  wins: 'open/welfare/wins',
  newcomers: 'welfare/newcomer',
  claimNewcomer: 'welfare/newcomer/claim',
  feeCoupons: 'welfare/fee-coupons',
} as const;
