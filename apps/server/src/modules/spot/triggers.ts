// The waiting orders of every market, in memory: stop orders (zyzs) and take-profit / stop-loss
// exits, of members' spot accounts and of their margin accounts alike (the owner in meta). Each fires once when a trade's price reaches one of its levels: `rise` when a trade is at
// or above it, `fall` when one is at or below it. The rows behind them (market_order, waiting = 1)
// are the durable copy; this is rebuilt from them at start-up.
//
// A linear scan per trade batch: a market has as many entries as its members have stops, and a
// batch is checked once. Two sorted ladders would do if that ever became thousands per market.
import type { PlaceInput } from '../../market/symbolMarket.ts';

export interface Trigger {
  kind: 'stop' | 'exit';
  /** The order it releases (same id as its row). */
  meta: PlaceInput;
  /** The member it is told to (a margin account's member for a margin order: refresh.ts noticeOf). */
  memberId: string;
  rise: number | null;
  fall: number | null;
}

export interface Fired {
  trigger: Trigger;
  /** The level that was reached. */
  at: number;
}

export class TriggerBook {
  private readonly markets = new Map<string, Map<string, Trigger>>();

  add(marketKey: string, trigger: Trigger): void {
    let book = this.markets.get(marketKey);
    if (!book) this.markets.set(marketKey, (book = new Map()));
    book.set(trigger.meta.id, trigger);
  }

  get(marketKey: string, orderId: string): Trigger | undefined {
    return this.markets.get(marketKey)?.get(orderId);
  }

  remove(marketKey: string, orderId: string): Trigger | undefined {
    const book = this.markets.get(marketKey);
    const trigger = book?.get(orderId);
    book?.delete(orderId);
    return trigger;
  }

  /** Removes and answers every trigger that trades between `low` and `high` (ticks) reach. */
  takeCrossed(marketKey: string, low: number, high: number): Fired[] {
    const book = this.markets.get(marketKey);
    if (!book) return [];
    const fired: Fired[] = [];
    for (const trigger of book.values()) {
      const at = trigger.rise !== null && high >= trigger.rise ? trigger.rise : trigger.fall !== null && low <= trigger.fall ? trigger.fall : null;
      if (at === null) continue;
      book.delete(trigger.meta.id);
      fired.push({ trigger, at });
    }
    return fired;
  }

  size(marketKey: string): number {
    return this.markets.get(marketKey)?.size ?? 0;
  }
}

/**
 * The levels of an exit. After a buy it sells: take profit when the price rises to TP, stop the
 * loss when it falls to SL. After a sell it buys back: take profit on a fall to TP, stop on a rise to SL.
 */
export const exitLevels = (exitSide: 'buy' | 'sell', takeProfit: number | null, stopLoss: number | null) =>
  exitSide === 'sell' ? { rise: takeProfit, fall: stopLoss } : { rise: stopLoss, fall: takeProfit };
