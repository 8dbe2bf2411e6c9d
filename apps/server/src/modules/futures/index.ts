// The futures module put together (exchange.ts): its book rebuilt from the tables, the settlement
// and commit observer the markets need before their first order, and, once the markets exist, the
// prices, the service, the hooks the liquidation worker and the funding job use (liquidation.ts), and
// the jobs that drive them once the markets are open (funding.ts).
import type { Publisher } from '../../broker/index.ts';
import type { Db } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import type { MarketHub } from '../../market/hub.ts';
import { newOrderId } from '../spot/ids.ts';
import { TriggerBook } from '../spot/triggers.ts';
import { createAdmit } from './admit.ts';
import { ContractBook } from './book.ts';
import { createFuturesObserver } from './observer.ts';
import { createBookPrices, type MarketLookup } from './prices.ts';
import { restoreFutures } from './restore.ts';
import { createFuturesService } from './service.ts';
import { createContractSettlement } from './settlement.ts';
import { armOpenLevels } from './waiting.ts';
import { createFuturesOperations } from './liquidation.ts';
import { createFundingJob } from './funding.ts';
import { createLiquidator } from './liquidator.ts';
import type { LiquidationWorker } from '../liquidation/worker.ts';

export interface FuturesDeps {
  db: Db;
  ledger: Ledger;
  publisher: Publisher;
  log: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  now?: () => number;
  /** The markets, once they exist: nothing here reads them before the first order or trade. */
  hub: () => MarketHub;
  /** Milliseconds between funding times (config FUNDING_INTERVAL_SECONDS). */
  fundingIntervalMs?: number;
  /** The liquidation worker shared with margin (modules/liquidation): the contracts' desk joins it at start. */
  liquidationWorker: LiquidationWorker;
}

export const createFutures = async (deps: FuturesDeps) => {
  const now = deps.now ?? Date.now;
  // Every refresh_ notice of a contract change also tells the liquidation worker whose positions to follow.
  let memberChanged = (_memberId: string) => {};
  const publisher: Publisher = {
    publish(topic, payload) {
      if (topic.startsWith('refresh_')) memberChanged(topic.slice('refresh_'.length));
      deps.publisher.publish(topic, payload);
    },
  };
  const book = new ContractBook();
  const triggers = new TriggerBook();
  await restoreFutures(deps.db, book, triggers);
  const hub: MarketLookup = { get: (kind, symbol) => deps.hub().get(kind, symbol) };
  const { marks, funding } = createBookPrices(hub, now, deps.fundingIntervalMs);
  const ids = () => newOrderId();
  const settlement = createContractSettlement({
    ledger: deps.ledger,
    book,
    now,
    admit: createAdmit({ book, marks, ledger: deps.ledger, hub }),
    newPositionId: ids,
    arm: armOpenLevels({ book, newOrderId: ids }),
  });
  const observer = createFuturesObserver({ book, settlement, triggers, publisher, newOrderId: ids, log: deps.log });
  const service = createFuturesService({ db: deps.db, ledger: deps.ledger, hub, book, settlement, marks, funding, triggers, publisher, log: deps.log, now });
  const operations = createFuturesOperations({ ledger: deps.ledger, settlement, hub, book, marks, publisher, now });
  const fundingJob = createFundingJob({ db: deps.db, hub: deps.hub, funding, marks, operations, now, log: deps.log });
  const liquidator = createLiquidator({
    ledger: deps.ledger,
    book,
    marks,
    hub: deps.hub,
    operations,
    cancelWaiting: (memberId, type, ids) => service.cancel(memberId, type, ids),
    publisher,
    now,
    log: deps.log,
    worker: deps.liquidationWorker,
  });
  memberChanged = (memberId) => liquidator.memberChanged(memberId);
  return {
    book,
    triggers,
    settlement,
    observer,
    service,
    operations,
    marks,
    funding,
    fundingJob,
    liquidator,
    /** A member's contract wallet changed outside the module (a transfer): the liquidation worker follows it. */
    memberChanged: (memberId: string) => liquidator.memberChanged(memberId),
    /** Starts the jobs that drive the operations once the markets are open. */
    async start() {
      await fundingJob.start();
      liquidator.start();
    },
    async stop() {
      await fundingJob.stop();
    },
  };
};

export type Futures = Awaited<ReturnType<typeof createFutures>>;
