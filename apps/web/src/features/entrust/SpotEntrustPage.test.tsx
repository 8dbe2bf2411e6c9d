import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@exchange/contract/envelope';
import type { EntrustRow } from '@exchange/contract/spot';
import * as spot from '../../api/spot.ts';
import { renderPage } from '../../app/testing.tsx';
import { useSession, type UserInfo } from '../../session/store.ts';
import { entrustRow, fillRow } from '../spot/orders/testRows.ts';
import SpotEntrustPage from './SpotEntrustPage.tsx';

vi.mock('../../realtime/connection.ts', () => ({
  liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} },
}));
vi.mock('../../api/spot.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof spot>()),
  getEntrustLog: vi.fn(),
  getEntrustPairs: vi.fn(),
  getOrderFills: vi.fn(),
  cancelOrders: vi.fn(),
}));
vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const paged = (records: EntrustRow[], current = 1, pages = 3): Page<EntrustRow> => ({ records, total: pages * 10, size: 10, current, pages });
const lastQuery = () => vi.mocked(spot.getEntrustLog).mock.calls.at(-1);

const renderEntrust = () => renderPage(<SpotEntrustPage />, { path: '/account/entrust/spot' });

beforeEach(() => {
  vi.mocked(spot.getEntrustLog).mockImplementation(async (_when, _pair, query) => paged([entrustRow({ id: `o${query?.current}` })], query?.current ?? 1));
  vi.mocked(spot.getEntrustPairs).mockResolvedValue(['BTC/USDT', 'ETH/USDT']);
  vi.mocked(spot.getOrderFills).mockResolvedValue([fillRow({ price: '99.5', amount: '0.25' })]);
  vi.mocked(spot.cancelOrders).mockResolvedValue({ cancelled: ['o1'] });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('SpotEntrustPage', () => {
  it('builds the query from the filters and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderEntrust();
    await screen.findByRole('table', { name: 'Current orders' });
    expect(lastQuery()).toEqual(['now', 'all', { current: 1, size: 10 }]);
    await screen.findByRole('option', { name: 'ETH/USDT' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toEqual(['now', 'all', { current: 2, size: 10 }]));
    await user.selectOptions(screen.getByLabelText('Pair'), 'ETH/USDT');
    await user.selectOptions(screen.getByLabelText('Side'), 'Sell');
    await user.selectOptions(screen.getByLabelText('Type'), 'Limit');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-05-02' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual([
        'now',
        'ETH/USDT',
        {
          current: 1,
          size: 10,
          direction: '2',
          entrustType: 'xjwt',
          startTime: new Date(2024, 4, 1).getTime(),
          endTime: new Date(2024, 4, 3).getTime() - 1,
        },
      ]),
    );
  });

  it('filters the history by status and pages through it', async () => {
    const user = userEvent.setup();
    renderEntrust();
    await user.click(screen.getByRole('tab', { name: 'Order history' }));
    await screen.findByRole('table', { name: 'Order history' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await waitFor(() => expect(lastQuery()).toEqual(['history', 'all', { current: 1, size: 10, status: '-1' }]));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toEqual(['history', 'all', { current: 2, size: 10, status: '-1' }]));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('expands an order to its fills and cancels an open one', async () => {
    const user = userEvent.setup();
    renderEntrust();
    const row = within(await screen.findByRole('table', { name: 'Current orders' })).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    expect(spot.getOrderFills).toHaveBeenCalledWith('o1');
    const fills = await screen.findByRole('table', { name: 'Fills of order o1' });
    expect(within(fills).getAllByRole('row')[1]).toHaveTextContent(/99\.5.*0\.25/);
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(spot.cancelOrders).toHaveBeenCalledWith(['o1']));
  });

  it('says when there are no orders', async () => {
    vi.mocked(spot.getEntrustLog).mockResolvedValue(paged([], 1, 0));
    renderEntrust();
    expect(await screen.findByText('No open orders.')).toBeInTheDocument();
  });
});
