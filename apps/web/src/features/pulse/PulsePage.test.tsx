import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PulseContractRow, PulseSymbol } from '@exchange/contract/pulse';
import * as pulse from '../../api/pulse.ts';
import * as ping from '../../api/pulsePing.ts';
import * as market from '../../api/market.ts';
import { renderPage } from '../../app/testing.tsx';
import { useSession, type UserInfo } from '../../session/store.ts';
import PulsePage from './PulsePage.tsx';

const live = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../../realtime/connection.ts', () => ({
  liveChannel: {
    subscribe: (topic: string, handler: (payload: unknown) => void) => {
      live.set(topic, handler);
      return () => live.delete(topic);
    },
    onReconnect: () => () => {},
  },
}));
// jsdom cannot draw the canvas chart.
vi.mock('lightweight-charts', () => ({
  AreaSeries: {},
  LineStyle: { Dashed: 2 },
  createChart: () => ({
    addSeries: () => ({ applyOptions() {}, setData() {}, createPriceLine: () => ({}), removePriceLine() {} }),
    applyOptions() {},
    remove() {},
  }),
}));
vi.mock('../../api/market.ts', async (importOriginal) => ({ ...(await importOriginal<typeof market>()), getTradeSnapshot: vi.fn(), getSpotMarkets: vi.fn(), getKlineHistory: vi.fn() }));
vi.mock('../../api/pulsePing.ts', async (importOriginal) => ({ ...(await importOriginal<typeof ping>()), pingPulse: vi.fn() }));
vi.mock('../../api/pulse.ts', () => ({
  getPulseSymbols: vi.fn(),
  getPulseWallet: vi.fn(),
  swapPulse: vi.fn(),
  placePulseContract: vi.fn(),
  getPulseContracts: vi.fn(),
  getPulsePublicTrades: vi.fn(),
}));

