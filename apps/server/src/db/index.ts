// The database: kysely over PGlite (embedded, files in DATA_DIR) or over PostgreSQL when
// DATABASE_URL is set. Same SQL, same migrations on both; migrations run on every start.
import { join } from 'node:path';
import type { EventLoopUtilization } from 'node:perf_hooks';
import { Kysely, Migrator, sql, type CompiledQuery, type MigrationProvider } from 'kysely';
import { CurrentSchemaPostgresDialect } from './introspector.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import { openSession } from './pgliteSession.ts';
import { openThreadSession } from './pgliteThread.ts';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';

export type Db = Kysely<Database>;

export interface DbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Use a PostgreSQL schema other than public (tests isolate themselves this way). */
  schema?: string;
  /** PGlite on this thread (the default) or on a worker thread of its own (pgliteThread.ts). */
  pgliteThread?: 'worker' | 'main';
}

const oneConnection = new WeakSet<Db>();

/**
 * True for PGlite: one connection, so transactions run one after another and row locks have
 * nobody to keep out (the ledger's group commit skips them there).
 */
export const hasOneConnection = (db: Db): boolean => oneConnection.has(db);

const onThisThread = new WeakSet<Db>();

/** True when the database works on this thread (PGlite without its worker), so waiting for it is not time this thread can use. */
export const runsOnThisThread = (db: Db): boolean => onThisThread.has(db);

/**
 * Transactions sent one after another without waiting for each to end, for the group commit
 * (market/journal.ts) on PGlite's worker. Each call posts its step at once, in call order, and
 * must be made while holding the connection (nothing else may be between begin and commit). Once
 * a step of a chain fails, the chain's later steps are refused (pgliteSession.ts ChainStep).
 */
export interface Pipeline {
  begin(chain: number): Promise<void>;
  /** The statements and the commit. */
  commit(statements: readonly CompiledQuery[], chain: number): Promise<void>;
}

const pipelines = new WeakMap<Db, Pipeline>();

/** The pipeline of a database that works beside this thread and runs requests in the order sent, if it has one. */
export const pipelineOf = (db: Db): Pipeline | undefined => pipelines.get(db);

const threadUtilization = new WeakMap<Db, () => EventLoopUtilization>();

/**
 * How busy the database's own thread has been (PGlite's worker), for benchmarks that ask which
 * side of the pipeline waits; undefined when the database has no thread here.
 */
export const databaseThreadUtilization = (db: Db): EventLoopUtilization | undefined => threadUtilization.get(db)?.();

const threadIds = new WeakMap<Db, number>();

/** The operating system's id of the database's own thread (PGlite's worker, on Linux), for benchmarks that read its CPU time. */
export const databaseThreadId = (db: Db): number | undefined => threadIds.get(db);

const openPglite = async (dataDir: string, thread: 'worker' | 'main'): Promise<Db> => {
  const dir = join(dataDir, 'pglite');
  const threaded = thread === 'worker' ? await openThreadSession(dir) : undefined;
  const pglite = threaded ?? (await openSession(dir));
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  oneConnection.add(db);
  if (!threaded) onThisThread.add(db);
  else {
    threadUtilization.set(db, threaded.utilization);
    if (threaded.linuxThreadId !== null) threadIds.set(db, threaded.linuxThreadId);
    pipelines.set(db, {
      begin: (chain) => pglite.begin({ chain }),
      commit: (statements, chain) => pglite.script(statements.map((s) => ({ sql: s.sql, params: s.parameters })), true, { chain }),
    });
  }
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
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
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
    : await openPglite(options.dataDir, options.pgliteThread ?? 'main');
  await migrate(db, options.databaseUrl ? options.schema : undefined);
  return db;
};
