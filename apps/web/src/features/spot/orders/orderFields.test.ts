import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, clearedQuantity, withAmount, withPrice, withShare, withTotal } from './orderFields.ts';

const scales = { priceScale: 2, amountScale: 4 };

describe('order form fields', () => {
  it('keeps the total equal to price × amount whichever is typed', () => {
    let fields = withPrice(EMPTY_FIELDS, '100');
    expect(fields.money).toBe('');
    fields = withAmount(fields, '0.5');
    expect(fields.money).toBe('50');
    fields = withPrice(fields, '200');
    expect(fields).toMatchObject({ num: '0.5', money: '100' });
    fields = withTotal(fields, '30', scales, false);
    expect(fields).toMatchObject({ num: '0.15', money: '30' });
  });

  it('lets a market buy total stand alone', () => {
    const fields = withTotal({ ...EMPTY_FIELDS, price: '100', num: '1' }, '30', scales, true);
    expect(fields).toMatchObject({ num: '1', money: '30' });
  });

  it('fills a buy from the quote balance and a sell from the base balance', () => {
    const priced = withPrice(EMPTY_FIELDS, '3');
    expect(withShare(priced, { percent: 50, available: '100', buy: true, byMoneyOnly: false }, scales)).toMatchObject({ num: '16.6666', money: '49.9998' });
    expect(withShare(priced, { percent: 25, available: '2', buy: false, byMoneyOnly: false }, scales)).toMatchObject({ num: '0.5', money: '1.5' });
    expect(withShare(priced, { percent: 100, available: '12.345', buy: true, byMoneyOnly: true }, scales)).toMatchObject({ money: '12.345' });
  });

  it('clears the quantity after an order and keeps the price', () => {
    expect(clearedQuantity({ ...EMPTY_FIELDS, price: '1', num: '2', money: '2' })).toMatchObject({ price: '1', num: '', money: '' });
  });
});
