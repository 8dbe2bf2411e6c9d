// Answers of the rewards calls (welfare.ts).
import { z } from 'zod';
import type { FeeCouponRow, DrawInfo, DrawRow, DrawWinRow, NewcomerInfo, PointsLogRow, PointsSummary, RedeemResult } from '../welfare.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs } from './common.ts';

const taskCode = z.enum(['kyc_verified', 'first_deposit', 'first_spot_trade', 'first_futures_trade', 'daily_sign_in']);
const taskStatus = z.enum(['0', '1', '2']);

export const pointsSummary = exactly<PointsSummary>()(
  z.object({
    points: z.number().int(),
    tasks: z.array(z.object({ code: taskCode, points: z.number().int(), repeat: z.enum(['once', 'daily']), status: taskStatus })),
  }),
);

export const pointsLogRow = exactly<PointsLogRow>()(z.object({ id: z.string(), change: z.number().int(), reason: z.string(), create_time: epochMs }));

export const redeemResult = exactly<RedeemResult>()(z.object({ points: z.number().int(), chances: z.number().int(), coupon_id: z.string() }));

export const drawInfo = exactly<DrawInfo>()(
  z.object({
    chances: z.number().int(),
    cost: z.number().int(),
    prizes: z.array(z.object({ code: z.string(), coin: z.string(), amount: decimal, odds: decimal })),
    budget: decimal,
    budget_coin: z.string(),
    open: z.boolean(),
  }),
);

export const drawRow = exactly<DrawRow>()(z.object({ id: z.string(), prize_code: z.string(), coin: z.string(), amount: decimal, create_time: epochMs }));

export const drawWinRow = exactly<DrawWinRow>()(z.object({ account: z.string(), prize_code: z.string(), coin: z.string(), amount: decimal, create_time: epochMs }));

export const newcomerInfo = exactly<NewcomerInfo>()(
  z.object({
    days: z.number().int(),
    end_time: epochMs,
    now: epochMs,
    open: z.boolean(),
    tasks: z.array(
      z.object({ code: z.enum(['kyc_verified', 'first_spot_trade', 'first_futures_trade']), coin: z.string(), amount: decimal, status: taskStatus, coupon_id: z.string() }),
    ),
  }),
);

export const feeCouponRow = exactly<FeeCouponRow>()(
  z.object({ id: z.string(), coin: z.string(), amount: decimal, remaining: decimal, status: z.enum(['0', '1', '2']), expire_time: epochMs, create_time: epochMs, close_time: z.number().int() }),
);
