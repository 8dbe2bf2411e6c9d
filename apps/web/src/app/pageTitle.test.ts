import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';

describe('pageTitle', () => {
  it('puts the section before the brand', () => {
    expect(pageTitle({ brand: 'Exchange', sectionTitle: 'Log in', exchangeTitle: 'Exchange Exchange' })).toBe('Log in - Exchange');
  });

  it('keeps the fixed title on exchange screens', () => {
    expect(pageTitle({ brand: 'Acme', sectionTitle: 'Spot trading', fixed: true, exchangeTitle: 'Acme Exchange' })).toBe('Acme Exchange');
  });

  it('falls back to the brand alone', () => {
    expect(pageTitle({ brand: 'Acme', exchangeTitle: 'Acme Exchange' })).toBe('Acme');
  });
});
