import { describe, expect, it } from 'vitest';
import { armedExit, limitClose, marketCloseAll, positionExit } from './positionOrders.ts';
import { contractOrder, longPosition, shortPosition } from '../testRows.ts';

const rules = { priceScale: 1, amountScale: 3, minAmount: '0.001' };

describe('position orders', () => {
  it('closes what may be closed at market, naming the position', () => {
    expect(marketCloseAll('ubw', longPosition)).toEqual({
      action: 'close',
      type: 'sjwt',
      body: { exchangeCoinStr: 'BTC/USDT', direction: '3', contractType: '1', closeLogContractOrderCode: 'p1', amount: '0.1' },
    });
    expect(marketCloseAll('ubw', shortPosition).body.direction).toBe('4');
  });

  it('closes part at a limit, checked', () => {
    expect(limitClose('ubw', longPosition, '51000', '0.05', rules)).toMatchObject({ request: { type: 'ptwt', body: { price: '51000', amount: '0.05' } } });
    expect(limitClose('ubw', longPosition, '51000.55', '0.05', rules).issue).toEqual({ field: 'price', problem: 'too_many_decimals', limit: '1' });
  });

  it('sets take-profit and stop-loss the right way round for a short', () => {
    expect(positionExit('ubw', shortPosition, '1', '45000', rules, '50000')).toMatchObject({
      request: { type: 'zyzs', body: { direction: '4', triggerPrice: '45000', zyzsType: '1', closeLogContractOrderCode: 'p2' } },
    });
    expect(positionExit('ubw', shortPosition, '1', '55000', rules, '50000').issue).toEqual({ field: 'triggerPrice', problem: 'take_profit_side', limit: 'short' });
    expect(positionExit('ubw', shortPosition, '2', '45000', rules, '50000').issue).toEqual({ field: 'triggerPrice', problem: 'stop_loss_side', limit: 'short' });
    expect(positionExit('ubw', longPosition, '2', '45000', rules, '50000').issue).toBeNull();
    expect(positionExit('ubw', longPosition, '1', '', rules, '50000').issue).toEqual({ field: 'triggerPrice', problem: 'required' });
  });

  it('finds the armed whole-position exit of a position', () => {
    const orders = [
      contractOrder({ id: 'a', position_id: 'p1', zyzs_type: '1', entrust_balance: '0.05' }),
      contractOrder({ id: 'b', position_id: 'p1', zyzs_type: '1', entrust_balance: '' }),
      contractOrder({ id: 'c', position_id: 'p2', zyzs_type: '2', entrust_balance: '' }),
    ];
    expect(armedExit(orders, longPosition, '1')?.id).toBe('b');
    expect(armedExit(orders, longPosition, '2')).toBeUndefined();
  });
});
