import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@exchange/contract/envelope';
import type { ContractEntrustRow } from '@exchange/contract/futures';
import * as futures from '../../api/futures.ts';
import * as market from '../../api/market.ts';
import { renderPage } from '../../app/testing.tsx';
import { useSession, type UserInfo } from '../../session/store.ts';
import { contractFill, contractOrder } from '../futures/testRows.ts';
import FuturesEntrustPage from './FuturesEntrustPage.tsx';

vi.mock('../../realtime/connection.ts', () => ({ liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} } }));
vi.mock('../../api/market.ts', async (importOriginal) => ({ ...(await importOriginal<typeof market>()), getContractMarkets: vi.fn() }));
vi.mock('../../api/futures.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof futures>()),
  getContractOrders: vi.fn(),
  getContractFills: vi.fn(),
  cancelContractOrders: vi.fn(),
}));
vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const paged = (records: ContractEntrustRow[], current = 1, pages = 3): Page<ContractEntrustRow> => ({ records, total: pages * 10, size: 10, current, pages });
const lastQuery = () => vi.mocked(futures.getContractOrders).mock.calls.at(-1);

beforeEach(() => {
  vi.mocked(market.getContractMarkets).mockResolvedValue([
    { kind: 'bbw', pair: 'BTC/USD', base: 'BTC', quote: 'USD', icon: '', last: '1', open: '1', high: '1', low: '1', volume: '1', turnover: '1', change: '0', isNew: false },
    { kind: 'ubw', pair: 'ETH/USDT', base: 'ETH', quote: 'USDT', icon: '', last: '1', open: '1', high: '1', low: '1', volume: '1', turnover: '1', change: '0', isNew: false },
  ]);
  vi.mocked(futures.getContractOrders).mockImplementation(async (_kind, _tab, _pair, query) => paged([contractOrder({ id: `o${query?.current}` })], query?.current ?? 1));
  vi.mocked(futures.getContractFills).mockResolvedValue({ records: [contractFill({ profit: '12.5', open_price: '49000', direction: '3' })], total: 1, size: 10, current: 1, pages: 1 });
  vi.mocked(futures.cancelContractOrders).mockResolvedValue({ cancelled: ['o1'] });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('FuturesEntrustPage', () => {
  it('lists the kind of the path, filtered and paged, and cancels a current order', async () => {
    const user = userEvent.setup();
    renderPage(<FuturesEntrustPage />, { path: '/account/entrust/future/coin' });
    await screen.findByRole('table', { name: 'Current orders' });
    expect(lastQuery()).toEqual(['bbw', 'dqwt', 'all', { current: 1, size: 10 }]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toEqual(['bbw', 'dqwt', 'all', { current: 2, size: 10 }]));
    await screen.findByRole('option', { name: 'BTC/USD' });
    expect(screen.queryByRole('option', { name: 'ETH/USDT' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Contract'), 'BTC/USD');
    await user.selectOptions(screen.getByLabelText('Side'), 'Close short');
    await waitFor(() => expect(lastQuery()).toEqual(['bbw', 'dqwt', 'BTC/USD', { current: 1, size: 10, direction: '4' }]));
    await user.click(within(await screen.findByRole('table', { name: 'Current orders' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(futures.cancelContractOrders).toHaveBeenCalledWith({ type: 'contract_dqwt', idList: ['o1'] }));
  });

  it('shows plan, TP/SL, history and fills in their own tabs', async () => {
    const user = userEvent.setup();
    renderPage(<FuturesEntrustPage />, { path: '/account/entrust/future/u' });
    await screen.findByRole('table', { name: 'Current orders' });
    await user.click(screen.getByRole('tab', { name: 'TP/SL orders' }));
    await waitFor(() => expect(lastQuery()).toEqual(['ubw', 'zyzs', 'all', { current: 1, size: 10 }]));
    await user.click(screen.getByRole('tab', { name: 'Order history' }));
    const history = await screen.findByRole('table', { name: 'Order history' });
    expect(within(history).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Fills' }));
    const fills = await screen.findByRole('table', { name: 'Fills' });
    expect(within(fills).getAllByRole('row')[1]).toHaveTextContent(/Close long.*50000.*0\.1 BTC.*49000.*\+12\.5 USDT/);
    expect(futures.getContractFills).toHaveBeenCalledWith('ubw', 'all', { current: 1, size: 10 });
  });
});
