import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OtcChatLine, OtcOrderDetail } from '@exchange/contract/otc';
import type * as transport from '../../api/transport.ts';
import { renderPage } from '../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../account/testAccount.ts';
import { OrderView } from './OrderView.tsx';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));


const order = (over: Partial<OtcOrderDetail> = {}): OtcOrderDetail => ({
  id: '9',
  order_code: '20261126000000001',
  order_time: Date.now(),
  type: '1',
  coin_cou: '10',
  coin_symbol: 'USDT',
  unit_price: '7.20',
  fiat_currency_amount: '72.00',
  fiat_currency: 'CNY',
  order_status: '1',
  appeal_status: '0',
  merchant_name: 'Demo Merchant',
  role: 'buyer',
  is_merchant_side: false,
  pay_deadline: Date.now() + 15 * 60_000,
  paid_time: 0,
  finish_time: 0,
  payee: [{ id: '1', kind: '1', name: 'Li Lei', account: '6222 0000 1111', bank: 'ICBC', branch: 'Beijing', qr_image: '' }],
  payee_name: 'Demo Merchant',
  payer_name: 'User 1',
  terms: 'Bank only',
  actions: ['pay', 'cancel'],
  appeal_initiator: '',
  appeal_record_status: '',
  appeal_result: '',
  ...over,
});
const lines: OtcChatLine[] = [
  { id: '1', order_id: '9', sender: '-1', who: 'system', content_type: '1', content: 'created', create_time: 1 },
  { id: '2', order_id: '9', sender: '3', who: 'them', content_type: '1', content: 'Hello', create_time: 2 },
];

beforeEach(() => login());
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('OrderView', () => {
  it("shows the buyer the payee's details, the countdown, the chat, and marks the order paid", async () => {
    serve({}, { 'buy/getServicePayment': order(), 'buy/getOrderChatRecord/9': lines, 'buy/pay/9': null });
    const user = userEvent.setup();
    renderPage(<OrderView id="9" />);
    expect(await screen.findByText('6222 0000 1111')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(/^1[45]:\d\d$/);
    expect(await screen.findByText("The order was placed; the seller's coins are held in escrow")).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await waitFor(() => expect(callsTo('buy/pay/9')).toHaveLength(1));
  });

  it('refuses a blank chat line and asks the seller for the trade password to release', async () => {
    serve({}, { 'buy/getServicePayment': order({ role: 'seller', order_status: '2', actions: ['release', 'appeal'] }), 'buy/getOrderChatRecord/9': lines, 'buy/complete/9': null });
    const user = userEvent.setup();
    renderPage(<OrderView id="9" />);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message is empty')).toBeInTheDocument();
    expect(callsTo('buy/sendOrderChatRecord')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Release coins' }));
    await user.type(screen.getByLabelText('Trade password'), 'Trade123');
    await user.click(screen.getByRole('button', { name: 'Confirm and release' }));
    await waitFor(() => expect(callsTo('buy/complete/9')).toHaveLength(1));
    expect(callsTo('buy/complete/9')[0]?.data).toEqual({ tradePwd: '2c07044b5f8c67b9bba6d8c367269878' });
  });
});
