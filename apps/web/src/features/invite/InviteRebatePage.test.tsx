import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InviteePage, InviteSummary, LeaderboardRow, RebatePage } from '@exchange/contract/invite';
import type * as transport from '../../api/transport.ts';
import { renderPage } from '../../app/testing.tsx';
import { login, logoutState, serve } from '../account/testAccount.ts';
import InviteRebatePage from './InviteRebatePage.tsx';
import InviteRebateNewPage from './InviteRebateNewPage.tsx';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const SUMMARY: InviteSummary = { invite_code: 'AB12CD', rate: '0.2', kol: false, invitees: 2, traded: 1, rebates: [{ coin: 'USDT', amount: '2.5' }] };
const INVITEES: InviteePage = {
  records: [
    { uid: '1001', account: 'fi****al', create_time: 1_700_000_000_000, status: 'traded', rebates: [{ coin: 'USDT', amount: '2.5' }] },
    { uid: '1002', account: 'se****al', create_time: 1_700_000_000_000, status: 'registered', rebates: [] },
  ],
  total: 2,
  size: 10,
  current: 1,
  pages: 1,
};
const REBATES: RebatePage = { records: [{ id: '5', invitee: 'fi****al', coin: 'USDT', fee: '12.5', rate: '0.2', amount: '2.5', create_time: 1_700_000_000_000 }], total: 1, size: 10, current: 1, pages: 1 };
const BOARD: LeaderboardRow[] = [{ rank: 1, account: 'to****op', invitees: 12, rebate_usdt: '40' }];

afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('invite-rebate pages', () => {
  it('show the member their code, link with a QR code and copy buttons, figures, invitees and rebates', async () => {
    login();
    serve({}, { 'invite/summary': SUMMARY, 'invite/invitees': INVITEES, 'invite/rebates': REBATES });
    const user = userEvent.setup();
    const { container } = renderPage(<InviteRebatePage />);
    const share = await screen.findByRole('region', { name: 'Share your invitation' });
    expect(within(share).getByText('AB12CD')).toBeInTheDocument();
    expect(within(share).getByText(`${window.location.origin}/user/register?invite_code=AB12CD`)).toBeInTheDocument();
    expect(within(share).getByRole('button', { name: 'Copy invite code' })).toBeInTheDocument();
    expect(within(share).getByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();
    expect(container.querySelector('figure svg')).not.toBeNull();
    expect(screen.getByText('20%')).toBeInTheDocument();
    const friends = await screen.findByRole('table', { name: 'Friends' });
    expect(within(friends).getByText('fi****al')).toBeInTheDocument();
    expect(within(friends).getByText('Trading')).toBeInTheDocument();
    expect(within(friends).getByText('Registered')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rebates' }));
    const rebates = await screen.findByRole('table', { name: 'Rebates' });
    expect(within(rebates).getByText('12.5 USDT')).toBeInTheDocument();
  });

  it('ask a visitor to log in, and show the leaderboard on the new page', async () => {
    serve({}, { 'invite/leaderboard': BOARD });
    renderPage(<InviteRebateNewPage />);
    expect(screen.getByRole('link', { name: 'Log in to get your invite link and follow your rebates' })).toBeInTheDocument();
    const board = await screen.findByRole('table', { name: 'Top inviters' });
    expect(within(board).getByText('to****op')).toBeInTheDocument();
    expect(within(board).getByText('40')).toBeInTheDocument();
  });
});
