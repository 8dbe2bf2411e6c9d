// Rewards calls (contract welfare.ts): points and tasks, redeeming, the lucky draw, newcomer tasks;
// and the reward centre's coupons: the futures module's trial-fund coupons (futures.ts) and the
// spot fee-deduction coupons.
import type { Page } from '@exchange/contract/envelope';
import { CONTRACT_TYPE_OF, FUTURES_PATH, type ContractEntrustRow, type ContractKind, type CouponRow } from '@exchange/contract/futures';
import {
  WELFARE_PATH,
  type DrawInfo,
  type DrawRow,
  type DrawWinRow,
  type FeeCouponRow,
  type NewcomerInfo,
  type NewcomerTaskRow,
  type PointsLogRow,
  type PointsReward,
  type PointsSummary,
  type RedeemResult,
  type WelfareTaskRow,
} from '@exchange/contract/welfare';
import { toPage } from './spot.ts';
import { coinUrl, request } from './transport.ts';

const get = <T>(path: string, params?: Record<string, string | number>): Promise<T> => request({ url: coinUrl(path), ...(params ? { params } : {}) });
const post = <T>(path: string, data: unknown): Promise<T> => request({ url: coinUrl(path), method: 'POST', data });

export const getPoints = (): Promise<PointsSummary> => get(WELFARE_PATH.points);
export const getPointsLog = async (current: number, size: number): Promise<Page<PointsLogRow>> => toPage(await get(WELFARE_PATH.pointsLog, { current, size }));
export const claimTask = (code: string): Promise<WelfareTaskRow> => post(WELFARE_PATH.claimTask, { code });
export const redeemPoints = (reward: PointsReward, count?: number): Promise<RedeemResult> => post(WELFARE_PATH.redeem, { reward, ...(count === undefined ? {} : { count }) });

export const getDrawInfo = (): Promise<DrawInfo> => get(WELFARE_PATH.draw);
export const playDraw = (): Promise<DrawRow> => post(WELFARE_PATH.play, {});
export const getMyDraws = (): Promise<DrawRow[]> => get(WELFARE_PATH.myDraws);
export const getDrawWins = (): Promise<DrawWinRow[]> => get(WELFARE_PATH.wins);

export const getNewcomers = (): Promise<NewcomerInfo> => get(WELFARE_PATH.newcomers);
export const claimNewcomer = (code: string): Promise<NewcomerTaskRow> => post(WELFARE_PATH.claimNewcomer, { code });

export const getCoupons = (): Promise<CouponRow[]> => get(FUTURES_PATH.coupons('all'));
/** The member's spot fee-deduction coupons, with what is left of each. */
export const getFeeCoupons = (): Promise<FeeCouponRow[]> => get(WELFARE_PATH.feeCoupons);

/** Opens a market position paid by a coupon (isolated, at the member's leverage for the contract). */
export const openWithCoupon = (input: { couponId: string; kind: ContractKind; pair: string; direction: '1' | '2' }): Promise<ContractEntrustRow> =>
  post(FUTURES_PATH.couponMarket, { couponId: input.couponId, exchangeCoinStr: input.pair, direction: input.direction, contractType: CONTRACT_TYPE_OF[input.kind] });