const symbols: PulseSymbol[] = [
  { symbol: 'BTC/USDT', coin: 'BTC', avatar: '', price: '60000.00', status: 1, durations: [{ seconds: 30, payoutRatio: '0.85', minStake: '1', maxStake: '1000' }, { seconds: 60, payoutRatio: '0.8', minStake: '1', maxStake: '1000' }] },
  { symbol: 'ETH/USDT', coin: 'ETH', avatar: '', price: '3000.00', status: 0, durations: [{ seconds: 30, payoutRatio: '0.85', minStake: '1', maxStake: '1000' }] },
];
const openRow: PulseContractRow = {
  id: '7', symbol: 'BTC/USDT', direction: 'up', seconds: 30, amount: '10', payoutRatio: '0.85', payout: '18.5', status: 'open',
  createTime: Date.now(), expireTime: Date.now() + 25_000, entryPrice: '60000.00', entryTime: Date.now(), entryTradeId: '41',
  exitPrice: null, exitTime: null, exitTradeId: null, result: null, profit: null, settleTime: null,
};
const settledRow: PulseContractRow = { ...openRow, id: '6', status: 'settled', exitPrice: '60010.00', exitTradeId: '52', exitTime: Date.now(), result: 'win', profit: '8.5', settleTime: Date.now() };
const page = (records: PulseContractRow[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const open = (path = '/exchange/pulse/BTC_USDT') => renderPage(<PulsePage />, { path: '/exchange/pulse/:type', initial: path });

beforeEach(() => {
  vi.mocked(ping.pingPulse).mockResolvedValue({ code: 200, success: true, data: 'pong', msg: 'success' });
  vi.mocked(pulse.getPulseSymbols).mockResolvedValue(symbols);
  vi.mocked(pulse.getPulseWallet).mockResolvedValue({ coin: 'USDT', available: '90', frozen: '10' });
  vi.mocked(pulse.getPulseContracts).mockImplementation(async (status) => page(status === 'open' ? [openRow] : [settledRow]));
  vi.mocked(pulse.getPulsePublicTrades).mockResolvedValue([]);
  vi.mocked(market.getTradeSnapshot).mockResolvedValue([]);
  vi.mocked(market.getSpotMarkets).mockResolvedValue([]);
  vi.mocked(market.getKlineHistory).mockResolvedValue([]);
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

const member = () => useSession.setState({ isLoggedIn: true, user: { user_id: 'u1', id: 'u1' } as UserInfo });

describe('PulsePage', () => {
  it('lists the symbols, the durations with their payout, and asks a visitor to log in', async () => {
    open();
    const list = await screen.findByRole('navigation', { name: 'Pulse symbols' });
    expect(within(list).getByRole('link', { name: /BTC\/USDT/ })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: /ETH\/USDT/ })).toHaveTextContent('Paused');
    const durations = screen.getByRole('group', { name: 'Duration' });
    expect(within(durations).getByRole('button', { name: '30 s · 85%' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /^Up/ })).toBeNull();
    expect(screen.getByRole('link', { name: /log in/i })).toBeInTheDocument();
  });

  it('places an up contract with the stake typed and shows the exact payout', async () => {
    member();
    vi.mocked(pulse.placePulseContract).mockResolvedValue(openRow);
    open();
    const stake = await screen.findByRole('textbox', { name: 'Stake' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '20');
    const up = screen.getByRole('button', { name: /^Up/ });
    expect(up).toHaveTextContent('Pays 37 USDT');
    await userEvent.click(within(screen.getByRole('group', { name: 'Duration' })).getByRole('button', { name: '60 s · 80%' }));
    expect(up).toHaveTextContent('Pays 36 USDT');
    await userEvent.click(up);
    await waitFor(() => expect(pulse.placePulseContract).toHaveBeenCalledWith({ symbol: 'BTC/USDT', direction: 'up', seconds: 60, amount: '20' }));
  });

  it('refuses a stake out of range or over the balance before sending', async () => {
    member();
    open();
    const stake = await screen.findByRole('textbox', { name: 'Stake' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '0.5');
    expect(screen.getByText('At least 1 USDT')).toBeInTheDocument();
    await userEvent.clear(stake);
    await userEvent.type(stake, '95');
    expect(await screen.findByText('More than your pulse balance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Down/ })).toBeDisabled();
  });

  it('shows open contracts with a countdown and their live standing, and settled ones with both prices', async () => {
    member();
    open();
    const table = await screen.findByRole('table', { name: 'Open' });
    expect(within(table).getByRole('timer')).toHaveAccessibleName(/seconds left/);
    act(() => live.get('xh_trade_BTC/USDT')?.([{ id: '99', price: '59990.00', amount: '0.1', direction: '2', time: Date.now() }]));
    await waitFor(() => expect(within(table).getByText('Losing')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const settled = await screen.findByRole('table', { name: 'Settled' });
    expect(settled).toHaveTextContent('60000.00');
    expect(settled).toHaveTextContent('60010.00');
    expect(settled).toHaveTextContent('Won');
    expect(settled).toHaveTextContent('8.5');
  });

  it('swaps USDT into the pulse wallet', async () => {
    member();
    vi.mocked(pulse.swapPulse).mockResolvedValue({ wallet: { coin: 'USDT', available: '190', frozen: '10' }, spotAvailable: '800' });
    open();
    const wallet = await screen.findByRole('region', { name: 'Pulse wallet' });
    await waitFor(() => expect(wallet).toHaveTextContent('90 USDT'));
    await userEvent.click(within(wallet).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap USDT' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(pulse.swapPulse).toHaveBeenCalledWith({ direction: 'in', amount: '100' }));
  });

  it('says pulse is not available when the ping answers 1003', async () => {
    vi.mocked(ping.pingPulse).mockResolvedValue({ code: 1003, success: false, data: null, msg: 'off' });
    open();
    expect(await screen.findByText('Pulse is not available at the moment')).toBeInTheDocument();
  });
});
