import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as transport from '../../api/transport.ts';
import { renderPage } from '../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../account/testAccount.ts';
import PointsPage from './PointsPage.tsx';
import { SUMMARY } from './testWelfare.ts';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const LOG = { records: [{ id: '1', change: 50, reason: 'task:kyc_verified', create_time: Date.UTC(2026, 10, 26) }], total: 1, size: 10, current: 1, pages: 1 };

beforeEach(login);
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('PointsPage', () => {
  it('shows the points and tasks as sent, and claims a done task', async () => {
    serve({}, { 'welfare/points': SUMMARY, 'welfare/points/log': LOG, 'welfare/task/claim': { code: 'kyc_verified', points: 50, repeat: 'once', status: '2' } });
    const user = userEvent.setup();
    renderPage(<PointsPage />);
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('70'));
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go and do: Make your first deposit' })).toHaveAttribute('href', '/account/wallet/deposit');
    expect(await screen.findByRole('cell', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '+50' })).toBeInTheDocument();

    const before = callsTo('welfare/points').length;
    await user.click(screen.getByRole('button', { name: 'Claim the reward of Verify your identity' }));
    await waitFor(() => expect(callsTo('welfare/task/claim')[0]?.data).toEqual({ code: 'kyc_verified' }));
    await waitFor(() => expect(callsTo('welfare/points').length).toBeGreaterThan(before));
  });

  it('buys the number of draws asked for, and stops what the points cannot pay', async () => {
    serve({}, { 'welfare/points': SUMMARY, 'welfare/points/log': LOG, 'welfare/redeem': { points: 30, chances: 2, coupon_id: '' } });
    const user = userEvent.setup();
    renderPage(<PointsPage />);
    await screen.findByTestId('points-balance');
    expect(await screen.findByRole('button', { name: /100 points → 5 USDT trial fund/ })).toBeDisabled();
    const count = screen.getByLabelText('Draws');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Buy draws (40 points)' }));
    await waitFor(() => expect(callsTo('welfare/redeem')[0]?.data).toEqual({ reward: 'draw', count: 2 }));
    await user.clear(count);
    await user.type(count, '4');
    expect(screen.getByRole('button', { name: 'Buy draws (80 points)' })).toBeDisabled();
  });

  it('asks a visitor to log in instead of loading anything', async () => {
    logoutState();
    serve({}, {});
    renderPage(<PointsPage />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/user/login'));
    expect(callsTo('welfare/')).toHaveLength(0);
  });
});
