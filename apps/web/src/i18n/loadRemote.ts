// Translations are content-store data (spec §1, DESIGN §4): rows `{ lang_key, zh_cn, …, es }`
// loaded at start-up and laid over the bundled fallbacks. A broken row or text is skipped, never
// evaluated or allowed to break the others (§8).
import i18next from 'i18next';
import { CONTENT_TABLE, LANGUAGES, type Language } from '@exchange/contract/constants';
import { getContentTable } from '../api/content.ts';
import type { Translations } from './language.ts';

export type Resources = Record<Language, Translations>;

export const rowsToResources = (rows: unknown): Resources => {
  const resources = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Resources;
  if (!Array.isArray(rows)) return resources;
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) continue;
    const { lang_key: key } = row as Record<string, unknown>;
    if (typeof key !== 'string' || key.trim() === '') continue;
    for (const lang of LANGUAGES) {
      const text = (row as Record<string, unknown>)[lang];
      if (typeof text === 'string' && text !== '') resources[lang][key] = text;
    }
  }
  return resources;
};

/** Fetches the translations table; on failure the bundled texts simply stay. */
export const loadRemoteTranslations = async (): Promise<void> => {
  let rows: unknown;
  try {
    rows = (await getContentTable<unknown>(CONTENT_TABLE.translations)).records;
  } catch {
    return;
  }
  const resources = rowsToResources(rows);
  for (const lang of LANGUAGES) {
    if (Object.keys(resources[lang]).length > 0) i18next.addResourceBundle(lang, 'translation', resources[lang], true, true);
  }
};
