import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as futures from '../../../api/futures.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { contractOrder, contractWallet, longPosition, shortPosition, ubwRules } from '../testRows.ts';
import { PositionsTable } from './PositionsTable.tsx';

vi.mock('../../../realtime/connection.ts', () => ({ liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} } }));
vi.mock('../../../api/futures.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof futures>()),
  getContractRules: vi.fn(),
  getContractWallet: vi.fn(),
  getContractOrders: vi.fn(),
  getReducibleMargin: vi.fn(),
  placeContractOrder: vi.fn(),
  updateIsolatedMargin: vi.fn(),
  cancelContractOrders: vi.fn(),
  closeAllPositions: vi.fn(),
}));
vi.mock('../../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const renderTable = (positions = [longPosition]) =>
  renderPage(<PositionsTable kind="ubw" positions={positions} pair="BTC/USDT" unitLabel={(unit) => (unit === 'CONT' ? 'Cont' : unit)} />, { path: '/exchange/full-contract/ubw' });
const row = (name = /BTC\/USDT/) => within(screen.getByRole('table', { name: 'Positions' })).getByRole('row', { name });

beforeEach(() => {
  vi.mocked(futures.getContractRules).mockResolvedValue(ubwRules);
  vi.mocked(futures.getContractWallet).mockResolvedValue(contractWallet);
  vi.mocked(futures.getContractOrders).mockResolvedValue({ records: [], total: 0, size: 50, current: 1, pages: 0 });
  vi.mocked(futures.getReducibleMargin).mockResolvedValue('123.45');
  vi.mocked(futures.placeContractOrder).mockResolvedValue(contractOrder());
  vi.mocked(futures.updateIsolatedMargin).mockResolvedValue(longPosition);
  vi.mocked(futures.cancelContractOrders).mockResolvedValue({ cancelled: ['z1'] });
  vi.mocked(futures.closeAllPositions).mockResolvedValue({ orders: [contractOrder()], failed: [] });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('PositionsTable', () => {
  it('shows every risk figure as the server sends it', () => {
    renderTable([{ ...longPosition, forcePrice: '45180.80722892', margin_ratio: '0.0391', roe: '0.02', unrealised_pnl: '10' }, { ...shortPosition, forcePrice: '' }]);
    const long = row(/Long/);
    expect(long).toHaveTextContent('45180.80722892');
    expect(long).toHaveTextContent('3.91%');
    expect(long).toHaveTextContent('+10 USDT');
    expect(long).toHaveTextContent('2.00%');
    expect(long).toHaveTextContent('-0.5 USDT');
    expect(within(row(/Short/)).getAllByRole('cell')[3]).toHaveTextContent('--');
  });

  it('adds margin, and takes out no more than the server says is removable', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(within(row()).getByRole('button', { name: 'Adjust margin of BTC/USDT Long' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust margin: BTC/USDT' });
    expect(within(dialog).getByText('45180.8')).toBeInTheDocument();
    await within(dialog).findByText('1000 USDT');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Add margin' }));
    await waitFor(() => expect(futures.updateIsolatedMargin).toHaveBeenCalledWith({ logContractId: 'p1', type: 'add', amount: '50' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(within(row()).getByRole('button', { name: 'Adjust margin of BTC/USDT Long' }));
    const again = await screen.findByRole('dialog', { name: 'Adjust margin: BTC/USDT' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await within(again).findByText('123.45 USDT')).toBeInTheDocument();
    expect(futures.getReducibleMargin).toHaveBeenCalledWith('p1');
    await user.type(within(again).getByRole('textbox', { name: 'Amount' }), '200');
    await user.click(within(again).getByRole('button', { name: 'Remove margin' }));
    expect(await within(again).findByText('At most 123.45 USDT')).toBeInTheDocument();
    expect(futures.updateIsolatedMargin).toHaveBeenCalledTimes(1);
  });

  it('sets a short take-profit below the mark and refuses one above it', async () => {
    const user = userEvent.setup();
    renderTable([shortPosition]);
    await user.click(within(row()).getByRole('button', { name: 'Take profit and stop loss of BTC/USDT Short' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take profit / stop loss: BTC/USDT' });
    await waitFor(() => expect(futures.getContractRules).toHaveBeenCalled());
    await user.type(within(dialog).getByLabelText('Take-profit trigger price'), '51000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('For a short, the take-profit price must be below the reference price')).toBeInTheDocument();
    expect(futures.placeContractOrder).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Take-profit trigger price'));
    await user.type(within(dialog).getByLabelText('Take-profit trigger price'), '45000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(futures.placeContractOrder).toHaveBeenCalledWith({
        action: 'close',
        type: 'zyzs',
        body: { exchangeCoinStr: 'BTC/USDT', direction: '4', contractType: '1', closeLogContractOrderCode: 'p2', triggerPrice: '45000', zyzsType: '1' },
      }),
    );
  });

  it('replaces an armed take-profit: the new one first, then the old one cancelled', async () => {
    vi.mocked(futures.getContractOrders).mockResolvedValue({ records: [contractOrder({ id: 'z1', entrust_type: 'zyzs', zyzs_type: '1', entrust_balance: '', position_id: 'p1', trigger_waiting: '1' })], total: 1, size: 50, current: 1, pages: 1 });
    const user = userEvent.setup();
    renderTable([{ ...longPosition, take_profit_price: '60000' }]);
    await user.click(within(row()).getByRole('button', { name: 'Take profit and stop loss of BTC/USDT Long' }));
    const dialog = await screen.findByRole('dialog');
    const tp = within(dialog).getByLabelText('Take-profit trigger price');
    expect(tp).toHaveValue('60000');
    await waitFor(() => expect(futures.getContractOrders).toHaveBeenCalled());
    await user.clear(tp);
    await user.type(tp, '65000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(futures.cancelContractOrders).toHaveBeenCalledWith({ type: 'contract_zyzs', idList: ['z1'] }));
    expect(vi.mocked(futures.placeContractOrder).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(futures.cancelContractOrders).mock.invocationCallOrder[0]!);
  });

  it('closes at market, at a limit, and closes all', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(within(row()).getByRole('button', { name: 'Close BTC/USDT Long at market' }));
    await waitFor(() =>
      expect(futures.placeContractOrder).toHaveBeenCalledWith({
        action: 'close',
        type: 'sjwt',
        body: { exchangeCoinStr: 'BTC/USDT', direction: '3', contractType: '1', closeLogContractOrderCode: 'p1', amount: '0.1' },
      }),
    );
    await user.click(within(row()).getByRole('button', { name: 'Close BTC/USDT Long at a limit price' }));
    const limit = await screen.findByRole('dialog', { name: 'Limit close: BTC/USDT' });
    await waitFor(() => expect(futures.getContractRules).toHaveBeenCalled());
    await user.click(within(limit).getByRole('button', { name: '50%' }));
    await user.click(within(limit).getByRole('button', { name: 'Place close order' }));
    await waitFor(() => expect(futures.placeContractOrder).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'ptwt', body: expect.objectContaining({ price: '50100', amount: '0.05' }) })));

    await user.click(screen.getByRole('button', { name: 'Close all' }));
    const all = await screen.findByRole('dialog', { name: 'Close all positions' });
    await user.click(within(all).getByRole('checkbox', { name: 'Only BTC/USDT' }));
    await user.click(within(all).getByRole('button', { name: 'Close at market' }));
    await waitFor(() => expect(futures.closeAllPositions).toHaveBeenCalledWith('ubw', ['BTC/USDT']));
  });
});
