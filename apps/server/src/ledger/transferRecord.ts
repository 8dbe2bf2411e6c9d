// A staged transfer as plain JSON, for the journal's log (market/journalRecord.ts), and back: the
// projection (market/projection.ts) writes it later, as the group commit would have at once.
// Postings are arrays rather than objects: an order writes several, and the log holds each once.
import type { OwnerType } from './types.ts';
import { netChanges, posting, type Posting } from './postings.ts';
import type { PreparedTransfer } from './transfer.ts';

/** [owner type, owner id, wallet type, asset, balance, signed amount in minor units, entry kind] */
type PostingRecord = [OwnerType, string, string, string, Posting['balance'], string, string];

export interface TransferRecord {
  kind: string;
  ref: string;
  postings: PostingRecord[];
}

export const transferRecord = ({ kind, ref, postings }: PreparedTransfer): TransferRecord => ({
  kind,
  ref,
  postings: postings.map((p) => [p.key.ownerType, p.key.ownerId, p.key.walletType, p.asset, p.balance, p.amount.toString(), p.kind]),
});

/**
 * The transfer a record stands for. Its net changes are the sum of its postings per balance, as
 * they were when it was staged (a combined transfer's postings were netted without changing any
 * sum: ledger/transfer.ts combinePrepared).
 */
export const fromTransferRecord = ({ kind, ref, postings }: TransferRecord): PreparedTransfer => {
  const parsed: Posting[] = postings.map(([ownerType, ownerId, walletType, asset, balance, amount, entryKind]) =>
    posting({ ownerType, ownerId, walletType }, asset, balance, BigInt(amount), entryKind),
  );
  return { kind, ref, postings: parsed, changes: netChanges(parsed) };
};
