import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as transport from '../../api/transport.ts';
import { renderPage } from '../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../account/testAccount.ts';
import LuckyDrawPage from './LuckyDrawPage.tsx';
import RewardCenterPage from './RewardCenterPage.tsx';
import NewcomersPage from './NewcomersPage.tsx';
import { COUPONS, DRAW, NEWCOMERS } from './testWelfare.ts';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const WINS = [{ account: 'ab****om', prize_code: 'grand', coin: 'USDT', amount: '50', create_time: Date.UTC(2026, 10, 26) }];

beforeEach(login);
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('LuckyDrawPage', () => {
  it('shows the odds as sent, draws, and announces the prize', async () => {
    serve({}, { 'welfare/draw': DRAW, 'welfare/draw/mine': [], 'welfare/wins': WINS, 'welfare/draw/play': { id: '3', prize_code: 'mini', coin: 'USDT', amount: '0.1', create_time: 1 } });
    const user = userEvent.setup();
    renderPage(<LuckyDrawPage />);
    expect(await screen.findByRole('cell', { name: '99.9%' })).toBeInTheDocument();
    expect(screen.getByText('Prize budget left: 120.5 USDT')).toBeInTheDocument();
    expect(await screen.findByText('ab****om')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You won 0.1 USDT!');
    expect(callsTo('welfare/draw/play')).toHaveLength(1);
  });

  it('keeps the draw button off without chances or while the budget refills', async () => {
    serve({}, { 'welfare/draw': { ...DRAW, chances: 3, open: false }, 'welfare/draw/mine': [], 'welfare/wins': [] });
    renderPage(<LuckyDrawPage />);
    expect(await screen.findByRole('button', { name: 'Draw' })).toBeDisabled();
    expect(screen.getByText(/being refilled/)).toBeInTheDocument();
  });

  it('shows a visitor the public wins and a login prompt', async () => {
    logoutState();
    serve({}, { 'welfare/wins': WINS });
    renderPage(<LuckyDrawPage />);
    expect(await screen.findByText('ab****om')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(callsTo('welfare/draw')).toHaveLength(0);
  });
});

describe('RewardCenterPage', () => {
  it('lists coupons by state and the locked rewards with their rule and progress', async () => {
    serve({}, { 'activity/userRewardCoupon/all': COUPONS, 'welfare/newcomer': NEWCOMERS, 'open/getContract': [] });
    const user = userEvent.setup();
    renderPage(<RewardCenterPage />);
    expect(await screen.findByText('5 USDT futures trial fund')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the 5 USDT trial fund' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Used' }));
    expect(await screen.findByText('Used for position p77')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Locked' }));
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['1', '0']);
    expect(screen.getByText(/Unlocks when you: Make your first spot trade/)).toBeInTheDocument();
  });
});

describe('NewcomersPage', () => {
  it('counts down to the close and claims a done task', async () => {
    serve({}, { 'welfare/newcomer': NEWCOMERS, 'welfare/newcomer/claim': { code: 'kyc_verified', coin: 'USDT', amount: '5', status: '2', coupon_id: 'c1' } });
    const user = userEvent.setup();
    renderPage(<NewcomersPage />);
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/^1 d (12:00:00|11:59:5\d)$/);
    const list = screen.getAllByRole('listitem');
    expect(within(list[2]!).getByText('Claimed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim the reward of Verify your identity' }));
    await waitFor(() => expect(callsTo('welfare/newcomer/claim')[0]?.data).toEqual({ code: 'kyc_verified' }));
  });

  it('says when the window has closed and offers nothing to claim', async () => {
    serve({}, { 'welfare/newcomer': { ...NEWCOMERS, open: false } });
    renderPage(<NewcomersPage />);
    expect(await screen.findByText(/have closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Closed')).toHaveLength(2);
  });
});
