import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, startI18n } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

describe('i18n', () => {
  it('is ready with English before anything loads, keys with dots stay flat', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('footer.about')).toBe('About');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });

  it('loads another language lazily and falls back to English per key', async () => {
    await applyLanguage('zh_cn');
    expect(i18n.language).toBe('zh_cn');
    expect(i18n.hasResourceBundle('zh_cn', 'translation')).toBe(true);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('footer.about')).not.toBe('About');
    await applyLanguage('en');
  });

  it('lays content-store translations over the bundled ones', async () => {
    const rows = [{ id: '1', lang_key: 'header.login', en: 'Sign in (store)' }];
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 200, success: true, data: { total: 1, records: rows }, msg: '' })));
    await startI18n();
    await vi.waitFor(() => expect(i18n.t('header.login')).toBe('Sign in (store)'));
  });
});
