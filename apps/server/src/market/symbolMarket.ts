// One market at run time: its order book (the engine), the journal that makes every change durable
// before it is answered, the settlement that moves funds in the ledger, and the live data built
// from its trades (24 h ticker, klines, recent trades, depth). One writer per symbol: calls to
// place and cancel are serialised here, so the engine never sees two orders at once.
import type { KlineBar, PairConfig, SymbolDetail, TradeRow } from '@exchange/contract';
import { OrderBook, type EngineEvent, type OrderInput, type RestingOrder } from '../engine/index.ts';
import type { StagedTransfer } from '../ledger/index.ts';
import type { ConnectionWork, Journal, JournalConnection, JournalWork } from './journal.ts';
import type { BatchRows } from './batchRows.ts';
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
  /** A commit's trades, and the kline bars they closed (klines.ts add). */
  trades(market: SymbolMarket, trades: TradeRow[], closedBars: KlineBar[]): void;
  bookChanged(market: SymbolMarket): void;
}

/**
 * Hooks of a domain module into every commit of a market (modules/spot records members' fills,
 * arms exits, watches triggers and tells members about their orders this way).
 */
export interface CommitObserver {
  /**
   * Whether this commit's journal work needs the batch's connection (journal.ts): asked before it
   * is queued. Rows alone need none; a read of the tables inside the batch does.
   */
  needsConnection?(market: SymbolMarket, meta: PlaceInput | null, events: EngineEvent[]): boolean;
  /**
   * With the order rows, in the same batch (the batch's ledger moves are written at its end): rows
   * that must be durable with them. `trx` is the batch's connection when needsConnection said so, else null.
   */
  journal?(trx: JournalConnection | null, rows: BatchRows, market: SymbolMarket, meta: PlaceInput | null, events: EngineEvent[], time: number): Promise<void>;
  /** After the commit, in commit order: work queued from here (market.place) runs after the orders already queued. Must not throw. */
  committed?(market: SymbolMarket, meta: PlaceInput | null, events: EngineEvent[], time: number): void;
}

