import { describe, expect, it } from 'vitest';
import { figure, fractionPercent, signed, toneOf } from './riskFormat.ts';

describe('risk figures as sent', () => {
  it('shows a figure without trailing zeros, or "--"', () => {
    expect(figure('45180.80')).toBe('45180.8');
    expect(figure('')).toBe('--');
    expect(figure(undefined)).toBe('--');
  });

  it('shows a fraction as a percentage', () => {
    expect(fractionPercent('0.4')).toBe('40.00%');
    expect(fractionPercent('-0.01234')).toBe('-1.23%');
    expect(fractionPercent('')).toBe('--');
  });

  it('signs and colours a PnL', () => {
    expect(signed('12.50')).toBe('+12.5');
    expect(signed('-3')).toBe('-3');
    expect(signed('0')).toBe('0');
    expect(toneOf('1')).toBe('up');
    expect(toneOf('-0.1')).toBe('down');
    expect(toneOf('0')).toBe('flat');
    expect(toneOf('')).toBe('flat');
  });
});
