// Merges new translation keys into the six language files of packages/contract/translations.
// Usage: node scripts/add-translations.mjs keys.json
// keys.json: { "spot.buy": { "en": "Buy", "zh_cn": "买入", "zh_tw": "買入", "kr": "매수", "jp": "買い", "es": "Comprar" }, … }
// Every key needs all six languages (the server's content test refuses an incomplete set). Files
// stay sorted by key, so concurrent additions merge as plain line insertions.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGS = ['en', 'zh_cn', 'zh_tw', 'kr', 'jp', 'es'];
const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'contract', 'translations');
const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/add-translations.mjs keys.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(source, 'utf8'));
const missing = Object.entries(additions).flatMap(([key, texts]) => LANGS.filter((l) => typeof texts?.[l] !== 'string' || texts[l] === '').map((l) => `${key} (${l})`));
if (missing.length > 0) {
  console.error(`missing texts: ${missing.join(', ')}`);
  process.exit(1);
}
for (const lang of LANGS) {
  const file = join(dir, `${lang}.json`);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(additions)) current[key] = texts[lang];
  const sorted = Object.fromEntries(Object.keys(current).sort().map((k) => [k, current[k]]));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`added or updated ${Object.keys(additions).length} keys in ${LANGS.length} languages`);
