import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';

describe('pageTitle', () => {
  it('puts the section before the brand', () => {
    expect(pageTitle({ brand: 'Exchange', sectionTitle: 'Log in', exchangeTitle: 'Exchange Exchange' })).toBe('Log in - Exchange');
  });

  it('keeps the fixed title on exchange screens', () => {
    expect(pageTitle({ brand: 'Acme', sectionTitle: 'Spot trading', fixed: true, exchangeTitle: 'Acme Exchange' })).toBe('Acme Exchange');
  });

  it('names the pair after its last price on a trading screen', () => {
    expect(pageTitle({ brand: 'Acme', fixed: true, exchangeTitle: 'Acme Exchange', market: { pair: 'BTC/USDT', price: '65000.50' } })).toBe(
      '65000.50 BTC/USDT Acme',
    );
  });

  it('falls back to the brand alone', () => {
    expect(pageTitle({ brand: 'Acme', exchangeTitle: 'Acme Exchange' })).toBe('Acme');
  });
});
