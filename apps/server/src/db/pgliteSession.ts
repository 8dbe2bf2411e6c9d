// What the kysely dialect (pglite-dialect.ts) asks of PGlite: queries, and scripts of write
// statements (script.ts); and, for the journal's projection on this thread, rows by COPY (copyIn.ts).
//
// Scripts: each distinct statement text is prepared once (PREPARE lasts the session, which is
// PGlite's one connection) and run by name with its parameters written in as literals; the whole
// script is one text through the simple query protocol, so a batch is parsed and planned once per
// statement text, not once per batch. A failed script may have failed before a PREPARE it carried
// ran, so after a failure every statement is prepared afresh under a new name.
//
// Planned once needs plan_cache_mode: left to itself, PostgreSQL plans a prepared statement again
// at every run whenever a plan for the actual parameters looks cheaper than the generic one. It
// did for the batch's UPDATE … FROM unnest(…) of resting orders (its array's real length always
// beats the generic guess of ten rows): planning was about 40 % of that statement's time in the
// place-order bench, 1 to 2 % of all the database's time in it (a captured load replayed on two
// sessions side by side, one with this and one without; bench/order-sql.ts captures). A script
// runs its statements with generic plans and then resets the setting (a failed script's
// transaction is rolled back, which undoes the SET too), so reads keep theirs. A statement marked
// as finding its rows by key runs with the settings of byKey.ts around it, so its one plan is an
// index lookup even when it was made while the table was small.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { literal } from './literals.ts';
import { BY_KEY_SETTINGS, isByKey } from './byKey.ts';
import { copyStatement, type CopyIn } from './copyIn.ts';

// int8 and numeric as strings, as node-postgres returns them: ids and money never become floats.
const asText = (value: string) => value;

// Script statements have fixed texts (arrays go in as one parameter each), so a few dozen suffice;
// past this, a caller is writing texts that vary, and the old ones are dropped rather than kept.
const MAX_PREPARED = 200;

export interface ScriptStatement {
  sql: string;
  params: readonly unknown[];
}

export interface PgliteSession {
  query<R>(sql: string, params: readonly unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  /** Runs write statements in order as one script (script.ts), then commit if asked; no rows come back. */
  script(statements: ScriptStatement[], commit: boolean): Promise<void>;
  close(): Promise<void>;
}

/** A session on this thread, which can tell at once whether a transaction is open. */
export interface LocalSession extends PgliteSession {
  /** True between a begin and its commit or rollback: nobody else's statements may run then. */
  inTransaction(): boolean;
  /** Writes a table's rows with COPY (copyIn.ts), inside the caller's transaction. */
  copy(copy: CopyIn): Promise<void>;
}

/** Opens the database in `dir` (created if missing). */
export const openSession = async (dir: string): Promise<LocalSession> => {
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { parsers: { 20: asText, 1700: asText } });
  // Each new 16 MB WAL segment was first written full of zeros: as many bytes as the WAL itself in
  // the place-order bench, a segment every few seconds, 2,048 writes each. The zeros make sure a
  // segment's blocks exist on disk before WAL is flushed into it, which matters only to a database
  // that flushes: PGlite runs with fsync off (its -F).
  await pglite.exec('set wal_init_zero = off');
  /** Names of prepared statements by their text. */
  let prepared = new Map<string, string>();
  let nextName = 1;

  const scriptText = (statements: ScriptStatement[]): string => {
    const parts = [];
    if (prepared.size > MAX_PREPARED) {
      prepared = new Map<string, string>();
      parts.push('deallocate all');
    }
    for (const { sql, params } of statements) {
      let name = prepared.get(sql);
      if (!name) {
        name = `script_${nextName++}`;
        prepared.set(sql, name);
        parts.push(`prepare ${name} as ${sql}`);
      }
      const run = params.length === 0 ? `execute ${name}` : `execute ${name}(${params.map(literal).join(', ')})`;
      if (isByKey(sql)) parts.push(...BY_KEY_SETTINGS.map((s) => `set ${s} = off`), run, ...BY_KEY_SETTINGS.map((s) => `reset ${s}`));
      else parts.push(run);
    }
    return ['set plan_cache_mode = force_generic_plan', ...parts, 'reset plan_cache_mode'].join(';\n');
  };

  return {
    async query<R>(sql: string, params: readonly unknown[]) {
      // Without parameters, the simple protocol: two calls into PostgreSQL instead of six.
      const result = params.length === 0 ? (await pglite.exec(sql)).at(-1) : await pglite.query(sql, [...params]);
      return { rows: (result?.rows ?? []) as R[], ...(result?.affectedRows !== undefined ? { affectedRows: result.affectedRows } : {}) };
    },
    async script(statements, commit) {
      try {
        await pglite.exec(commit ? `${scriptText(statements)};\ncommit` : scriptText(statements));
      } catch (error) {
        prepared = new Map<string, string>();
        throw error;
      }
    },
    async copy(copy) {
      if (copy.rows === 0) return;
      // PGlite serves the blob of the call as the file /dev/blob, one blob a call.
      await pglite.exec(copyStatement(copy, '/dev/blob'), { blob: new Blob([copy.text]) });
    },
    inTransaction: () => pglite.isInTransaction(),
    close: () => pglite.close(),
  };
};
