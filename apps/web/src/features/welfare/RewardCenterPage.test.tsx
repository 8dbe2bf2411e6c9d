import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as transport from '../../api/transport.ts';
import type { FeeCouponRow } from '@exchange/contract/welfare';
import { renderPage } from '../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../account/testAccount.ts';
import RewardCenterPage from './RewardCenterPage.tsx';
import { COUPONS, NEWCOMERS, SUMMARY } from './testWelfare.ts';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const FEE: FeeCouponRow[] = [{ id: 'f1', coin: 'USDT', amount: '20', remaining: '15', status: '0', expire_time: Date.UTC(2026, 11, 3), create_time: Date.UTC(2026, 10, 26), close_time: 0 }];
const failing = () => {
  throw new Error('Network Error');
};

beforeEach(login);
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('RewardCenterPage', () => {
  it('shows both kinds of coupon', async () => {
    serve({}, { 'activity/userRewardCoupon/all': COUPONS, 'welfare/fee-coupons': FEE, 'welfare/points': SUMMARY, 'welfare/newcomers': NEWCOMERS });
    renderPage(<RewardCenterPage />);
    expect(await screen.findByText('5 USDT futures trial fund')).toBeInTheDocument();
    expect(screen.getByText('20 USDT spot fee deduction')).toBeInTheDocument();
    expect(screen.queryByText('Could not load rewards')).not.toBeInTheDocument();
  });

  it('keeps the coupons that loaded when the other list fails, and retries the failed one alone', async () => {
    let feeAnswer: () => unknown = failing;
    serve({}, { 'activity/userRewardCoupon/all': COUPONS, 'welfare/fee-coupons': () => feeAnswer(), 'welfare/points': SUMMARY, 'welfare/newcomers': NEWCOMERS });
    const user = userEvent.setup();
    renderPage(<RewardCenterPage />);
    expect(await screen.findByText('5 USDT futures trial fund')).toBeInTheDocument();
    expect(await screen.findByText('Could not load rewards')).toBeInTheDocument();

    const trialCalls = callsTo('activity/userRewardCoupon/all').length;
    feeAnswer = () => FEE;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('20 USDT spot fee deduction')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Could not load rewards')).not.toBeInTheDocument());
    expect(screen.getByText('5 USDT futures trial fund')).toBeInTheDocument();
    expect(callsTo('activity/userRewardCoupon/all')).toHaveLength(trialCalls);
  });
});
