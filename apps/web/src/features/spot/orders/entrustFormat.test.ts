import { describe, expect, it } from 'vitest';
import type { EntrustRow } from '@exchange/contract/spot';
import { conditionsOf, filledOf, limitPriceOf, statusKey, typeKey } from './entrustFormat.ts';
import { entrustRow } from './testRows.ts';

describe('order row display', () => {
  it('names every entrust_status, telling partial fills and waiting triggers apart', () => {
    const status = (extra: Partial<EntrustRow>) => statusKey(entrustRow(extra));
    expect(status({ entrust_status: '0' })).toBe('entrust.status.open');
    expect(status({ entrust_status: '0', success_balance: '0.1' })).toBe('entrust.status.partial');
    expect(status({ entrust_status: '0', trigger_waiting: '1' })).toBe('entrust.status.waiting');
    expect(status({ entrust_status: '1' })).toBe('entrust.status.done');
    expect(status({ entrust_status: '-1' })).toBe('entrust.status.cancelled');
    expect(status({ entrust_status: '-1', success_balance: '0.1' })).toBe('entrust.status.partial_cancelled');
    expect(status({ entrust_status: '-2' })).toBe('entrust.status.failed');
  });

  it('shows filled of asked in money for a market buy by money', () => {
    expect(filledOf(entrustRow({ success_balance: '0.50', entrust_balance: '1.00' }))).toEqual({ filled: '0.5', asked: '1', byMoney: false });
    expect(filledOf(entrustRow({ entrust_balance: '', entrust_money: '100', success_money: '40' }))).toEqual({ filled: '40', asked: '100', byMoney: true });
  });

  it('lists the trigger, take-profit and stop-loss prices an order carries', () => {
    expect(conditionsOf(entrustRow({ trigger_price: '95.00', take_profit_price: '', stop_loss_price: '0' }))).toEqual([
      { key: 'entrust.condition.trigger', price: '95' },
    ]);
    expect(limitPriceOf(entrustRow({ entrust_price: '' }))).toBeNull();
  });

  it('names take-profit / stop-loss exits apart from plain market orders', () => {
    expect(typeKey(entrustRow({ entrust_type: 'sjwt' }))).toBe('spot.order.type.sjwt');
    expect(typeKey(entrustRow({ entrust_type: 'sjwt', parent_id: '7' }))).toBe('spot.order.type.exit');
  });
});
