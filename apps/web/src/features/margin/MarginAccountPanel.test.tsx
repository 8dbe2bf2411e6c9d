import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IsolatedProperty } from '@exchange/contract/margin';
import * as margin from '../../api/margin.ts';
import { renderPage } from '../../app/testing.tsx';
import { useSession, type UserInfo } from '../../session/store.ts';
import { btcRules } from '../spot/orders/testPair.ts';
import { MarginAccountPanel } from './MarginAccountPanel.tsx';
import { useMarginMode } from './marginMode.ts';

vi.mock('../../realtime/connection.ts', () => ({
  liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} },
}));
vi.mock('../../api/margin.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof margin>()),
  getIsolatedProperty: vi.fn(),
  getCrossProperty: vi.fn(),
  getCanBorrow: vi.fn(),
  preBorrow: vi.fn(),
  borrow: vi.fn(),
  repay: vi.fn(),
}));

const row = (coin: string, over: Partial<IsolatedProperty['assets'][number]> = {}) => ({ coin, available: '0', frozen: '0', borrowed: '0', interest: '0', owed: '0', dayRate: '0.0002', minBorrow: '1', ...over });

const isolated: IsolatedProperty = {
  symbolName: 'BTC/USDT',
  baseCoin: 'BTC',
  coinCoin: 'USDT',
  baseBorrowBalance: '0',
  coinBorrowBalance: '2000',
  baseInterestAmount: '0',
  coinInterestAmount: '0.01666667',
  currentLeverageRadio: 3,
  maxLeverageRadio: 10,
  borrwBaseDayRate: '0.0001',
  borrwCoinDayRate: '0.0002',
  borrowMinBaseCou: '0.0001',
  borrowMinCoinCou: '1',
  borrowLevel: '1.5',
  callLevel: '1.3',
  liquidationLevel: '1.1',
  totalAsset: '3000',
  totalDebt: '2000.01666667',
  netBalance: '999.98333333',
  marginLevel: '1.4999875',
  depositRate: '149.99875',
  risk: 'medium',
  assets: [row('BTC'), row('USDT', { available: '3000', borrowed: '2000', interest: '0.01666667', owed: '2000.01666667' })],
};

beforeEach(() => {
  vi.mocked(margin.getIsolatedProperty).mockResolvedValue(isolated);
  vi.mocked(margin.getCanBorrow).mockResolvedValue({ baseCoin: 'BTC', baseBalance: '0', coinCoin: 'USDT', coinBalance: '0' });
  vi.mocked(margin.preBorrow).mockResolvedValue({ coin: 'USDT', amount: '10', dayRate: '0.0002', hourInterest: '0.00008334', borrowable: '0', levelAfter: '1.49' });
  vi.mocked(margin.repay).mockResolvedValue({ coin: 'USDT', interest: '0.01666667', principal: '1999.98333333', owed: '0' });
  useMarginMode.setState({ mode: 'fixed' });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('MarginAccountPanel', () => {
  it("shows the server's level, thresholds, debt and interest as sent", async () => {
    renderPage(<MarginAccountPanel pair="BTC/USDT" rules={btcRules} />);
    const meter = await screen.findByRole('meter', { name: 'Margin level' });
    expect(meter).toHaveAttribute('aria-valuetext', '1.4999875 (Medium risk)');
    expect(screen.getByText('Liquidation at 1.1, margin call at 1.3, borrowing up to 1.5')).toBeInTheDocument();
    const usdt = screen.getByRole('row', { name: /^USDT/ });
    expect(within(usdt).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3000', '0', '2000', '0.01666667']);
    expect(margin.getIsolatedProperty).toHaveBeenCalledWith('BTC/USDT');
  });

  it('repays what is owed, interest first, from the dialog', async () => {
    const user = userEvent.setup();
    renderPage(<MarginAccountPanel pair="BTC/USDT" rules={btcRules} />);
    await user.click(await screen.findByRole('button', { name: 'Repay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repay' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('2000.01666667');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm repay' }));
    await waitFor(() => expect(margin.repay).toHaveBeenCalledWith('fixed', { pair: 'BTC/USDT', coin: 'USDT', amount: '2000.01666667' }));
  });

  it('quotes a borrow before it is confirmed', async () => {
    const user = userEvent.setup();
    renderPage(<MarginAccountPanel pair="BTC/USDT" rules={btcRules} />);
    await user.click(await screen.findByRole('button', { name: 'Borrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrow' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await waitFor(() => expect(within(dialog).getByText('0.00008334 USDT')).toBeInTheDocument());
    expect(margin.preBorrow).toHaveBeenLastCalledWith('fixed', { pair: 'BTC/USDT', coin: 'USDT', amount: '10' });
  });

  it('says when the pair is not open to margin, and asks visitors to log in', () => {
    renderPage(<MarginAccountPanel pair="BTC/USDT" rules={{ ...btcRules, isolatedLeverage: '0' }} />);
    expect(screen.getByText('BTC/USDT is not open to this margin mode')).toBeInTheDocument();
    expect(margin.getIsolatedProperty).not.toHaveBeenCalled();
  });
});
