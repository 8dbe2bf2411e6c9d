import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import * as spot from '../../../api/spot.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useRefreshFeed } from '../../../realtime/refresh.ts';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { PairBalancesPanel } from './index.ts';
import { btcRules } from './testPair.ts';

vi.mock('../../../realtime/connection.ts', () => ({
  liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} },
}));
vi.mock('../../../api/spot.ts', async (importOriginal) => ({ ...(await importOriginal<typeof spot>()), getPairBalances: vi.fn() }));

beforeEach(() => {
  vi.mocked(spot.getPairBalances).mockResolvedValue({
    base: { coin: 'BTC', available: '1.23456789', frozen: '0.5' },
    quote: { coin: 'USDT', available: '1000.129', frozen: '20' },
  });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('PairBalancesPanel', () => {
  it('shows available and frozen of both coins, never rounded up, and refetches on a refresh message', async () => {
    renderPage(<PairBalancesPanel pair="BTC/USDT" rules={btcRules} />);
    const btc = screen.getByLabelText('BTC');
    await waitFor(() => expect(btc).toHaveTextContent('Available1.2345'));
    expect(btc).toHaveTextContent('In orders0.5000');
    expect(within(screen.getByLabelText('USDT')).getByText('1000.12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/wallet/deposit');
    act(() => useRefreshFeed.setState((s) => ({ userCount: s.userCount + 1 })));
    await waitFor(() => expect(spot.getPairBalances).toHaveBeenCalledTimes(2));
  });

  it('asks visitors to log in', () => {
    useSession.setState({ isLoggedIn: false, user: null });
    renderPage(<PairBalancesPanel pair="BTC/USDT" rules={btcRules} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(spot.getPairBalances).not.toHaveBeenCalled();
  });
});
