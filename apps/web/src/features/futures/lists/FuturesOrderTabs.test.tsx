import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@exchange/contract/envelope';
import type { ContractEntrustRow } from '@exchange/contract/futures';
import * as futures from '../../../api/futures.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useRefreshFeed } from '../../../realtime/refresh.ts';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { contractOrder, longPosition } from '../testRows.ts';
import { FuturesOrderTabs } from './FuturesOrderTabs.tsx';
import { CONTRACT_OFFLINE_STORE, useOfflineContractOrders } from './offlineContractOrders.ts';

vi.mock('../../../realtime/connection.ts', () => ({ liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} } }));
vi.mock('../../../api/futures.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof futures>()),
  getPositions: vi.fn(),
  getContractOrders: vi.fn(),
  getContractFills: vi.fn(),
  getFundingHistory: vi.fn(),
}));

const page = (records: ContractEntrustRow[]): Page<ContractEntrustRow> => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
const renderTabs = () => renderPage(<FuturesOrderTabs kind="ubw" pair="BTC/USDT" unitLabel={(unit) => unit} />, { path: '/exchange/full-contract/ubw' });

beforeEach(() => {
  vi.mocked(futures.getPositions).mockResolvedValue([longPosition]);
  vi.mocked(futures.getContractOrders).mockResolvedValue(page([contractOrder({ id: '1', entrust_price: '49000' })]));
  vi.mocked(futures.getContractFills).mockResolvedValue({ records: [], total: 0, size: 20, current: 1, pages: 0 });
  vi.mocked(futures.getFundingHistory).mockResolvedValue({
    records: [
      { id: '7', position_id: 'p1', symbol_name: 'BTC/USDT', contract_type: '1', funding_time: 1_700_000_000_000, direction: '1', size: '1.000', rate: '0.0001', mark_price: '50000', amount: '-5', coin: 'USDT' },
    ],
    total: 1,
    size: 20,
    current: 1,
    pages: 1,
  });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('FuturesOrderTabs', () => {
  it('lists the funding payments as the server sent them, paid ones negative', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(await screen.findByRole('tab', { name: 'Funding history' }));
    const table = await screen.findByRole('table', { name: 'Funding history' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('BTC/USDT');
    expect(row).toHaveTextContent('Long');
    expect(row).toHaveTextContent('0.0100%');
    expect(row).toHaveTextContent('-5 USDT');
    expect(vi.mocked(futures.getFundingHistory)).toHaveBeenCalledWith('ubw', 'all', { current: 1, size: 20 });
  });

  it('says so when there is no funding payment yet', async () => {
    vi.mocked(futures.getFundingHistory).mockResolvedValue({ records: [], total: 0, size: 20, current: 1, pages: 0 });
    const user = userEvent.setup();
    renderTabs();
    await user.click(await screen.findByRole('tab', { name: 'Funding history' }));
    expect(await screen.findByText('No funding payments yet.')).toBeInTheDocument();
  });

  it('counts the positions and refetches them and the lists on a refresh message of the kind', async () => {
    const user = userEvent.setup();
    renderTabs();
    expect(await screen.findByRole('tab', { name: 'Positions (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Current orders' }));
    await screen.findByRole('table', { name: 'Current orders' });
    const before = vi.mocked(futures.getContractOrders).mock.calls.length;
    act(() => useRefreshFeed.setState((s) => ({ latest: { topic: 'refresh_u1', source: 'user', seq: s.count + 1, message: { type: 'ubw', isNew: '0', content: '1', orderCode: '1', changeUser: 'u1', serviceType: 'contract', link_merchant: '0' } }, count: s.count + 1 })));
    await waitFor(() => expect(vi.mocked(futures.getContractOrders).mock.calls.length).toBeGreaterThan(before));
    expect(vi.mocked(futures.getPositions).mock.calls.length).toBeGreaterThan(1);
  });

  it('shows the saved current orders at once, marked as refreshing, and keeps the answer for next time', async () => {
    useOfflineContractOrders.getState().save('u1', 'ubw|dqwt|all', [contractOrder({ id: '9', entrust_price: '41000' })]);
    let answer!: (value: Page<ContractEntrustRow>) => void;
    vi.mocked(futures.getContractOrders).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderTabs();
    await user.click(await screen.findByRole('tab', { name: 'Current orders' }));
    expect(within(await screen.findByRole('table', { name: 'Current orders' })).getAllByRole('row')[1]).toHaveTextContent('41000');
    expect(screen.getByText('Showing saved orders, refreshing…')).toBeInTheDocument();
    act(() => answer(page([contractOrder({ id: '1', entrust_price: '49000' })])));
    await waitFor(() => expect(screen.queryByText('41000')).not.toBeInTheDocument());
    expect(useOfflineContractOrders.getState().lists['ubw|dqwt|all']?.map((row) => row.id)).toEqual(['1']);
    expect(localStorage.getItem(`coin_web1-${CONTRACT_OFFLINE_STORE}`)).toContain('49000');
    useSession.setState({ isLoggedIn: false, user: null });
    expect(localStorage.getItem(`coin_web1-${CONTRACT_OFFLINE_STORE}`)).not.toContain('49000');
  });

  it('asks a visitor to log in', () => {
    useSession.setState({ isLoggedIn: false, user: null });
    renderTabs();
    expect(screen.getByText('Log in to see your positions and orders.')).toBeInTheDocument();
    expect(futures.getPositions).not.toHaveBeenCalled();
  });
});
