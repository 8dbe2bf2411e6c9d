// A kysely dialect over PGlite. kysely 0.29 ships one but needs Node 22; this is the same idea
// for 0.28: PGlite is a single connection, so queries and transactions take turns on one lock.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PgliteSession } from './pgliteSession.ts';
import { scriptOf } from './script.ts';
import { CurrentSchemaIntrospector } from './introspector.ts';

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PgliteSession) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const script = scriptOf(query);
    if (script) {
      await this.pglite.script(script.statements.map((s) => ({ sql: s.sql, params: s.parameters })), script.commit);
      return { rows: [] };
    }
    const result = await this.pglite.query<R>(query.sql, query.parameters);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield -- PGlite has no server-side cursors to stream from
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

/** A FIFO lock: the one connection is lent to one query or one transaction at a time. */
class Lock {
  private tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

/** What the owner of a dialect does around it. */
export interface PgliteDialectOptions {
  /** Runs when the database is destroyed, before the session closes (db/index.ts closes the journal's log file). */
  beforeClose?: () => void;
}

class PgliteDriver implements Driver {
  private readonly lock = new Lock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PgliteConnection;

  constructor(
    private readonly pglite: PgliteSession,
    private readonly options: PgliteDialectOptions,
  ) {
    this.connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    // Each acquisition gets its own wrapper so release is tied to the borrower.
    const lease = Object.create(this.connection) as PgliteConnection;
    this.releases.set(lease, release);
    return lease;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    this.options.beforeClose?.();
    await this.pglite.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(
    private readonly pglite: PgliteSession,
    private readonly options: PgliteDialectOptions = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pglite, this.options);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new CurrentSchemaIntrospector(db);
  }
}
