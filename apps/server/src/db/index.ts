// The database: kysely over PGlite (embedded, files in DATA_DIR) or over PostgreSQL when
// DATABASE_URL is set. Same SQL, same migrations on both; migrations run on every start.
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import { PgliteDialect } from './pglite-dialect.ts';
import { openSession } from './pgliteSession.ts';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';

export type Db = Kysely<Database>;

export interface DbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Use a PostgreSQL schema other than public (tests isolate themselves this way). */
  schema?: string;
}

const oneConnection = new WeakSet<Db>();

/**
 * True for PGlite: one connection, so transactions run one after another and row locks have
 * nobody to keep out (the ledger's group commit skips them there).
 */
export const hasOneConnection = (db: Db): boolean => oneConnection.has(db);

const openPglite = async (dataDir: string): Promise<Db> => {
  const pglite = await openSession(join(dataDir, 'pglite'));
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  oneConnection.add(db);
  return db;
};

const openPostgres = async (url: string, schema: string | undefined): Promise<Db> => {
  const pg = await import('pg');
  // bigint identities come back as strings, which is what the wire wants anyway.
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return db;
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const migrate = async (db: Db, schema?: string): Promise<void> => {
  // The migrator looks for its own tables across all schemas; pin it to ours.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
};

export const openDb = async (options: DbOptions): Promise<Db> => {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : await openPglite(options.dataDir);
  await migrate(db, options.databaseUrl ? options.schema : undefined);
  return db;
};
