// One group-commit batch as a line of the journal's log (db/journalLog.ts): its rows (batchRows.ts)
// and its ledger transfers (ledger/transferRecord.ts), as JSON. What the batch would have written
// at once, the projection (projection.ts) writes from this later; the log keeps it until then.
import type { StagedTransfer } from '../ledger/index.ts';
import { transferRecord, type TransferRecord } from '../ledger/transferRecord.ts';
import type { BatchRows, RowsRecord } from './batchRows.ts';

export interface JournalRecord {
  rows: RowsRecord;
  transfers: TransferRecord[];
}

export const encodeRecord = (rows: BatchRows, staged: readonly StagedTransfer[]): string => {
  const transfers: TransferRecord[] = [];
  // A combined transfer whose postings all netted away (a hold its own fills spent) writes nothing.
  for (const s of staged) if (s.prepared.postings.length > 0) transfers.push(transferRecord(s.prepared));
  return JSON.stringify({ rows: rows.toRecord(), transfers } satisfies JournalRecord);
};

export const decodeRecord = (text: string): JournalRecord => JSON.parse(text) as JournalRecord;
