import { describe, expect, it } from 'vitest';
import { languageChoices } from './languageOptions.ts';

describe('languageChoices', () => {
  it('falls back to the six shipped languages', () => {
    expect(languageChoices(undefined).map((c) => c.value)).toEqual(['zh_cn', 'zh_tw', 'en', 'kr', 'jp', 'es']);
    expect(languageChoices([{ value: 'xx', text: 'Klingon' }])).toHaveLength(6);
  });

  it('keeps the operator order and names, dropping unknown codes', () => {
    expect(
      languageChoices([
        { value: 'en', text: 'English' },
        { value: 'fr', text: 'Français' },
        { value: 'jp', text: ' ' },
      ]),
    ).toEqual([
      { value: 'en', text: 'English' },
      { value: 'jp', text: undefined },
    ]);
  });
});
