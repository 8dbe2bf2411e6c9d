import { describe, expect, it } from 'vitest';
import { placedMessage } from './placedMessage.ts';

const coins = { base: 'BTC', quote: 'USDT' };

describe('placedMessage', () => {
  it('names side, amount and price of a limit order', () => {
    expect(placedMessage('xjwt', { exchangeCoinStr: 'BTC/USDT', direction: '1', price: '65000.5', amount: '0.5' }, coins)).toEqual({
      key: 'spot.order.placed_at',
      values: { side: 'spot.order.side.buy', type: 'spot.order.type.xjwt', quantity: '0.5 BTC', price: '65000.5 USDT' },
    });
  });

  it('names the money a market buy spends', () => {
    expect(placedMessage('sjwt', { exchangeCoinStr: 'BTC/USDT', direction: '1', money: '100' }, coins)).toEqual({
      key: 'spot.order.placed_by_money',
      values: { side: 'spot.order.side.buy', type: 'spot.order.type.sjwt', coin: 'BTC', money: '100 USDT' },
    });
  });

  it('names the amount of a market sell, with no price', () => {
    expect(placedMessage('sjwt', { exchangeCoinStr: 'BTC/USDT', direction: '2', amount: '0.25' }, coins)).toEqual({
      key: 'spot.order.placed_at_market',
      values: { side: 'spot.order.side.sell', type: 'spot.order.type.sjwt', quantity: '0.25 BTC' },
    });
  });
});
