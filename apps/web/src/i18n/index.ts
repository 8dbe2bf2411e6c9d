// i18n/: the interface texts in six languages (spec §1). i18next is set up here on import with
// the core of the bundled English texts (the frame and home: englishParts.ts), so the first render
// never shows raw keys; other pages load the rest first (englishRest.ts). `startI18n()` then loads
// the chosen language's bundled fallback (its own chunk) and lays the content store's
// translations over everything. Keys are flat strings with dots ("header.login"), hence no key
// or namespace separators.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import englishCore from 'virtual:english/core';
import { DEFAULT_LANGUAGE } from '@exchange/contract/constants';
import { usePreferences } from '../session/preferences.ts';
import { applyLanguage } from './language.ts';
import { loadRemoteTranslations } from './loadRemote.ts';
import { loadEnglishRest } from './englishRest.ts';

export { htmlLang, applyLanguage } from './language.ts';
export { rowsToResources, loadRemoteTranslations } from './loadRemote.ts';
export { loadEnglishRest } from './englishRest.ts';

void i18next.use(initReactI18next).init({
  resources: { en: { translation: englishCore } },
  lng: usePreferences.getState().language,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes what it renders.
  returnNull: false,
  keySeparator: false,
  nsSeparator: false,
  partialBundledLanguages: true,
  // Resources are inline: finish now so the first render is already translated.
  initAsync: false,
  // Re-render when the content store's translations arrive, not only on a language change.
  react: { bindI18nStore: 'added' },
  // A key of the English rest asked for before it loaded: load it (the re-render follows on 'added').
  saveMissing: true,
  missingKeyHandler: () => void loadEnglishRest(),
});

export const i18n = i18next;

/** `const { t } = useT()`: react-i18next's hook under the name the app uses. */
export const useT = useTranslation;

let started: Promise<void> | undefined;

/**
 * Call once before the first render and await it: resolves when the chosen language's bundled
 * texts are in. The content store's translations keep loading in the background.
 */
export const startI18n = (): Promise<void> => {
  started ??= (async () => {
    void loadRemoteTranslations();
    await applyLanguage(usePreferences.getState().language);
  })();
  return started;
};
