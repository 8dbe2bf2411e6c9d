import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@exchange/contract/envelope';
import type { EntrustRow } from '@exchange/contract/spot';
import * as spot from '../../../api/spot.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useRefreshFeed } from '../../../realtime/refresh.ts';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { SpotOrderTabs } from './index.ts';
import { OFFLINE_STORE_NAME, useOfflineOrders } from './offlineOrders.ts';
import { entrustRow, fillRow } from './testRows.ts';
import { btcRules } from './testPair.ts';

vi.mock('../../../realtime/connection.ts', () => ({
  liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} },
}));
vi.mock('../../../api/spot.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof spot>()),
  getEntrustLog: vi.fn(),
  getMyTrades: vi.fn(),
  cancelOrders: vi.fn(),
}));
vi.mock('../../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const page = <T,>(records: T[]): Page<T> => ({ records, total: records.length, size: 50, current: 1, pages: 1 });
const open = [
  entrustRow({ id: '1', entrust_price: '64000', entrust_balance: '0.5' }),
  entrustRow({ id: '2', direction: '2', entrust_type: 'zyzs', trigger_price: '66000', trigger_waiting: '1', entrust_price: '65900' }),
];
const history = [
  entrustRow({ id: '3', entrust_status: '1', success_price: '64100', success_balance: '1' }),
  entrustRow({ id: '4', entrust_type: 'dtzyzs', entrust_status: '-1', take_profit_price: '70000', stop_loss_price: '60000' }),
];

const renderTabs = () => renderPage(<SpotOrderTabs pair="BTC/USDT" rules={btcRules} />, { path: '/exchange/index' });
const table = (name: string) => screen.findByRole('table', { name });

beforeEach(() => {
  vi.mocked(spot.getEntrustLog).mockImplementation(async (when) => page(when === 'now' ? open : history));
  vi.mocked(spot.getMyTrades).mockResolvedValue(page([fillRow()]));
  vi.mocked(spot.cancelOrders).mockImplementation(async (ids) => ({ cancelled: ids }));
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('SpotOrderTabs', () => {
  it('lists open orders of the pair with their type, side, trigger and status', async () => {
    renderTabs();
    const rows = within(await table('Open orders')).getAllByRole('row');
    expect(spot.getEntrustLog).toHaveBeenCalledWith('now', 'BTC/USDT', { current: 1, size: 50 });
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Limit.*Buy.*64000.*0 \/ 0\.5.*Open/);
    expect(rows[2]).toHaveTextContent(/Stop-limit.*Sell.*Trigger 66000.*Waiting for trigger/);
  });

  it('cancels one order by its id, and every open order shown', async () => {
    const user = userEvent.setup();
    renderTabs();
    const rows = within(await table('Open orders')).getAllByRole('row');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(spot.cancelOrders).toHaveBeenCalledWith(['1']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel all' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    await waitFor(() => expect(spot.cancelOrders).toHaveBeenLastCalledWith(['1', '2']));
  });

  it('refetches when a refresh message arrives', async () => {
    renderTabs();
    await table('Open orders');
    const calls = vi.mocked(spot.getEntrustLog).mock.calls.length;
    act(() => useRefreshFeed.setState((s) => ({ userCount: s.userCount + 1 })));
    await waitFor(() => expect(vi.mocked(spot.getEntrustLog).mock.calls.length).toBe(calls + 1));
  });

  it('shows every pair when "this pair only" is off', async () => {
    const user = userEvent.setup();
    renderTabs();
    await table('Open orders');
    await user.click(screen.getByRole('checkbox', { name: 'This pair only' }));
    await waitFor(() => expect(spot.getEntrustLog).toHaveBeenCalledWith('now', 'all', { current: 1, size: 50 }));
  });

  it('shows the history with TP/SL prices and the trade history', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Order history' }));
    const rows = within(await table('Order history')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/64100.*Filled/);
    expect(rows[2]).toHaveTextContent(/Limit with TP\/SL.*TP 70000.*SL 60000.*Cancelled/);
    await user.click(screen.getByRole('tab', { name: 'Trade history' }));
    expect(within(await table('Trade history')).getAllByRole('row')[1]).toHaveTextContent(/BTC\/USDT.*Buy.*100.*0\.5.*50.*0\.0005 BTC.*Taker/);
  });

  it('shows the saved list at once, marked as refreshing, until the server answers', async () => {
    useOfflineOrders.getState().save('u1', 'now|BTC/USDT', [entrustRow({ id: '9', entrust_price: '61000' })]);
    let answer!: (value: Page<EntrustRow>) => void;
    vi.mocked(spot.getEntrustLog).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderTabs();
    expect(within(await table('Open orders')).getAllByRole('row')[1]).toHaveTextContent('61000');
    expect(screen.getByRole('status')).toHaveTextContent('Showing saved orders, refreshing…');
    act(() => answer(page(open)));
    await waitFor(() => expect(screen.queryByText('61000')).not.toBeInTheDocument());
    expect(screen.getByText('64000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(useOfflineOrders.getState().lists['now|BTC/USDT']?.map((row) => row.id)).toEqual(['1', '2']);
  });

  it('forgets the saved lists at logout', async () => {
    useOfflineOrders.getState().save('u1', 'now|BTC/USDT', open);
    expect(localStorage.getItem(`coin_web1-${OFFLINE_STORE_NAME}`)).toContain('64000');
    useSession.setState({ isLoggedIn: false, user: null });
    expect(useOfflineOrders.getState().lists).toEqual({});
    expect(localStorage.getItem(`coin_web1-${OFFLINE_STORE_NAME}`)).not.toContain('64000');
  });

  it('never shows one member the saved list of another', () => {
    useOfflineOrders.getState().save('u2', 'now|BTC/USDT', open);
    renderTabs();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks visitors to log in', async () => {
    useSession.setState({ isLoggedIn: false, user: null });
    renderTabs();
    expect(screen.getByText('Log in to see your orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(spot.getEntrustLog).not.toHaveBeenCalled();
  });
});
