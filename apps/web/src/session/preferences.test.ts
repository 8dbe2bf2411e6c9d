import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CURRENCY } from '@exchange/contract/constants';
import { i18n } from '../i18n/index.ts';
import { usePreferences } from './preferences.ts';
import { useSession } from './store.ts';

const loadProfile = vi.fn(async () => ({}) as never);

beforeEach(async () => {
  loadProfile.mockClear();
  useSession.setState({ isLoggedIn: false, loadProfile });
  usePreferences.setState({ language: 'en', theme: 'daytime', currency: DEFAULT_CURRENCY, viewKey: 0 });
  await i18n.changeLanguage('en');
});

describe('preferences', () => {
  it('starts with English, USD and the day theme', () => {
    const { language, currency, theme } = usePreferences.getState();
    expect(language).toBe('en');
    expect(currency).toMatchObject({ exchange_value: 'USD', quote_currency: '$', rate: '1' });
    expect(theme).toBe('daytime');
  });

  it('changes language, <html lang> and the view key, and persists it', async () => {
    usePreferences.getState().setLanguage('jp');
    expect(usePreferences.getState()).toMatchObject({ language: 'jp', viewKey: 1 });
    expect(document.documentElement.lang).toBe('ja');
    await vi.waitFor(() => expect(i18n.language).toBe('jp'));
    const stored = JSON.parse(localStorage.getItem('coin_web1-preferences') ?? 'null');
    expect(stored.content.state).toMatchObject({ language: 'jp' });
    expect(stored.content.state.viewKey).toBeUndefined();
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('re-fetches the profile on a language change when logged in', () => {
    useSession.setState({ isLoggedIn: true });
    usePreferences.getState().setLanguage('es');
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });

  it('ignores languages it does not know', () => {
    usePreferences.getState().setLanguage('fr' as never);
    expect(usePreferences.getState()).toMatchObject({ language: 'en', viewKey: 0 });
  });

  it('sets the theme on the document', () => {
    usePreferences.getState().setTheme('night');
    expect(document.documentElement.dataset.theme).toBe('night');
    expect(usePreferences.getState().theme).toBe('night');
  });

  it('keeps the chosen display currency', () => {
    const eur = { exchange_value: 'EUR', quote_currency: '€', exchange_code: 'EUR', rate: '0.92' };
    usePreferences.getState().setCurrency(eur);
    expect(usePreferences.getState().currency).toEqual(eur);
  });

  it('drops invalid stored values on rehydration', async () => {
    localStorage.setItem(
      'coin_web1-preferences',
      JSON.stringify({ name: 'preferences', content: { state: { language: 'xx', theme: 'pink', currency: 3 }, version: 0 } }),
    );
    await usePreferences.persist.rehydrate();
    expect(usePreferences.getState()).toMatchObject({ language: 'en', theme: 'daytime' });
    expect(usePreferences.getState().currency.exchange_value).toBe('USD');
  });
});
