// The server suite's global setup: one embedded database migrated once, which every test
// exchange starts from as a copy (testing/kit.ts). A fresh PGlite spends about three seconds in
// initdb and the migrations; a copy of the finished directory opens in a tenth of that, and the
// suite starts some seventy exchanges. Made anew on every run, so it always has every migration.
// On PostgreSQL (DATABASE_URL) every test migrates a schema of its own and this does nothing.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/index.ts';

/** Where the migrated template lies while the suite runs (set by the global setup). */
export const TEMPLATE_ENV = 'EXCHANGE_TEST_PGLITE_TEMPLATE';

/** Copies the template into a new DATA_DIR, when there is one and the directory has no database yet. */
export const seedFromTemplate = (dataDir: string): void => {
  const template = process.env[TEMPLATE_ENV];
  const target = join(dataDir, 'pglite');
  if (!template || process.env.DATABASE_URL || existsSync(target)) return;
  cpSync(template, target, { recursive: true });
};

export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'exchange-template-'));
  const db = await openDb({ databaseUrl: undefined, dataDir: dir, pgliteThread: 'main' });
  await db.destroy();
  process.env[TEMPLATE_ENV] = join(dir, 'pglite');
  return () => rmSync(dir, { recursive: true, force: true });
}
