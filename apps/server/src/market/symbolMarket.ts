// One market at run time: its order book (the engine), the journal that makes every change durable
// before it is answered, the settlement that moves funds in the ledger, and the live data built
// from its trades (24 h ticker, klines, recent trades, depth). One writer per symbol: calls to
// place and cancel are serialised here, so the engine never sees two orders at once.
import type { Transaction } from 'kysely';
import type { KlineBar, PairConfig, SymbolDetail, TradeRow } from '@exchange/contract';
import type { Database } from '../db/schema.ts';
import { OrderBook, type EngineEvent, type OrderInput, type RestingOrder } from '../engine/index.ts';
import type { Journal } from './journal.ts';
import { writeEvents, type OrderMeta } from './orderRecord.ts';
import { RollingTicker } from './ticker.ts';
import { KlineAggregator } from './klines.ts';
import { lotsToAmount, ticksToPrice } from './scales.ts';
import type { Settlement } from './settlement.ts';

const RECENT_TRADES = 30;

export interface PlaceInput extends OrderMeta {
  postOnly?: boolean;
}

export interface MarketListener {
  trades(market: SymbolMarket, trades: TradeRow[], bars: KlineBar[]): void;
  bookChanged(market: SymbolMarket): void;
}

/**
 * Hooks of a domain module into every commit of a market (modules/spot records members' fills,
 * arms exits, watches triggers and tells members about their orders this way).
 */
export interface CommitObserver {
  /** Inside the journal's transaction, after the order rows and the ledger moves: writes that must commit with them. */
  journal?(trx: Transaction<Database>, market: SymbolMarket, meta: PlaceInput | null, events: EngineEvent[], time: number): Promise<void>;
  /** After the commit, still inside the market's queue: work queued from here (market.place) runs after this commit. Must not throw. */
  committed?(market: SymbolMarket, meta: PlaceInput | null, events: EngineEvent[], time: number): void;
}

/** A queue of promises: each operation starts when the previous one has finished. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once nothing is queued, including work queued by the work it waited for. */
  async idle(): Promise<void> {
    for (let tail = this.tail; ; tail = this.tail) {
      await tail;
      if (tail === this.tail) return;
    }
  }
}

export class SymbolMarket {
  readonly book: OrderBook;
  readonly ticker = new RollingTicker();
  readonly klines = new KlineAggregator();
  readonly recentTrades: TradeRow[] = [];
  lastPrice: string | null = null;
  private readonly queue = new SerialQueue();

  constructor(
    readonly config: PairConfig,
    private readonly deps: { journal: Journal; settlement: Settlement; listener: MarketListener; now: () => number; observers?: readonly CommitObserver[] },
    resting: RestingOrder[] = [],
    lastSeq = 0,
  ) {
    this.book = resting.length > 0 || lastSeq > 0 ? OrderBook.restore(config.symbol_name, resting, lastSeq) : new OrderBook(config.symbol_name);
  }

  get key() {
    return `${this.config.kind}:${this.config.symbol_name}`;
  }

  price(ticks: number) {
    return ticksToPrice(this.config, ticks);
  }

  amount(lots: number) {
    return lotsToAmount(this.config, lots);
  }

  /** Places an order: funds are reserved first, then the engine matches, then all is journaled. */
  place(input: PlaceInput): Promise<EngineEvent[]> {
    return this.queue.run(async () => {
      await this.deps.settlement.reserve(this, input);
      const order: OrderInput =
        input.orderType === 'limit'
          ? {
              kind: 'limit',
              id: input.id,
              owner: `${input.ownerType}:${input.ownerId}`,
              side: input.side,
              price: input.priceTicks ?? 0,
              quantity: input.quantityLots ?? 0,
              tif: input.tif === 'IOC' || input.tif === 'FOK' ? input.tif : 'GTC',
              ...(input.postOnly ? { postOnly: true } : {}),
            }
          : {
              kind: 'market',
              id: input.id,
              owner: `${input.ownerType}:${input.ownerId}`,
              side: input.side,
              ...(input.fundsNotional !== null ? { funds: input.fundsNotional } : { quantity: input.quantityLots ?? 0 }),
            };
      const events = this.book.place(order);
      await this.commit(input, events);
      return events;
    });
  }

  /** Runs a task in this market's queue, between orders: e.g. a stop order placed or cancelled while no trade can cross it. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

  /** Resolves when the queue is empty, including orders that triggers fired meanwhile (tests, shutdown). */
  settled(): Promise<void> {
    return this.queue.idle();
  }

  cancel(orderId: string): Promise<EngineEvent[]> {
    return this.queue.run(async () => {
      const events = this.book.cancel(orderId);
      if (events.length > 0) await this.commit(null, events);
      return events;
    });
  }

  /** Journals the events with their ledger moves, then updates the live data. */
  private async commit(meta: PlaceInput | null, events: EngineEvent[]) {
    const time = this.deps.now();
    await this.deps.journal.append(async (trx) => {
      await writeEvents(trx, meta, events, time);
      await this.deps.settlement.settle(trx, this, meta, events);
      for (const observer of this.deps.observers ?? []) await observer.journal?.(trx, this, meta, events, time);
    });
    const trades: TradeRow[] = [];
    const bars: KlineBar[] = [];
    for (const event of events) {
      if (event.type !== 'trade') continue;
      const price = this.price(event.price);
      const amount = this.amount(event.quantity);
      this.ticker.addTrade(time, price, amount);
      bars.splice(0, bars.length, ...this.klines.addTrade(time, price, amount));
      this.lastPrice = price;
      trades.unshift({ id: String(event.tradeId), price, amount, direction: event.takerSide === 'buy' ? '1' : '2', time });
    }
    if (trades.length > 0) {
      this.recentTrades.unshift(...trades);
      this.recentTrades.length = Math.min(this.recentTrades.length, RECENT_TRADES);
      this.deps.listener.trades(this, trades, bars);
    }
    this.deps.listener.bookChanged(this);
    for (const observer of this.deps.observers ?? []) observer.committed?.(this, meta, events, time);
  }

  /** Refills the recent-trades list from a stored trade after a restart (oldest first). */
  replayTrade(trade: { time: number; priceTicks: number; lots: number; takerSide: 'buy' | 'sell'; seq: number }) {
    const price = this.price(trade.priceTicks);
    this.lastPrice = price;
    this.recentTrades.unshift({ id: String(trade.seq), price, amount: this.amount(trade.lots), direction: trade.takerSide === 'buy' ? '1' : '2', time: trade.time });
    if (this.recentTrades.length > RECENT_TRADES) this.recentTrades.length = RECENT_TRADES;
  }

  /**
   * Refills the 24 h ticker from a stored 1-minute bar (oldest first). The bar is replayed as its
   * open, high, low and close, so extremes survive; its volume rides on the close.
   */
  replayMinute(bar: KlineBar) {
    for (const price of [bar.open, bar.high, bar.low]) this.ticker.addTrade(bar.time, price, '0');
    this.ticker.addTrade(bar.time + 59_999, bar.close, bar.amount);
    this.lastPrice = bar.close;
  }

  /** Continues a stored bar (the newest of its interval) so live trades extend it, not replace it. */
  restoreBar(bar: KlineBar) {
    this.klines.restore(bar);
  }

  detail(): SymbolDetail {
    const t = this.ticker.snapshot(this.deps.now());
    return { symbolName: this.config.symbol_name, type: this.config.kind, ...t };
  }
}
