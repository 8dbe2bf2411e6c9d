import { describe, expect, it } from 'vitest';
import { EMPTY_TICKET, maxOpen, prepareTicket, shareOfAmount, shownAmount, ticketCost, wireAmount, type TicketOrder, type TicketTerms } from './ticket.ts';

const ubw: TicketTerms = { kind: 'ubw', pair: 'BTC/USDT', priceScale: 1, amountScale: 3, minAmount: '0.001', contractSize: '1', feeRate: '0.0004' };
const bbw: TicketTerms = { kind: 'bbw', pair: 'BTC/USD', priceScale: 1, amountScale: 0, minAmount: '1', contractSize: '100', feeRate: '0.0004' };

const order = (extra: Partial<TicketOrder>): TicketOrder => ({
  action: 'open',
  type: 'limit',
  side: 'long',
  fields: { ...EMPTY_TICKET, price: '50000', amount: '0.1' },
  unit: 'coin',
  terms: ubw,
  pattern: '1',
  last: '50000',
  ...extra,
});

describe('amounts in the unit the member types', () => {
  it('turns USDT into coin and coin into contracts at the price, rounding down', () => {
    expect(wireAmount('1000', 'quote', '30000', ubw)).toBe('0.033');
    expect(wireAmount('0.01', 'coin', '67000', bbw)).toBe('6');
    expect(wireAmount(' 0.5 ', 'coin', '', ubw)).toBe('0.5');
    expect(wireAmount('12', 'contract', '', bbw)).toBe('12');
  });

  it('cannot convert without a price and passes junk on for the check to name', () => {
    expect(wireAmount('1000', 'quote', '', ubw)).toBe('');
    expect(wireAmount('abc', 'quote', '30000', ubw)).toBe('abc');
  });

  it('shows a wire amount in the chosen unit', () => {
    expect(shownAmount('0.033', 'quote', '30000', ubw)).toBe('990');
    expect(shownAmount('6', 'coin', '60000', bbw)).toBe('0.01');
    expect(shownAmount('6', 'contract', '60000', bbw)).toBe('6');
    expect(shownAmount('6', 'coin', '', bbw)).toBe('');
  });
});

describe('prepareTicket', () => {
  it('sends a limit open long with the member margin mode and a merged position', () => {
    expect(prepareTicket(order({}))).toEqual({
      issue: null,
      request: {
        action: 'open',
        type: 'ptwt',
        body: { exchangeCoinStr: 'BTC/USDT', direction: '1', contractType: '1', price: '50000', amount: '0.1', pattern: '1', patternType: '1' },
      },
    });
  });

  it('sends a market close short without a price, and a plan open with its trigger', () => {
    const close = prepareTicket(order({ action: 'close', type: 'market', side: 'short', fields: { ...EMPTY_TICKET, amount: '0.05' } }));
    expect(close).toMatchObject({ request: { action: 'close', type: 'sjwt', body: { direction: '4', amount: '0.05' } } });
    expect(close.issue === null && 'price' in close.request.body).toBe(false);
    const plan = prepareTicket(order({ type: 'plan', side: 'short', fields: { ...EMPTY_TICKET, price: '49000', trigger: '49500', amount: '0.1' } }));
    expect(plan).toMatchObject({ request: { type: 'jhwt', body: { direction: '2', price: '49000', triggerPrice: '49500' } } });
  });

  it('counts a bbw order in whole contracts, converted from coin at the market price', () => {
    const market = prepareTicket(order({ type: 'market', terms: bbw, unit: 'coin', fields: { ...EMPTY_TICKET, amount: '0.01' }, last: '60000' }));
    expect(market).toMatchObject({ request: { body: { exchangeCoinStr: 'BTC/USD', contractType: '2', amount: '6' } } });
    expect(prepareTicket(order({ terms: bbw, unit: 'contract', fields: { ...EMPTY_TICKET, price: '60000', amount: '1.5' } }))).toEqual({
      issue: { field: 'amount', problem: 'too_many_decimals', limit: '0' },
    });
  });

  it('judges take-profit and stop-loss the right way round for a short', () => {
    const short = (tp: string, sl: string) => prepareTicket(order({ side: 'short', fields: { ...EMPTY_TICKET, price: '50000', amount: '0.1', tpOn: true, tp, slOn: true, sl } }));
    expect(short('45000', '55000').issue).toBeNull();
    expect(short('55000', '56000').issue).toEqual({ field: 'takeProfitPrice', problem: 'take_profit_side', limit: 'short' });
    expect(short('45000', '44000').issue).toEqual({ field: 'stopLossPrice', problem: 'stop_loss_side', limit: 'short' });
    // A market long's levels are judged against the last price.
    const market = prepareTicket(order({ type: 'market', fields: { ...EMPTY_TICKET, amount: '0.1', tpOn: true, tp: '49000' } }));
    expect(market.issue).toEqual({ field: 'takeProfitPrice', problem: 'take_profit_side', limit: 'long' });
  });

  it('asks for a ticked level and leaves an unticked one out', () => {
    expect(prepareTicket(order({ fields: { ...EMPTY_TICKET, price: '50000', amount: '0.1', tpOn: true } })).issue).toEqual({ field: 'takeProfitPrice', problem: 'required' });
    const unticked = prepareTicket(order({ fields: { ...EMPTY_TICKET, price: '50000', amount: '0.1', tp: '40000' } }));
    expect(unticked.issue === null && 'takeProfitPrice' in unticked.request.body).toBe(false);
  });

  it('names a missing amount, a price below its scale and an amount below the minimum', () => {
    expect(prepareTicket(order({ fields: { ...EMPTY_TICKET, price: '50000' } })).issue).toEqual({ field: 'amount', problem: 'required' });
    expect(prepareTicket(order({ fields: { ...EMPTY_TICKET, price: '50000.05', amount: '1' } })).issue).toEqual({ field: 'price', problem: 'too_many_decimals', limit: '1' });
    expect(prepareTicket(order({ terms: { ...ubw, minAmount: '0.01' }, fields: { ...EMPTY_TICKET, price: '50000', amount: '0.005' } })).issue).toEqual({
      field: 'amount',
      problem: 'below_minimum',
      limit: '0.01',
    });
    // 10 USDT buys less than the coin's smallest step: nothing to send.
    expect(prepareTicket(order({ unit: 'quote', fields: { ...EMPTY_TICKET, price: '50000', amount: '10' } })).issue).toEqual({ field: 'amount', problem: 'not_positive' });
  });
});

describe('cost, max open and shares', () => {
  it('uses the contract arithmetic the server holds', () => {
    expect(ticketCost('1', '50000', 10, ubw)).toEqual({ margin: '5000', fee: '20', total: '5020' });
    expect(ticketCost('100', '50000', 10, bbw)).toEqual({ margin: '0.02', fee: '0.00008', total: '0.02008' });
    expect(ticketCost('', '50000', 10, ubw)).toBeNull();
    expect(maxOpen('5020', '50000', 10, ubw)).toBe('1');
    expect(maxOpen(undefined, '50000', 10, ubw)).toBeNull();
    expect(maxOpen('5020', '', 10, ubw)).toBeNull();
  });

  it('takes a share rounded down to the amount scale', () => {
    expect(shareOfAmount('0.123', 50, 3)).toBe('0.061');
    expect(shareOfAmount('7', 25, 0)).toBe('1');
    expect(shareOfAmount('', 25, 0)).toBe('');
  });
});
