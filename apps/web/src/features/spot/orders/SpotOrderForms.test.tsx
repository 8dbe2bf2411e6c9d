import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as market from '../../../api/market.ts';
import * as spot from '../../../api/spot.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { toast } from '../../../ui/toast.ts';
import { useTradeTicket } from '../tradeTicket.ts';
import { SpotOrderForms } from './index.ts';
import { entrustRow } from './testRows.ts';
import { btcRules, btcTicker } from './testPair.ts';

const topics = vi.hoisted(() => new Set<string>());
vi.mock('../../../realtime/connection.ts', () => ({
  liveChannel: {
    subscribe: (topic: string) => {
      topics.add(topic);
      return () => topics.delete(topic);
    },
    onReconnect: () => () => {},
  },
}));
vi.mock('../../../api/market.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof market>()),
  getSpotMarkets: vi.fn(),
  getContractMarkets: vi.fn(),
}));
vi.mock('../../../api/spot.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof spot>()),
  placeSpotOrder: vi.fn(),
  getPairBalances: vi.fn(),
}));
vi.mock('../../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const balances = {
  base: { coin: 'BTC', available: '2', frozen: '0' },
  quote: { coin: 'USDT', available: '1000', frozen: '0' },
};

const renderForms = () => renderPage(<SpotOrderForms pair="BTC/USDT" rules={btcRules} />, { path: '/exchange/index' });
const buyForm = () => screen.getByRole('form', { name: 'Buy BTC' });
const sellForm = () => screen.getByRole('form', { name: 'Sell BTC' });

/** Waits for the last price to land in the buy form's price field. */
const prefilled = async () => waitFor(() => expect(within(buyForm()).getByLabelText('Price')).toHaveValue('65000.5'));

