// Wire formatting of orders and fills: exact decimals at the pair's scales.
import { describe, expect, it } from 'vitest';
import { findMarket } from '../../market/symbols.ts';
import { averagePrice, formatMoney, formatUnits, toEntrustRow, trimDecimals, type OrderRecordRow } from './rows.ts';

const btc = findMarket('xh', 'BTC/USDT')!;

const order = (over: Partial<OrderRecordRow>): OrderRecordRow => ({
  id: '1',
  symbol: 'BTC/USDT',
  side: 'buy',
  order_type: 'limit',
  price_ticks: '6500000',
  quantity_lots: '20000',
  funds_notional: null,
  remaining_lots: '20000',
  filled_lots: '0',
  filled_notional: '0',
  status: 0,
  entrust_type: 'xjwt',
  trigger_ticks: null,
  take_profit_ticks: null,
  stop_loss_ticks: null,
  parent_id: null,
  waiting: 0,
  create_time: new Date(1_700_000_000_000),
  update_time: new Date(1_700_000_001_000),
  ...over,
});

describe('decimal helpers', () => {
  it('trims zeros but keeps the decimals asked for', () => {
    expect(trimDecimals('13000.0000000', 2)).toBe('13000.00');
    expect(trimDecimals('13000.1230000', 2)).toBe('13000.123');
    expect(trimDecimals('5.00000000', 0)).toBe('5');
    expect(trimDecimals('12', 2)).toBe('12');
  });

  it('formats money, ledger units and the average price exactly', () => {
    expect(formatMoney(btc, 6_500_000n * 20_000n)).toBe('13000.00');
    expect(formatMoney(btc, 1n)).toBe('0.0000001');
    expect(formatUnits(20_000n)).toBe('0.0002');
    expect(formatUnits(0n)).toBe('0');
    // (65000.00 × 0.1 + 65001.00 × 0.1) / 0.2 = 65000.50
    expect(averagePrice(btc, 6_500_000n * 10_000n + 6_500_100n * 10_000n, 20_000n)).toBe('65000.50');
    // 1/3 of a tick rounds to the nearest tick.
    expect(averagePrice(btc, 6_500_000n * 2n + 6_500_001n, 3n)).toBe('65000.00');
    expect(averagePrice(btc, 0n, 0n)).toBe('');
  });
});

describe('toEntrustRow', () => {
  it('shows an open limit buy with what it holds', () => {
    expect(toEntrustRow(btc, order({}))).toEqual({
      id: '1',
      symbol_name: 'BTC/USDT',
      entrust_type: 'xjwt',
      create_time: 1_700_000_000_000,
      update_time: 1_700_000_001_000,
      direction: '1',
      entrust_price: '65000.00',
      entrust_balance: '0.20000',
      entrust_money: '',
      success_price: '',
      success_balance: '0.00000',
      success_money: '0.00',
      frozen_balance: '13000.00',
      trigger_price: '',
      take_profit_price: '',
      stop_loss_price: '',
      entrust_status: '0',
      trigger_waiting: '0',
      parent_id: '',
    });
  });

  it('shows a market buy by money, a waiting stop and an armed exit', () => {
    expect(toEntrustRow(btc, order({ order_type: 'market', entrust_type: 'sjwt', price_ticks: null, quantity_lots: null, funds_notional: '65000000000', remaining_lots: '0', filled_lots: '10000', filled_notional: '65000000000', status: 1 }))).toMatchObject({
      entrust_price: '',
      entrust_balance: '',
      entrust_money: '6500.00',
      success_price: '65000.00',
      frozen_balance: '0',
      entrust_status: '1',
    });
    expect(toEntrustRow(btc, order({ side: 'sell', entrust_type: 'zyzs', waiting: 1, trigger_ticks: '6400000' }))).toMatchObject({ trigger_price: '64000.00', frozen_balance: '0.20000', trigger_waiting: '1', direction: '2' });
    expect(toEntrustRow(btc, order({ side: 'sell', order_type: 'market', entrust_type: 'sjwt', waiting: 1, price_ticks: null, parent_id: '9', take_profit_ticks: '7000000' }))).toMatchObject({ frozen_balance: '0', parent_id: '9', take_profit_price: '70000.00' });
  });

  it('reads rows stored before spot types as what their order type is', () => {
    expect(toEntrustRow(btc, order({ entrust_type: null, order_type: 'market' })).entrust_type).toBe('sjwt');
    expect(toEntrustRow(btc, order({ entrust_type: null })).entrust_type).toBe('xjwt');
  });
});
