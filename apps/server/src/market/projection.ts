// The journal's projection: the records of many group-commit batches (journalRecord.ts) written
// into the tables as one set of statements. The database thread imports this module and hosts it
// (db/projectionHost.ts, which also begins, commits and moves the log's high-water mark).
//
// Merging is what makes it pay: the rows of all the records go through one BatchRows, so an order
// inserted and then filled within the window is inserted in its final state, a maker filled by
// many takers is updated once, and the ledger's staged transfers net into one update per balance
// row (ledger/transfer.ts stagedCopies) while each keeps its own transaction and entries. The
// rows are the group commit's own (journal.ts), so the tables end as if each batch had been
// written at once; only the way they go in differs: new rows by COPY (db/copyIn.ts, about a
// quarter cheaper a row on PGlite than the group commit's INSERT … FROM unnest), then the
// updates of rows already there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Projector } from '../db/projectionHost.ts';
import { AccountIds } from '../ledger/accounts.ts';
import { stagedCopies, type PreparedTransfer } from '../ledger/transfer.ts';
import { fromTransferRecord } from '../ledger/transferRecord.ts';
import { BatchRows } from './batchRows.ts';
import { decodeRecord } from './journalRecord.ts';

/**
 * The journal's log, written into the tables by this module's projector: what openDb is given
 * (db/index.ts DbOptions.journal). In the build this module is bundled into whatever imports it
 * (dist/main.js), so the database thread is sent to the bundle of its own, dist/projection.js
 * (build.ts), as pgliteThread.ts sends it to dist/pgliteWorker.js.
 */
export const MARKET_JOURNAL = { projector: import.meta.url.endsWith('.ts') ? import.meta.url : new URL('./projection.js', import.meta.url).href };

export const createProjector = (): Projector => {
  // Balance rows' ids, kept between projections as the ledger keeps its own (ids never change).
  const accountIds = new AccountIds();
  return {
    async writes(db: Kysely<Database>, records: readonly string[]) {
      const rows = new BatchRows();
      const transfers: PreparedTransfer[] = [];
      for (const text of records) {
        const record = decodeRecord(text);
        rows.addRecord(record.rows);
        for (const transfer of record.transfers) transfers.push(fromTransferRecord(transfer));
      }
      // PGlite has one connection: nobody else holds a balance row or takes a ledger id meanwhile.
      const market = rows.takeAsCopies(db);
      const ledger = await stagedCopies(db, transfers, accountIds);
      return { copies: [...market.copies, ...ledger.copies], statements: [...market.statements, ...ledger.statements] };
    },
  };
};
