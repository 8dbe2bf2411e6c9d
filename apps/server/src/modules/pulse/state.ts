// What the module keeps in memory: the open contracts (with their holds in the ledger, and rows in
// pulse_contract), each symbol's price tape, the house's exposure and each member's open count.
// Rebuilt from the tables at start (index.ts), so nothing here is the only copy of anything.
import type { OpenContract } from './contract.ts';
import type { ExposureBook } from './exposure.ts';
import { PriceTape } from './tape.ts';

export class PulseState {
  readonly open = new Map<string, OpenContract>();
  readonly tapes = new Map<string, PriceTape>();
  readonly openPerMember = new Map<string, number>();
  /** Open contracts still waiting for their entry trade, per symbol. */
  readonly awaitingEntry = new Map<string, Set<OpenContract>>();

  constructor(readonly exposure: ExposureBook) {}

  tape(symbol: string): PriceTape {
    let tape = this.tapes.get(symbol);
    if (!tape) this.tapes.set(symbol, (tape = new PriceTape()));
    return tape;
  }

  openCount(memberId: string): number {
    return this.openPerMember.get(memberId) ?? 0;
  }

  add(c: OpenContract): void {
    this.open.set(c.id, c);
    this.openPerMember.set(c.memberId, this.openCount(c.memberId) + 1);
    this.exposure.add(c.symbol, c.expireAt, c.direction, c.stake + c.profitIfWin);
    if (!c.entry) {
      let set = this.awaitingEntry.get(c.symbol);
      if (!set) this.awaitingEntry.set(c.symbol, (set = new Set()));
      set.add(c);
    }
  }

  remove(c: OpenContract): void {
    if (!this.open.delete(c.id)) return;
    const n = this.openCount(c.memberId) - 1;
    if (n > 0) this.openPerMember.set(c.memberId, n);
    else this.openPerMember.delete(c.memberId);
    this.exposure.remove(c.symbol, c.expireAt, c.direction, c.stake + c.profitIfWin);
    this.awaitingEntry.get(c.symbol)?.delete(c);
  }

  /** The earliest acceptance among open contracts (what the tapes must still reach back to). */
  oldestAcceptance(): number | null {
    let oldest: number | null = null;
    for (const c of this.open.values()) if (oldest === null || c.acceptedAt < oldest) oldest = c.acceptedAt;
    return oldest;
  }
}
