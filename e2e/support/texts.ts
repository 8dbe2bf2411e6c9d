// The UI strings of each language, read from the same files the server seeds the content store with,
// so a spec can find a control by its text in any language.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const cache = new Map<string, Record<string, string>>();

export const textsOf = (lang: string): Record<string, string> => {
  let texts = cache.get(lang);
  if (!texts) {
    texts = JSON.parse(readFileSync(resolve(import.meta.dirname, `../../packages/contract/translations/${lang}.json`), 'utf8')) as Record<string, string>;
    cache.set(lang, texts);
  }
  return texts;
};
