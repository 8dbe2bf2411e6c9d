import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractDetail } from '@exchange/contract/futures';
import * as futures from '../../../api/futures.ts';
import * as market from '../../../api/market.ts';
import type { Ticker } from '../../../api/marketMap.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { toast } from '../../../ui/toast.ts';
import { contractOrder, contractWallet, longPosition, ubwRules, bbwRules } from '../testRows.ts';
import { FuturesOrderPanel } from './FuturesOrderPanel.tsx';

vi.mock('../../../realtime/connection.ts', () => ({ liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} } }));
vi.mock('../../../api/market.ts', async (importOriginal) => ({ ...(await importOriginal<typeof market>()), getSpotMarkets: vi.fn(), getContractMarkets: vi.fn() }));
vi.mock('../../../api/futures.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof futures>()),
  getContractDetails: vi.fn(),
  getContractWallet: vi.fn(),
  getPositions: vi.fn(),
  placeContractOrder: vi.fn(),
  updateContractSetting: vi.fn(),
}));
vi.mock('../../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const listed = (pair: string, kind: 'ubw' | 'bbw', last: string): Ticker => {
  const [base = '', quote = ''] = pair.split('/');
  return { kind, pair, base, quote, icon: '', last, open: last, high: last, low: last, volume: '1', turnover: '1', change: '0', isNew: false };
};
const detail = (pair: string, kind: 'ubw' | 'bbw', close: string): ContractDetail => ({
  symbolName: pair,
  type: kind,
  close,
  open: close,
  high: close,
  low: close,
  amount: '1',
  vol: '1',
  zdf: '0',
  markPrice: close,
  indexPrice: close,
  fundingRate: '0.0001',
  nextFundingTime: 0,
  fundingInterval: 28_800_000,
  contractSize: kind === 'ubw' ? '1' : '100',
  tradeTurnover: '1',
});

const units = { coin: 'BTC', quote: 'USDT', contract: 'Cont' };
const renderPanel = (rules = ubwRules) => renderPage(<FuturesOrderPanel rules={rules} unitLabels={{ ...units, quote: rules.quote }} />, { path: '/exchange/full-contract/ubw' });
const panel = () => screen.getByRole('region', { name: 'Place order' });
const field = (name: string) => within(panel()).getByLabelText(name, { exact: true });

beforeEach(() => {
  vi.mocked(market.getSpotMarkets).mockResolvedValue([]);
  vi.mocked(market.getContractMarkets).mockResolvedValue([listed('BTC/USDT', 'ubw', '50000'), listed('BTC/USD', 'bbw', '60000')]);
  vi.mocked(futures.getContractDetails).mockImplementation(async (kind, pairs) => pairs.map((pair) => detail(pair, kind, kind === 'ubw' ? '50000' : '60000')));
  vi.mocked(futures.getContractWallet).mockResolvedValue(contractWallet);
  vi.mocked(futures.getPositions).mockResolvedValue([]);
  vi.mocked(futures.placeContractOrder).mockResolvedValue(contractOrder());
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('FuturesOrderPanel', () => {
  it('opens a limit long at the prefilled price with the member margin mode, and says what was placed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(field('Price')).toHaveValue('50000'));
    expect(await within(panel()).findByText('1000 USDT')).toBeInTheDocument();
    await user.type(field('Amount'), '0.1');
    // 0.1 BTC at 50,000 and 10x: 500 margin and 2 fee (the contract's openCost).
    expect(within(panel()).getByText('≈ 502 USDT')).toBeInTheDocument();
    const long = within(panel()).getByRole('button', { name: 'Open long' });
    await user.click(long);
    await waitFor(() =>
      expect(futures.placeContractOrder).toHaveBeenCalledWith({
        action: 'open',
        type: 'ptwt',
        body: { exchangeCoinStr: 'BTC/USDT', direction: '1', contractType: '1', price: '50000', amount: '0.1', pattern: '1', patternType: '1' },
      }),
    );
    expect(await within(panel()).findByText('Order placed: Open long 0.1 BTC at 50000 USDT (Limit)')).toBeInTheDocument();
    expect(long).toHaveFocus();
    expect(field('Amount')).toHaveValue('');
    expect(toast.success).toHaveBeenCalledWith('Order placed');
  });

  it('refuses a short whose take-profit is above the price, by the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(field('Price')).toHaveValue('50000'));
    await user.type(field('Amount'), '0.1');
    await user.click(within(panel()).getByRole('checkbox', { name: 'Take profit' }));
    await user.type(field('Take-profit price'), '55000');
    await user.click(within(panel()).getByRole('button', { name: 'Open short' }));
    expect(await within(panel()).findByText('For a short, the take-profit price must be below the reference price')).toBeInTheDocument();
    expect(field('Take-profit price')).toHaveAttribute('aria-invalid', 'true');
    expect(futures.placeContractOrder).not.toHaveBeenCalled();
  });

  it('takes an amount in USDT, fills shares of the maximum, and does not submit on Enter', async () => {
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(field('Price')).toHaveValue('50000'));
    await waitFor(() => expect(within(panel()).getByText('0.199 BTC')).toBeInTheDocument());
    await user.click(within(panel()).getByRole('button', { name: '50%' }));
    expect(field('Amount')).toHaveValue('0.099');
    await user.click(within(panel()).getByRole('button', { name: 'USDT' }));
    await user.type(field('Amount'), '2600{Enter}');
    expect(futures.placeContractOrder).not.toHaveBeenCalled();
    await user.click(within(panel()).getByRole('button', { name: 'Open short' }));
    await waitFor(() => expect(futures.placeContractOrder).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ direction: '2', amount: '0.052' }) })));
  });

  it('closes at market what the position holds, from the close tab', async () => {
    vi.mocked(futures.getPositions).mockResolvedValue([longPosition]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(panel()).getByRole('tab', { name: 'Close' }));
    expect(within(panel()).queryByRole('button', { name: 'Plan' })).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Market' }));
    expect(await within(panel()).findByText('0.1 BTC')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: '50%' }));
    await user.click(within(panel()).getByRole('button', { name: 'Close long' }));
    await waitFor(() =>
      expect(futures.placeContractOrder).toHaveBeenCalledWith({ action: 'close', type: 'sjwt', body: { exchangeCoinStr: 'BTC/USDT', direction: '3', contractType: '1', amount: '0.05' } }),
    );
  });

  it('counts a coin-margined order in whole contracts, typed in coin at the last price', async () => {
    vi.mocked(futures.getContractWallet).mockResolvedValue({ ...contractWallet, settle_coin: 'BTC', available: '0.5' });
    const user = userEvent.setup();
    renderPanel(bbwRules);
    await user.click(within(panel()).getByRole('button', { name: 'Market' }));
    await user.click(within(panel()).getByRole('button', { name: 'BTC' }));
    await waitFor(() => expect(within(panel()).getByText('0.5 BTC')).toBeInTheDocument());
    await user.type(field('Amount'), '0.01');
    await act(async () => {});
    await user.click(within(panel()).getByRole('button', { name: 'Open long' }));
    await waitFor(() => expect(futures.placeContractOrder).toHaveBeenCalledWith(expect.objectContaining({ type: 'sjwt', body: expect.objectContaining({ exchangeCoinStr: 'BTC/USD', contractType: '2', amount: '6' }) })));
  });

  it('asks a visitor to log in instead of offering the sides', async () => {
    useSession.setState({ isLoggedIn: false, user: null });
    renderPanel();
    expect(await within(panel()).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Open long' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: /Leverage/ })).toBeDisabled();
  });
});