/** A queue of promises: each operation starts when the previous one has finished. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  /** Tasks queued and not yet finished. */
  private waiting = 0;
  run<T>(task: () => Promise<T>): Promise<T> {
    this.waiting++;
    const result = this.tail.then(task, task).finally(() => this.waiting--);
    this.tail = result.catch(() => undefined);
    return result;
  }

  get quiet(): boolean {
    return this.waiting === 0;
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
  /** The journal work this market sent last, settled either way (for settled()). */
  private lastDurable: Promise<void> = Promise.resolve();

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

  /**
   * Places an order: its funds are held (in memory, staged for the journal), the engine matches,
   * the fills' payments are staged, and the whole is queued for the journal. The market's queue is
   * free for the next order at once; this order is answered once its group commit is durable.
   */
  async place(input: PlaceInput): Promise<EngineEvent[]> {
    let durable: Promise<void> = Promise.resolve();
    const events = await this.queue.run(async () => {
      const hold = await this.deps.settlement.reserve(this, input);
      let events: EngineEvent[];
      try {
        events = this.book.place(this.engineOrder(input));
      } catch (error) {
        if (hold) this.deps.settlement.discard(input.id, hold);
        throw error;
      }
      durable = (await this.commit(input, events, hold)).durable;
      return events;
    });
    await durable;
    return events;
  }

  private engineOrder(input: PlaceInput): OrderInput {
    const owner = `${input.ownerType}:${input.ownerId}`;
    if (input.orderType === 'limit')
      return {
        kind: 'limit',
        id: input.id,
        owner,
        side: input.side,
        price: input.priceTicks ?? 0,
        quantity: input.quantityLots ?? 0,
        tif: input.tif === 'IOC' || input.tif === 'FOK' ? input.tif : 'GTC',
        ...(input.postOnly ? { postOnly: true } : {}),
      };
    return {
      kind: 'market',
      id: input.id,
      owner,
      side: input.side,
      ...(input.fundsNotional !== null ? { funds: input.fundsNotional } : { quantity: input.quantityLots ?? 0 }),
    };
  }

  /** Runs a task in this market's queue, between orders: e.g. a stop order placed or cancelled while no order is being matched. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

  /** Journals work of a domain module in this market's order (with its staged ledger moves) and resolves once durable. */
  journal(work: JournalWork, staged: StagedTransfer[]): Promise<void>;
  journal(work: ConnectionWork, staged: StagedTransfer[], options: { connection: true }): Promise<void>;
  journal(work: JournalWork | ConnectionWork, staged: StagedTransfer[], options?: { connection: true }): Promise<void> {
    return this.track(options ? this.deps.journal.append(work as ConnectionWork, staged, options) : this.deps.journal.append(work as JournalWork, staged));
  }

  private track(work: Promise<void>): Promise<void> {
    this.lastDurable = work.catch(() => undefined);
    return work;
  }

  /** Resolves when the queue is empty and all it sent to the journal is durable, including orders that triggers fired meanwhile (tests, shutdown). */
  async settled(): Promise<void> {
    for (;;) {
      await this.queue.idle();
      const last = this.lastDurable;
      await last;
      // What the last commit's observers queued (a fired trigger) is waited for too.
      if (last === this.lastDurable && this.queue.quiet) return;
    }
  }

  async cancel(orderId: string): Promise<EngineEvent[]> {
    let durable: Promise<void> = Promise.resolve();
    const events = await this.queue.run(async () => {
      const events = this.book.cancel(orderId);
      if (events.length > 0) durable = (await this.commit(null, events, null)).durable;
      return events;
    });
    await durable;
    return events;
  }

  /**
   * Stages the events' ledger moves and queues them with the journal rows; once durable, the live
   * data is updated. Awaited inside the market's queue, so journal items keep engine order; the
   * journal resolves them in that order, so the live data follows it too. The promise of
   * durability comes back wrapped, so awaiting this does not wait for the commit.
   */
  private async commit(meta: PlaceInput | null, events: EngineEvent[], hold: StagedTransfer | null): Promise<{ durable: Promise<void> }> {
    const time = this.deps.now();
    let payments: StagedTransfer | null;
    try {
      payments = await this.deps.settlement.settle(this, meta, events);
    } catch (error) {
      // The engine has matched what the ledger cannot pay: memory is wrong, so stop (journal.ts).
      this.deps.journal.fail(error);
      throw error;
    }
    const staged = this.deps.settlement.combine(hold, payments);
    const observers = this.deps.observers ?? [];
    const work = this.journalWork(meta, events, time);
    const durable = observers.some((o) => o.needsConnection?.(this, meta, events)) ? this.journal(work, staged, { connection: true }) : this.journal(work, staged);
    return { durable: this.track(durable.then(() => this.published(meta, events, time))) };
  }

  /**
   * A commit's journal work: its order rows, then what the observers add. Returned unnamed, not
   * bound to a const: under tsx (keepNames) a named function made per order is named with
   * Object.defineProperty each time, a cost on every order.
   */
  private journalWork(meta: PlaceInput | null, events: EngineEvent[], time: number): JournalWork {
    return async (trx, rows) => {
      writeEvents(rows, meta, events, time);
      for (const observer of this.deps.observers ?? []) await observer.journal?.(trx, rows, this, meta, events, time);
    };
  }

  /** After the commit: ticker, klines, recent trades, the hub, then the observers. */
  private published(meta: PlaceInput | null, events: EngineEvent[], time: number) {
    const trades: TradeRow[] = [];
    const closedBars: KlineBar[] = [];
    for (const event of events) {
      if (event.type !== 'trade') continue;
      const price = this.price(event.price);
      const amount = this.amount(event.quantity);
      this.ticker.addTrade(time, price, amount);
      closedBars.push(...this.klines.add(time, price, amount));
      this.lastPrice = price;
      trades.unshift({ id: String(event.tradeId), price, amount, direction: event.takerSide === 'buy' ? '1' : '2', time });
    }
    if (trades.length > 0) {
      this.recentTrades.unshift(...trades);
      this.recentTrades.length = Math.min(this.recentTrades.length, RECENT_TRADES);
      this.deps.listener.trades(this, trades, closedBars);
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

  /** Refills the 24 h ticker from a stored 1-minute bar (oldest first: ticker.ts replayMinute). */
  replayMinute(bar: KlineBar) {
    this.ticker.replayMinute(bar, this.deps.now());
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
