import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as market from '../../../api/market.ts';
import * as spot from '../../../api/spot.ts';
import { renderPage } from '../../../app/testing.tsx';
import { useSession, type UserInfo } from '../../../session/store.ts';
import { PhoneTradeBar } from './index.ts';
import { btcRules, btcTicker } from './testPair.ts';

vi.mock('../../../realtime/connection.ts', () => ({
  liveChannel: { subscribe: () => () => {}, onReconnect: () => () => {} },
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

beforeEach(() => {
  vi.mocked(market.getSpotMarkets).mockResolvedValue([btcTicker]);
  vi.mocked(market.getContractMarkets).mockResolvedValue([]);
  vi.mocked(spot.getPairBalances).mockResolvedValue({
    base: { coin: 'BTC', available: '2', frozen: '0' },
    quote: { coin: 'USDT', available: '1000', frozen: '0' },
  });
  useSession.setState({ isLoggedIn: true, user: { user_id: 'u1' } as UserInfo });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.setState({ isLoggedIn: false, user: null });
});

describe('PhoneTradeBar', () => {
  it("opens the chosen side's form in a sheet, which Escape closes and gives the focus back", async () => {
    const user = userEvent.setup();
    renderPage(<PhoneTradeBar pair="BTC/USDT" rules={btcRules} />, { path: '/exchange/index' });
    const bar = screen.getByRole('group', { name: 'Place order' });
    await user.click(within(bar).getByRole('button', { name: 'Sell BTC' }));
    const sheet = screen.getByRole('dialog', { name: 'Place order' });
    expect(within(sheet).getByRole('form', { name: 'Sell BTC' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('form', { name: 'Buy BTC' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByLabelText('Price')).toHaveValue('65000.5'));
    // The focus is kept inside the sheet.
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(bar).getByRole('button', { name: 'Sell BTC' })).toHaveFocus();
  });
});
