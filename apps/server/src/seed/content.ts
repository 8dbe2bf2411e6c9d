// Loads the content store's seed data from the repo (apps/server/seed/*.json, and the UI
// translations from packages/contract/translations) on every start. Only missing rows are added,
// so an operator's edits survive restarts and new releases still bring their new strings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTENT_TABLE, LANGUAGES } from '@exchange/contract';
import type { ContentStore } from '../modules/content/store.ts';
import { REPO_ROOT, SERVER_DIR } from '../paths.ts';

export const SEED_DIR = resolve(SERVER_DIR, 'seed');
const TRANSLATIONS_DIR = resolve(REPO_ROOT, 'packages/contract/translations');

type Row = Record<string, unknown>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** One row per key with one string per language (DESIGN §4: translations are data). */
export const translationRows = (dir = TRANSLATIONS_DIR): Row[] => {
  const byKey = new Map<string, Row>();
  for (const lang of LANGUAGES) {
    const file = join(dir, `${lang}.json`);
    if (!existsSync(file)) continue;
    const texts = readJson(file) as Record<string, unknown>;
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text !== 'string') continue;
      const row = byKey.get(key) ?? { id: key, lang_key: key };
      row[lang] = text;
      byKey.set(key, row);
    }
  }
  return [...byKey.values()];
};

export const seedContent = async (store: ContentStore, dir = SEED_DIR): Promise<void> => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const parsed = readJson(join(dir, file)) as { records?: Row[] };
    const records = (parsed.records ?? []).filter((r) => r && typeof r.id === 'string');
    await store.seed(file.replace(/\.json$/, ''), records);
  }
  await store.seed(CONTENT_TABLE.translations, translationRows());
};
