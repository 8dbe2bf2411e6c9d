// Script statements that find their rows by key: an UPDATE … FROM unnest(…) joined to a table's
// primary key (the filled makers, market/batchRows.ts; the balances, ledger/accounts.ts).
//
// PGlite plans a script statement once per session and keeps that plan (pgliteSession.ts) until
// an ANALYZE of the table drops it (db/maintenance.ts). A plan made while the table is small is a
// sequential scan and a hash join, cheapest then, and it stays while the table grows: every batch
// then reads the whole table. In the place-order bench the makers' update, planned at about a
// thousand orders and kept until the next ANALYZE of market_order, read some 6,000 rows a batch
// and took a quarter of the database's time (a captured load replayed: bench/order-sql.ts).
//
// A statement that starts with BY_KEY is run with sequential scans and hash and merge joins
// switched off around it, so whenever it is planned its plan is an index lookup per key, whatever
// the table's size then. On PostgreSQL (inline literals, planned at every run) the comment is
// only a comment.
export const BY_KEY = '/* by key */';

/** The settings a BY_KEY statement runs under, and how they are put back after it. */
export const BY_KEY_SETTINGS = ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin'] as const;

export const isByKey = (sql: string): boolean => sql.startsWith(BY_KEY);