beforeEach(() => {
  vi.mocked(market.getSpotMarkets).mockResolvedValue([btcTicker]);
  vi.mocked(market.getContractMarkets).mockResolvedValue([]);
  vi.mocked(spot.getPairBalances).mockResolvedValue(balances);
  vi.mocked(spot.placeSpotOrder).mockResolvedValue(entrustRow());
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('SpotOrderForms', () => {
  it('prefills the price, keeps the total in step and places a limit buy', async () => {
    const user = userEvent.setup();
    renderForms();
    await prefilled();
    await user.type(within(buyForm()).getByLabelText('Amount'), '0.5');
    expect(within(buyForm()).getByLabelText('Total')).toHaveValue('32500.25');
    expect(within(buyForm()).getByText('≈ 0.0005 BTC')).toBeInTheDocument();
    await user.click(within(buyForm()).getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() =>
      expect(spot.placeSpotOrder).toHaveBeenCalledWith('xjwt', { exchangeCoinStr: 'BTC/USDT', direction: '1', price: '65000.5', amount: '0.5' }),
    );
    await waitFor(() => expect(within(buyForm()).getByLabelText('Amount')).toHaveValue(''));
    expect(toast.success).toHaveBeenCalledWith('Order placed');
    expect(within(buyForm()).getByLabelText('Price')).toHaveValue('65000.5');
  });

  it('keeps the focus on the submit button while the order is sent, and reads out what was placed', async () => {
    const user = userEvent.setup();
    let answer: (row: ReturnType<typeof entrustRow>) => void = () => {};
    vi.mocked(spot.placeSpotOrder).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForms();
    await prefilled();
    await user.type(within(buyForm()).getByLabelText('Amount'), '0.5');
    const submit = within(buyForm()).getByRole('button', { name: 'Buy BTC' });
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    // A disabled button would lose the focus to the page.
    expect(submit).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(spot.placeSpotOrder).toHaveBeenCalledTimes(1);
    answer(entrustRow());
    await waitFor(() => expect(within(buyForm()).getByRole('status')).toHaveTextContent('Order placed: Buy 0.5 BTC at 65000.5 USDT (Limit)'));
    expect(submit).toHaveFocus();
    await user.type(within(buyForm()).getByLabelText('Amount'), '1');
    expect(within(buyForm()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('is one Tab stop for the four order types, which the arrow keys switch', async () => {
    const user = userEvent.setup();
    renderForms();
    await prefilled();
    screen.getByRole('tab', { name: 'Limit' }).focus();
    await user.tab();
    expect(within(buyForm()).getByLabelText('Price')).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Market' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Market' })).toHaveAttribute('aria-selected', 'true');
    expect(within(buyForm()).getByLabelText('Price')).toBeDisabled();
  });

  it('heads each side with its name, for visitors too (they have no submit button that says it)', async () => {
    useSession.setState({ isLoggedIn: false, user: null });
    renderForms();
    await prefilled();
    expect(screen.getByRole('heading', { name: 'Buy BTC' }).closest('form')).toBe(buyForm());
    expect(screen.getByRole('heading', { name: 'Sell BTC' }).closest('form')).toBe(sellForm());
  });

  it('lets go of the live tickers once the price is in, so market ticks never re-render the forms', async () => {
    renderForms();
    await prefilled();
    expect([...topics]).toEqual([]);
  });

  it('shows the check message by the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderForms();
    await prefilled();
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell BTC' }));
    expect(within(sellForm()).getByLabelText('Amount')).toHaveAccessibleDescription('Please enter the amount');
    await user.type(within(sellForm()).getByLabelText('Amount'), '0.0001');
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell BTC' }));
    expect(within(sellForm()).getByRole('alert')).toHaveTextContent('The amount must be at least 0.001');
    expect(spot.placeSpotOrder).not.toHaveBeenCalled();
  });

  it('buys at market by money and sells at market by amount', async () => {
    const user = userEvent.setup();
    renderForms();
    await prefilled();
    await user.click(screen.getByRole('tab', { name: 'Market' }));
    expect(within(buyForm()).queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.type(within(buyForm()).getByLabelText('Total'), '100');
    await user.click(within(buyForm()).getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(spot.placeSpotOrder).toHaveBeenCalledWith('sjwt', { exchangeCoinStr: 'BTC/USDT', direction: '1', money: '100' }));
    await user.type(within(sellForm()).getByLabelText('Amount'), '0.2');
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell BTC' }));
    await waitFor(() => expect(spot.placeSpotOrder).toHaveBeenCalledWith('sjwt', { exchangeCoinStr: 'BTC/USDT', direction: '2', amount: '0.2' }));
  });

  it('places a stop-limit order with its trigger price', async () => {
    const user = userEvent.setup();
    renderForms();
    await prefilled();
    await user.click(screen.getByRole('tab', { name: 'Stop-limit' }));
    await user.type(within(sellForm()).getByLabelText('Trigger price'), '64000');
    await user.clear(within(sellForm()).getByLabelText('Price'));
    await user.type(within(sellForm()).getByLabelText('Price'), '63900');
    await user.type(within(sellForm()).getByLabelText('Amount'), '1');
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell BTC' }));
    await waitFor(() =>
      expect(spot.placeSpotOrder).toHaveBeenCalledWith('zyzs', {
        exchangeCoinStr: 'BTC/USDT',
        direction: '2',
        price: '63900',
        amount: '1',
        triggerPrice: '64000',
      }),
    );
  });

  it('places a take-profit / stop-loss order with the prices that are ticked', async () => {
    const user = userEvent.setup();
    renderForms();
    await prefilled();
    await user.click(screen.getByRole('tab', { name: 'TP/SL' }));
    await user.type(within(buyForm()).getByLabelText('Amount'), '0.1');
    await user.click(within(buyForm()).getByRole('button', { name: 'Buy BTC' }));
    expect(within(buyForm()).getByRole('alert')).toHaveTextContent('Set a take-profit price, a stop-loss price or both');
    await user.click(within(buyForm()).getByRole('checkbox', { name: 'Take profit' }));
    await user.type(within(buyForm()).getByLabelText('Take-profit price'), '70000');
    await user.click(within(buyForm()).getByRole('checkbox', { name: 'Stop loss' }));
    await user.type(within(buyForm()).getByLabelText('Stop-loss price'), '60000');
    await user.click(within(buyForm()).getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() =>
      expect(spot.placeSpotOrder).toHaveBeenCalledWith('dtzyzs', {
        exchangeCoinStr: 'BTC/USDT',
        direction: '1',
        price: '65000.5',
        amount: '0.1',
        takeProfitPrice: '70000',
        stopLossPrice: '60000',
      }),
    );
  });

  it('offers the four types on a margin account, sending a stop-limit as gg_zc_zyzs', async () => {
    const user = userEvent.setup();
    renderPage(<SpotOrderForms pair="BTC/USDT" rules={btcRules} margin={{ prefix: 'gg_zc', base: '1', quote: '100000' }} />, { path: '/exchange/index' });
    await prefilled();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Limit', 'Market', 'Stop-limit', 'TP/SL']);
    await user.click(screen.getByRole('tab', { name: 'Stop-limit' }));
    await user.type(within(buyForm()).getByLabelText('Trigger price'), '66000');
    await user.type(within(buyForm()).getByLabelText('Amount'), '0.1');
    await user.click(within(buyForm()).getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() =>
      expect(spot.placeSpotOrder).toHaveBeenCalledWith('gg_zc_zyzs', { exchangeCoinStr: 'BTC/USDT', direction: '1', price: '65000.5', amount: '0.1', triggerPrice: '66000' }),
    );
  });

  it('fills a share of the available balance', async () => {
    const user = userEvent.setup();
    renderForms();
    await prefilled();
    await waitFor(() => expect(within(buyForm()).getByRole('button', { name: '50%' })).toBeEnabled());
    await user.click(within(buyForm()).getByRole('button', { name: '50%' }));
    expect(within(buyForm()).getByLabelText('Amount')).toHaveValue('0.0076');
    expect(within(buyForm()).getByLabelText('Total')).toHaveValue('494.0038');
    await user.click(within(sellForm()).getByRole('button', { name: '25%' }));
    expect(within(sellForm()).getByLabelText('Amount')).toHaveValue('0.5');
  });

  it('takes a price picked in the book into both forms', async () => {
    renderForms();
    await prefilled();
    useTradeTicket.getState().pickPrice('64000.12');
    await waitFor(() => expect(within(sellForm()).getByLabelText('Price')).toHaveValue('64000.12'));
    expect(within(buyForm()).getByLabelText('Price')).toHaveValue('64000.12');
  });

  it('asks visitors to log in or register instead of placing orders', async () => {
    useSession.setState({ isLoggedIn: false, user: null });
    renderForms();
    await prefilled();
    expect(within(buyForm()).queryByRole('button', { name: 'Buy BTC' })).not.toBeInTheDocument();
    expect(within(buyForm()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/user/login?redirect=${encodeURIComponent('/exchange/index')}`);
    expect(within(sellForm()).getByRole('link', { name: 'register' })).toHaveAttribute('href', '/user/register');
    expect(spot.getPairBalances).not.toHaveBeenCalled();
  });
});
