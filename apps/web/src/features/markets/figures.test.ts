import { describe, expect, it } from 'vitest';
import { formatInCurrency } from '../../lib/displayPrice.ts';
import { directionOf, formatChange, formatTurnover } from './figures.ts';

const inEuro = (value: string, format?: { short?: boolean }) => formatInCurrency(value, { rate: '0.9', quote_currency: '€' }, format);

describe('market figures', () => {
  it('colours by the sign of the change', () => {
    expect(directionOf('1.2')).toBe('up');
    expect(directionOf('-0.01')).toBe('down');
    expect(directionOf('0')).toBe('flat');
    expect(directionOf('')).toBe('flat');
    expect(formatChange('1.234')).toBe('+1.23%');
  });

  it('shows USD(T) turnover in the display currency and others in their quote coin', () => {
    expect(formatTurnover({ turnover: '2000000', quote: 'USDT' }, inEuro)).toBe('€1.80M');
    expect(formatTurnover({ turnover: '1234.5', quote: 'BTC' }, inEuro)).toBe('1234.50 BTC');
    expect(formatTurnover({ turnover: '', quote: 'BTC' }, inEuro)).toBe('--');
  });
});
