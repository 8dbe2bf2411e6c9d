// A script: the group commit's write statements (and its commit) sent as one. On PostgreSQL the
// batch then pays one round trip instead of one per statement plus begin and commit: the
// place-order bench went from about 850 to 3,500–4,100 orders/s. On PGlite a query with
// parameters is six calls into the WASM PostgreSQL plus a parse and a plan (about 0.1–0.6 ms
// before its first row, measured); a script is one call.
//
// How each database runs one:
//   PGlite (pgliteSession.ts): each statement text is prepared once per session and then executed
//     by name with its parameters written in as literals, all in one text through the simple
//     query protocol.
//   PostgreSQL: the statements with their parameters written in (literals.ts), as one text
//     through the simple query protocol.
// What a script gives up: rows and counts. It is for writes whose success is all the caller
// needs; an error in any statement fails the whole script, and the transaction around it.
import type { CompiledQuery} from 'kysely';
import { RawNode, createQueryId, type Kysely } from 'kysely';
import { inline } from './literals.ts';

const SCRIPT = Symbol('script');

export interface Script {
  statements: readonly CompiledQuery[];
  /** The script ends the transaction it runs in with a commit (skipped, like the rest, after an error). */
  commit: boolean;
}

/** The script a query stands for, for a connection that runs scripts its own way (pglite-dialect.ts). */
export const scriptOf = (query: CompiledQuery): Script | undefined => (query as { [SCRIPT]?: Script })[SCRIPT];

/** One query standing for the script; its text (for PostgreSQL) is written only if read. */
const scriptQuery = (script: Script): CompiledQuery => {
  const query = { query: RawNode.createWithSql('-- script'), queryId: createQueryId(), parameters: [] as unknown[], [SCRIPT]: script };
  const text = () => [...script.statements.map((s) => inline(s.sql, s.parameters)), ...(script.commit ? ['commit'] : [])].join(';\n');
  Object.defineProperty(query, 'sql', { enumerable: true, get: text });
  return query as unknown as CompiledQuery;
};

/** Runs the statements, in order, as one script on `db` (a connection inside a transaction). */
export const runScript = async (db: Pick<Kysely<unknown>, 'executeQuery'>, statements: CompiledQuery[], options: { commit?: boolean } = {}): Promise<void> => {
  const commit = options.commit ?? false;
  if (statements.length === 0 && !commit) return;
  await db.executeQuery(scriptQuery({ statements, commit }));
};
