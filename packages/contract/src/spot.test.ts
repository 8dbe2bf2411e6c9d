import { describe, expect, it } from 'vitest';
import { checkSpotOrder, spotOrderMessage, type SpotOrderBody } from './spot.ts';

const rules = { priceScale: 2, amountScale: 4, minAmount: '0.001' };
const buy = (extra: Partial<SpotOrderBody>): SpotOrderBody => ({ exchangeCoinStr: 'BTC/USDT', direction: '1', ...extra });

describe('checkSpotOrder', () => {
  it('accepts a well-formed limit order', () => {
    expect(checkSpotOrder('xjwt', buy({ price: '65000.5', amount: '0.01' }), rules)).toBeNull();
  });

  it('names the first missing or malformed field', () => {
    expect(checkSpotOrder('xjwt', buy({ amount: '1' }), rules)).toEqual({ field: 'price', problem: 'required' });
    expect(checkSpotOrder('xjwt', buy({ price: '1e5', amount: '1' }), rules)).toEqual({ field: 'price', problem: 'not_number' });
    expect(checkSpotOrder('xjwt', buy({ price: '-1', amount: '1' }), rules)).toEqual({ field: 'price', problem: 'not_number' });
    expect(checkSpotOrder('xjwt', buy({ price: '0', amount: '1' }), rules)).toEqual({ field: 'price', problem: 'not_positive' });
    expect(checkSpotOrder('xjwt', buy({ price: '1.005', amount: '1' }), rules)).toEqual({ field: 'price', problem: 'too_many_decimals', limit: '2' });
    expect(checkSpotOrder('xjwt', buy({ price: '1', amount: '0.0001' }), rules)).toEqual({ field: 'amount', problem: 'below_minimum', limit: '0.001' });
  });

  it('asks a market buy for money and a market sell for an amount', () => {
    expect(checkSpotOrder('sjwt', buy({ money: '100' }), rules)).toBeNull();
    expect(checkSpotOrder('sjwt', buy({ amount: '1' }), rules)).toEqual({ field: 'money', problem: 'required' });
    expect(checkSpotOrder('sjwt', { exchangeCoinStr: 'BTC/USDT', direction: '2', amount: '0.5' }, rules)).toBeNull();
  });

  it('needs a trigger price for a stop order', () => {
    expect(checkSpotOrder('zyzs', buy({ price: '10', amount: '1' }), rules)).toEqual({ field: 'triggerPrice', problem: 'required' });
    expect(checkSpotOrder('zyzs', buy({ price: '10', amount: '1', triggerPrice: '9.5' }), rules)).toBeNull();
  });

  it('keeps take-profit and stop-loss on their sides of the price', () => {
    expect(checkSpotOrder('dtzyzs', buy({ price: '10', amount: '1' }), rules)?.problem).toBe('tp_sl_required');
    expect(checkSpotOrder('dtzyzs', buy({ price: '10', amount: '1', takeProfitPrice: '9' }), rules)?.problem).toBe('take_profit_side');
    expect(checkSpotOrder('dtzyzs', buy({ price: '10', amount: '1', stopLossPrice: '11' }), rules)?.problem).toBe('stop_loss_side');
    expect(checkSpotOrder('dtzyzs', buy({ price: '10', amount: '1', takeProfitPrice: '12', stopLossPrice: '8' }), rules)).toBeNull();
    expect(checkSpotOrder('dtzyzs', { exchangeCoinStr: 'BTC/USDT', direction: '2', price: '10', amount: '1', takeProfitPrice: '8' }, rules)).toBeNull();
  });

  it('words each issue for the server', () => {
    expect(spotOrderMessage({ field: 'price', problem: 'too_many_decimals', limit: '2' })).toBe('The price allows at most 2 decimals');
  });
});
