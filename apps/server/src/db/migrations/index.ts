// Migrations in order. Listed statically (not read from disk) so they run the same under tsx,
// in a bundle and in tests; the same SQL runs on PGlite and PostgreSQL.
import type { Migration } from 'kysely';
import * as foundation from './001_foundation.ts';

export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
};
