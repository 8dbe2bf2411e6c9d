import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS } from './orderFields.ts';
import { buildOrderBody, prepareOrder } from './orderBody.ts';

const fields = { ...EMPTY_FIELDS, price: '100', num: '0.5', money: '50', triggerMoney: '95', fullPrice: '120', lossPrice: '90' };
const rules = { priceScale: 2, amountScale: 4, minAmount: '0.001' };

describe('order body', () => {
  it('sends what each tab needs', () => {
    expect(buildOrderBody('limit', '1', 'BTC/USDT', fields)).toEqual({ exchangeCoinStr: 'BTC/USDT', direction: '1', price: '100', amount: '0.5' });
    expect(buildOrderBody('market', '1', 'BTC/USDT', fields)).toEqual({ exchangeCoinStr: 'BTC/USDT', direction: '1', money: '50' });
    expect(buildOrderBody('market', '2', 'BTC/USDT', fields)).toEqual({ exchangeCoinStr: 'BTC/USDT', direction: '2', amount: '0.5' });
    expect(buildOrderBody('stop', '2', 'BTC/USDT', fields)).toEqual({ exchangeCoinStr: 'BTC/USDT', direction: '2', price: '100', amount: '0.5', triggerPrice: '95' });
    expect(buildOrderBody('stopProfitLoss', '1', 'BTC/USDT', { ...fields, fullCheck: true })).toEqual({
      exchangeCoinStr: 'BTC/USDT',
      direction: '1',
      price: '100',
      amount: '0.5',
      takeProfitPrice: '120',
    });
  });

  it('checks with the contract before anything is sent', () => {
    expect(prepareOrder('limit', '1', 'BTC/USDT', fields, rules)).toMatchObject({ type: 'xjwt', issue: null });
    expect(prepareOrder('limit', '1', 'BTC/USDT', { ...fields, num: '' }, rules)).toEqual({ issue: { field: 'amount', problem: 'required' } });
    expect(prepareOrder('stopProfitLoss', '1', 'BTC/USDT', fields, rules)).toEqual({ issue: { field: 'takeProfitPrice', problem: 'tp_sl_required' } });
    expect(prepareOrder('stopProfitLoss', '1', 'BTC/USDT', { ...fields, lossCheck: true, lossPrice: '110' }, rules)).toEqual({
      issue: { field: 'stopLossPrice', problem: 'stop_loss_side' },
    });
  });
});
