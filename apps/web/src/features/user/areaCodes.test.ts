import { describe, expect, it } from 'vitest';
import { areaCodeOptions } from './areaCodes.ts';

const rows = [
  { code: '+86', name_en: 'China', name_zh: '中国' },
  { code: '+1', name_en: 'United States', name_zh: '' },
];

describe('areaCodeOptions', () => {
  it('names countries in the interface language', () => {
    expect(areaCodeOptions(rows, 'en')).toEqual([
      { value: '+86', label: '+86 China' },
      { value: '+1', label: '+1 United States' },
    ]);
    expect(areaCodeOptions(rows, 'zh_tw').map((o) => o.label)).toEqual(['+86 中国', '+1 United States']);
  });
});
