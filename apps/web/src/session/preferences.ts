// The visitor's display choices (spec §3, §4 "Language change"): language, display currency and
// theme, persisted as coin_web1-preferences so they survive reloads and apply before login.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  THEMES,
  isLanguage,
  type CurrencyOption,
  type Language,
  type Theme,
} from '@exchange/contract/constants';
import { applyLanguage } from '../i18n/language.ts';
import { prefixedStorage } from '../lib/storage.ts';
import { useSession } from './store.ts';

interface PreferencesState {
  language: Language;
  currency: CurrencyOption;
  theme: Theme;
  /** Bumped on a language change; the layout uses it as a React key to rebuild the view. */
  viewKey: number;
  setLanguage(language: Language): void;
  setCurrency(option: CurrencyOption): void;
  setTheme(theme: Theme): void;
}

export const applyTheme = (theme: Theme): void => {
  document.documentElement.dataset.theme = theme;
};

const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

export const usePreferences = create<PreferencesState>()(
  persist(
    (set, get) => ({
      language: DEFAULT_LANGUAGE,
      currency: DEFAULT_CURRENCY,
      theme: DEFAULT_THEME,
      viewKey: 0,
      setLanguage: (language) => {
        if (!isLanguage(language) || language === get().language) return;
        set((s) => ({ language, viewKey: s.viewKey + 1 }));
        void applyLanguage(language);
        // The profile carries language-dependent texts (level names …).
        const session = useSession.getState();
        if (session.isLoggedIn) session.loadProfile().catch(() => {});
      },
      setCurrency: (currency) => set({ currency }),
      setTheme: (theme) => {
        if (!isTheme(theme)) return;
        set({ theme });
        applyTheme(theme);
      },
    }),
    {
      name: 'preferences',
      storage: createJSONStorage(() => prefixedStorage),
      partialize: ({ language, currency, theme }) => ({ language, currency, theme }),
      // Values from an older build or a hand-edited storage must not break the app.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<PreferencesState>;
        return {
          ...current,
          language: isLanguage(p.language) ? p.language : current.language,
          theme: isTheme(p.theme) ? p.theme : current.theme,
          currency: p.currency && typeof p.currency.rate === 'string' ? p.currency : current.currency,
        };
      },
    },
  ),
);
