import { describe, expect, it } from 'vitest';
import en from '@exchange/contract/translations/en.json';
import rest from 'virtual:english/rest';
import { CORE_PREFIXES, englishPart, isCoreKey } from './englishParts.ts';

const texts = en as Record<string, string>;
const core = englishPart(texts, 'core');

describe('English in two parts', () => {
  it('puts every key of en.json in exactly one part, with its text', () => {
    expect(rest).toEqual(englishPart(texts, 'rest'));
    expect(Object.keys(core).length + Object.keys(rest).length).toBe(Object.keys(texts).length);
    for (const [key, text] of Object.entries(texts)) expect(isCoreKey(key) ? core[key] : rest[key]).toBe(text);
  });

  it('keeps the frame and home in the core, the pages in the rest', () => {
    expect(core['footer.about']).toBe('About');
    expect(core['title.home']).toBeDefined();
    expect(Object.keys(rest).some((key) => key.startsWith('wallet.'))).toBe(true);
    expect(Object.keys(core).some((key) => key.startsWith('wallet.'))).toBe(false);
    // The core stays small: the point is the home route's weight.
    expect(JSON.stringify(core).length).toBeLessThan(JSON.stringify(rest).length / 3);
  });

  it('cuts by the prefix before the first dot only', () => {
    expect(CORE_PREFIXES).toContain('home');
    expect(isCoreKey('home.title')).toBe(true);
    expect(isCoreKey('homepage.title')).toBe(false);
    expect(isCoreKey('home')).toBe(false);
    expect(englishPart({ 'home.a': 'A', 'wallet.b': 'B' }, 'core')).toEqual({ 'home.a': 'A' });
    expect(englishPart({ 'home.a': 'A', 'wallet.b': 'B' }, 'rest')).toEqual({ 'wallet.b': 'B' });
  });
});
