import { describe, expect, it } from 'vitest';
import { rowsToResources } from './loadRemote.ts';

describe('rowsToResources', () => {
  it('turns translation rows into one flat map per language', () => {
    const resources = rowsToResources([
      { id: '1', lang_key: 'header.login', en: 'Log in', zh_cn: '登录', zh_tw: '登錄', kr: '로그인', jp: 'ログイン', es: 'Entrar' },
    ]);
    expect(resources.en).toEqual({ 'header.login': 'Log in' });
    expect(resources.zh_cn).toEqual({ 'header.login': '登录' });
    expect(resources.es).toEqual({ 'header.login': 'Entrar' });
  });

  it('skips broken entries silently and keeps the rest', () => {
    const resources = rowsToResources([
      null,
      'text',
      ['header.login', 'x'],
      { lang_key: '', en: 'empty key' },
      { lang_key: 42, en: 'numeric key' },
      { en: 'no key' },
      { lang_key: 'a.b', en: { nested: true }, zh_cn: 7, jp: '', es: 'Sí' },
      { lang_key: 'c.d', en: 'Fine' },
    ]);
    expect(resources.en).toEqual({ 'c.d': 'Fine' });
    expect(resources.zh_cn).toEqual({});
    expect(resources.jp).toEqual({});
    expect(resources.es).toEqual({ 'a.b': 'Sí' });
  });

  it('answers empty maps for something that is not a list', () => {
    expect(rowsToResources({ records: [] }).en).toEqual({});
    expect(Object.keys(rowsToResources(undefined))).toEqual(['zh_cn', 'zh_tw', 'en', 'kr', 'jp', 'es']);
  });
});
