// Switching the interface language: load the bundled fallback of that language (its own chunk,
// so the home route only carries English), tell i18next, and set <html lang> for screen readers
// and the browser's hyphenation and fonts.
import i18next from 'i18next';
import type { Language } from '@exchange/contract/constants';

export type Translations = Record<string, string>;
type Bundle = () => Promise<{ default: Translations }>;

/** English is bundled statically in index.ts; the others load on demand. */
const BUNDLES: Record<Exclude<Language, 'en'>, Bundle> = {
  zh_cn: () => import('@exchange/contract/translations/zh_cn.json'),
  zh_tw: () => import('@exchange/contract/translations/zh_tw.json'),
  kr: () => import('@exchange/contract/translations/kr.json'),
  jp: () => import('@exchange/contract/translations/jp.json'),
  es: () => import('@exchange/contract/translations/es.json'),
};

/** Our language codes are the wire's; <html lang> wants BCP 47. */
const HTML_LANG: Record<Language, string> = { zh_cn: 'zh-CN', zh_tw: 'zh-TW', en: 'en', kr: 'ko', jp: 'ja', es: 'es' };

export const htmlLang = (language: Language): string => HTML_LANG[language];

const loaded = new Set<Language>(['en']);

/** Adds the bundled texts under whatever the content store already supplied (it wins). */
export const loadBundledLanguage = async (language: Language): Promise<void> => {
  if (loaded.has(language) || language === 'en') return;
  const { default: texts } = await BUNDLES[language]();
  i18next.addResourceBundle(language, 'translation', texts, true, false);
  loaded.add(language);
};

export const applyLanguage = async (language: Language): Promise<void> => {
  document.documentElement.lang = htmlLang(language);
  // A failed chunk leaves the English fallback on screen rather than blocking the switch.
  await loadBundledLanguage(language).catch(() => {});
  await i18next.changeLanguage(language);
};
