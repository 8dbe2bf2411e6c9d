// The recorded trades of one spot market that open contracts may still need, in the order the
// market made them: the live ones as the hub publishes them (after they are durable), the older ones
// read back from market_trade at start. Entry and exit are looked up here by the rule of the
// contract (pulse.ts): entry = first trade with a time after acceptance, exit = last at or before expiry.

export interface TapeTrade {
  /** The engine's trade seq: market_trade.engine_seq and the id of the live trade row. */
  seq: string;
  price: string;
  time: number;
}

export class PriceTape {
  private trades: TapeTrade[] = [];

  add(trade: TapeTrade): void {
    this.trades.push(trade);
  }

  get last(): TapeTrade | null {
    return this.trades[this.trades.length - 1] ?? null;
  }

  /** Index of the first trade with time > t. */
  private after(t: number): number {
    let lo = 0;
    let hi = this.trades.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.trades[mid]!.time > t) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** The first trade after `acceptedAt`, or null while none came. */
  entry(acceptedAt: number): TapeTrade | null {
    return this.trades[this.after(acceptedAt)] ?? null;
  }

  /** The last trade at or before `expireAt`, or null when the tape holds none. */
  exit(expireAt: number): TapeTrade | null {
    return this.trades[this.after(expireAt) - 1] ?? null;
  }

  /** Forgets trades at or before `t` except the last of them (still the exit of anything later). */
  forgetBefore(t: number): void {
    const cut = this.after(t) - 1;
    if (cut > 0) this.trades = this.trades.slice(cut);
  }

  get size(): number {
    return this.trades.length;
  }
}
