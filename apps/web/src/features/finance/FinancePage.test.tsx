import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinanceHoldings, FinanceProduct } from '@exchange/contract/finance';
import type * as transport from '../../api/transport.ts';
import { renderPage } from '../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../account/testAccount.ts';
import FinancePage from './FinancePage.tsx';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const FLEX: FinanceProduct = { id: '1', coin: 'USDT', kind: 'flexible', rate: '0.05', term_days: 0, min_amount: '10', member_cap: '50000', total_cap: '5000000', subscribed: '1000' };
const FIXED: FinanceProduct = { id: '2', coin: 'USDT', kind: 'fixed', rate: '0.08', term_days: 30, min_amount: '100', member_cap: '100000', total_cap: '100', subscribed: '100' };
const NONE: FinanceHoldings = { records: [], earnings: [] };
const HELD: FinanceHoldings = {
  records: [
    { id: '9', product_id: '1', coin: 'USDT', kind: 'flexible', rate: '0.05', term_days: 0, principal: '7300', interest: '1', earned: '1', start_time: 1_700_000_000_000, maturity_time: 0, status: '0' },
    { id: '10', product_id: '2', coin: 'USDT', kind: 'fixed', rate: '0.08', term_days: 30, principal: '100', interest: '0.2', earned: '0.2', start_time: Date.now(), maturity_time: Date.now() + 30 * 86_400_000, status: '0' },
  ],
  earnings: [{ coin: 'USDT', principal: '7400', interest: '1.2', earned: '1.2' }],
};
const EMPTY_PAGE = { records: [], total: 0, size: 10, current: 1, pages: 0 };

afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('FinancePage for a visitor', () => {
  it('shows the products with their rate and caps, and asks to log in to subscribe', async () => {
    serve({}, { 'finance/products': [FLEX, FIXED] });
    renderPage(<FinancePage />);
    const flex = await screen.findByRole('article', { name: 'USDT flexible' });
    expect(within(flex).getByText('5%')).toBeInTheDocument();
    expect(within(flex).getByText('10 USDT')).toBeInTheDocument();
    expect(within(flex).getByRole('link', { name: 'Log in to subscribe' })).toHaveAttribute('href', '/user/login?redirect=%2F');
    expect(within(screen.getByRole('article', { name: 'USDT 30-day fixed' })).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(callsTo('finance/holdings')).toHaveLength(0);
  });

  it('says when there is nothing on offer, and offers a retry when loading fails', async () => {
    serve({}, { 'finance/products': [] });
    renderPage(<FinancePage />);
    expect(await screen.findByText('No savings products are on offer right now')).toBeInTheDocument();
  });
});

describe('FinancePage for a member', () => {
  beforeEach(login);

  it('checks the minimum before sending, subscribes, and refreshes the holdings', async () => {
    let holdings = NONE;
    serve({}, { 'finance/products': [FLEX, FIXED], 'finance/holdings': () => holdings, 'finance/history': EMPTY_PAGE, 'finance/subscribe': () => ((holdings = HELD), HELD.records[0]) });
    const user = userEvent.setup();
    renderPage(<FinancePage />);
    expect(await screen.findByText('You hold no savings products yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to USDT 30-day fixed' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Subscribe to USDT flexible' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to USDT flexible' });
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('The least you can subscribe is 10 USDT')).toBeInTheDocument();
    expect(callsTo('finance/subscribe')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Amount (USDT)'));
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '7300');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(callsTo('finance/subscribe')[0]?.data).toEqual({ productId: '1', amount: '7300' }));
    const table = await screen.findByRole('table', { name: 'My holdings' });
    expect(within(table).getByText('7300 USDT')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your USDT savings' })).toHaveTextContent('1.2');
  });

  it('redeems a flexible holding in part, and keeps a fixed one locked until maturity', async () => {
    serve({}, { 'finance/products': [FLEX, FIXED], 'finance/holdings': HELD, 'finance/history': EMPTY_PAGE, 'finance/redeem': HELD.records[0] });
    const user = userEvent.setup();
    renderPage(<FinancePage />);
    expect(await screen.findByRole('button', { name: 'Redeem USDT 30-day fixed' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Redeem USDT flexible' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT flexible' });
    await user.type(within(dialog).getByLabelText('Amount to redeem (USDT)'), '8000');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('You hold 7300 USDT in this product')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount to redeem (USDT)'));
    await user.type(within(dialog).getByLabelText('Amount to redeem (USDT)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(callsTo('finance/redeem')[0]?.data).toEqual({ holdingId: '9', amount: '300' }));
  });
});
