// Answers of the rewards calls for the page tests (served by a fake `request`).
import type { CouponRow } from '@exchange/contract/futures';
import type { DrawInfo, NewcomerInfo, PointsSummary } from '@exchange/contract/welfare';

export const SUMMARY: PointsSummary = {
  points: 70,
  tasks: [
    { code: 'daily_sign_in', points: 5, repeat: 'daily', status: '2' },
    { code: 'kyc_verified', points: 50, repeat: 'once', status: '1' },
    { code: 'first_deposit', points: 100, repeat: 'once', status: '0' },
  ],
};

export const DRAW: DrawInfo = {
  chances: 1,
  cost: 20,
  prizes: [
    { code: 'grand', coin: 'USDT', amount: '50', odds: '0.1' },
    { code: 'mini', coin: 'USDT', amount: '0.1', odds: '99.9' },
  ],
  budget: '120.5',
  budget_coin: 'USDT',
  open: true,
};

export const NEWCOMERS: NewcomerInfo = {
  days: 7,
  end_time: Date.UTC(2026, 10, 30),
  now: Date.UTC(2026, 10, 28, 12),
  open: true,
  tasks: [
    { code: 'kyc_verified', coin: 'USDT', amount: '5', status: '1', coupon_id: '' },
    { code: 'first_spot_trade', coin: 'USDT', amount: '5', status: '0', coupon_id: '' },
    { code: 'first_futures_trade', coin: 'USDT', amount: '10', status: '2', coupon_id: 'c9' },
  ],
};

export const COUPONS: CouponRow[] = [
  { id: 'c1', coin: 'USDT', amount: '5', status: '0', expire_time: Date.UTC(2026, 11, 3), create_time: Date.UTC(2026, 10, 26), position_id: '' },
  { id: 'c2', coin: 'USDT', amount: '10', status: '1', expire_time: Date.UTC(2026, 11, 3), create_time: Date.UTC(2026, 10, 20), position_id: 'p77' },
];
