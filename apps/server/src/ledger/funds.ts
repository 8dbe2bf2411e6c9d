// The ledger's view of spendable funds in memory, so an order can be checked and its funds held
// without a database round trip, and the hold written later with the order in one group commit.
//
// The database stays the authority: each balance row is read once ("primed") and then followed
// through this process's own commits. Beside the committed value sits what staged transfers, not
// yet committed, have already taken or added. A check passes when the committed value plus the
// pending changes plus the new change stays at or above zero.
//
// Two kinds of staging differ in what they may count before the commit:
// - journal work is committed in queue order, all or nothing (a failed commit stops the server),
//   so a later journal item may spend what an earlier one credits (an order filled at once spends
//   the hold placed a moment before);
// - a standalone transfer commits on its own and may fail, so only its debits count before its
//   commit; what it credits counts once committed.
// Transfers joined to a caller's transaction cannot be followed (their commit is the caller's), so
// their rows become volatile: never cached, read afresh whenever primed. This assumes one writer
// process per ledger (the one running the engine); the database check at write time remains.
import { INSUFFICIENT_BALANCE, LedgerError } from './errors.ts';
import { mayGoNegative } from './types.ts';
import { slotId, type Slot } from './accounts.ts';
import type { NetChange } from './postings.ts';

interface Pair {
  available: bigint;
  locked: bigint;
}

export interface Reservation {
  changes: NetChange[];
  /** What was added to `pending` at staging (and must be taken back at commit or abort). */
  counted: Map<string, Pair>;
}

export class NotPrimedError extends Error {}

const NOTHING: Readonly<Pair> = Object.freeze({ available: 0n, locked: 0n });

/** Reservations that end together (one combined transfer): committing or aborting it does each. */
export const combineReservations = (reservations: Reservation[]): Reservation => {
  const counted = new Map<string, Pair>();
  const changes: NetChange[] = [];
  for (const r of reservations) {
    for (const [id, add] of r.counted) {
      const sum = counted.get(id);
      if (sum) {
        sum.available += add.available;
        sum.locked += add.locked;
      } else counted.set(id, { available: add.available, locked: add.locked });
    }
    for (const change of r.changes) changes.push(change);
  }
  return { changes, counted };
};

export class Funds {
  private readonly committed = new Map<string, Pair>();
  private readonly pending = new Map<string, Pair>();
  private readonly volatile = new Set<string>();

  /** Slots that must be read before staging a transfer over them. */
  missing(changes: NetChange[]): NetChange[] {
    return changes.filter((c) => !this.committed.has(c.slot) || this.volatile.has(c.slot));
  }

  /**
   * Records committed values read from the database. A row already followed keeps its value: a
   * read that overlapped one of our commits may predate it.
   */
  primed(values: Array<Slot & Pair>): void {
    for (const v of values) {
      const id = slotId(v);
      if (!this.committed.has(id) || this.volatile.has(id)) this.committed.set(id, { available: v.available, locked: v.locked });
    }
  }

  /**
   * Checks a transfer's net changes against committed + pending and counts them as pending.
   * Throws LedgerError (insufficient) and changes nothing when a balance would go below zero.
   */
  reserve(changes: NetChange[], countCredits: boolean): Reservation {
    const counted = new Map<string, Pair>();
    for (const change of changes) {
      const id = change.slot;
      const base = this.committed.get(id);
      if (!base) throw new NotPrimedError(id);
      const pend = this.pending.get(id) ?? NOTHING;
      const add = {
        available: countCredits || change.available < 0n ? change.available : 0n,
        locked: countCredits || change.locked < 0n ? change.locked : 0n,
      };
      const available = base.available + pend.available + add.available;
      const locked = base.locked + pend.locked + add.locked;
      if (locked < 0n || (available < 0n && !mayGoNegative(change.key))) throw new LedgerError(INSUFFICIENT_BALANCE);
      counted.set(id, add);
    }
    for (const [id, add] of counted) this.shiftPending(id, add, 1n);
    return { changes, counted };
  }

  /**
   * What a row holds counting what staged transfers took or added (committed + pending), or null
   * when it has not been read yet or is volatile (prime it first).
   */
  current(id: string): Pair | null {
    const base = this.committed.get(id);
    if (!base || this.volatile.has(id)) return null;
    const pend = this.pending.get(id) ?? NOTHING;
    return { available: base.available + pend.available, locked: base.locked + pend.locked };
  }

  /** The transfer is in the database: its whole change joins the committed value. */
  commit(reservation: Reservation): void {
    for (const [id, add] of reservation.counted) this.shiftPending(id, add, -1n);
    for (const change of reservation.changes) {
      // Entries of `committed` are this class's own: changed in place.
      const base = this.committed.get(change.slot);
      if (base) {
        base.available += change.available;
        base.locked += change.locked;
      }
    }
  }

  /** The transfer was not written: what it counted is taken back. */
  abort(reservation: Reservation): void {
    for (const [id, add] of reservation.counted) this.shiftPending(id, add, -1n);
  }

  /** Rows changed inside a caller's transaction: read them afresh from now on. */
  makeVolatile(slots: Slot[]): void {
    for (const s of slots) this.volatile.add(slotId(s));
  }

  private shiftPending(id: string, add: Pair, sign: bigint) {
    // Entries of `pending` are this class's own: changed in place. One that comes back to zero
    // stays (there is one per balance row, as in `committed`): deleting it and adding it again
    // at the next order resized the map's table every few orders, and each new table, held by
    // this long-lived map, went straight to the old generation.
    const pend = this.pending.get(id);
    if (pend) {
      pend.available += sign * add.available;
      pend.locked += sign * add.locked;
    } else this.pending.set(id, { available: sign * add.available, locked: sign * add.locked });
  }
}
