// The contracts' desk of the liquidation worker (issue 22 part 5, products.md §1.8; the worker
// itself, its timer and its queue shared with margin, is modules/liquidation). Driven by the
// marks: every sweep it
// reads each contract's mark; a moved mark is published on the contract's detail topic and set in
// the risk core's LiquidationIndex, which lists the positions (isolated) and cross accounts that
// went past their liquidation price without evaluating the others. Each is checked exactly
// (memberRisk, the figures the member sees) and liquidated:
//   1. the member's orders of the contract (of every contract of the settlement coin for a cross
//      account) are cancelled, waiting plan and take-profit / stop-loss ones too: their holds go
//      back to the wallet and no close reserves lots any more; a cross account they save is left;
//   2. the position is closed through the engine by an IOC limit at its bankruptcy price, so no
//      fill is worse than bankruptcy and the member's balance cannot go below zero;
//   3. what the fills got above bankruptcy, less their fee, goes to the insurance fund of the
//      settlement coin; the fund pays the clearing account the position's shortfall (losses the
//      member could not pay, from funding) as far as it can;
//   4. what the book could not take at bankruptcy or better is auto-deleveraged: closed at the
//      bankruptcy price against the opposite positions ranked by the risk core's ADL score (most
//      profitable and most leveraged first), members first, then the house (the simulator's
//      unmargined positions) as the counterparty of last resort.
// The member hears of every step on refresh_{id} (the service's notices) and sees the closing
// orders and fills marked liquidation (adl for a deleveraged counterparty) in their history.
//
// The index follows the positions through the members the futures module reports changed
// (memberChanged: every refresh_ notice of a contract change, and wallet changes): each tick, the
// entries of those members are rebuilt from the book and the ledger before the marks are judged.
import type { Publisher } from '../../broker/index.ts';
import type { Ledger, Owner } from '../../ledger/index.ts';
import type { MarketHub } from '../../market/hub.ts';
import type { EngineEvent } from '../../engine/index.ts';
import { adlScoreOf, fromLedgerUnits, LiquidationIndex, rankForAdl, toLedgerUnits, type CrossGroup, type Fixed, type IndexedPosition } from '../../risk/index.ts';
import { FIGURE_DECIMALS, FIGURE_UNIT, roundTo } from '../../risk/fixed.ts';
import { of, type Ratio } from '../../risk/ratio.ts';
import { CROSS, ISOLATED, positionKey, type ContractBook, type PositionState } from './book.ts';
import type { FuturesOperations } from './liquidation.ts';
import { contractPair, feeUnits, fixedToTicks, lotsToFixed, ticksToFixed, type ContractPair } from './pair.ts';
import type { MarkSource } from './prices.ts';
import { memberRisk, statePair } from './risk.ts';
import { CONTRACT_WALLET, contractAccount } from './settlement.ts';
import type { LiquidationDesk, LiquidationWorker } from '../liquidation/worker.ts';

export interface LiquidatorDeps {
  ledger: Ledger;
  book: ContractBook;
  marks: MarkSource;
  hub: () => Pick<MarketHub, 'all' | 'detailChanged'>;
  operations: Pick<FuturesOperations, 'cancelOrders' | 'closeForLiquidation' | 'sweepLiquidation' | 'deleverage'>;
  /** Cancels a member's waiting plan / take-profit / stop-loss orders (the service's cancel). */
  cancelWaiting(memberId: string, type: 'contract_jhwt' | 'contract_zyzs', ids: string[]): Promise<unknown>;
  publisher: Publisher;
  now: () => number;
  log: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** The shared worker: its timer sweeps this desk every tick; tick() sweeps it at once. */
  worker: LiquidationWorker;
}

interface GroupKey {
  memberId: string;
  settle: string;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

export const createLiquidator = (deps: LiquidatorDeps) => {
  const { book, ledger } = deps;
  const changed = new Set<string>();
  const lastMark = new Map<string, Fixed>();
  const isolated = new Map<string, number>();
  const isolatedAt: (PositionState | undefined)[] = [];
  const groups = new Map<string, number>();
  const groupAt: (GroupKey | undefined)[] = [];

  const indexed = (state: PositionState): IndexedPosition => {
    const pair = statePair(state);
    return { contract: pair.spec, size: lotsToFixed(pair, state.size), entryPrice: state.entry };
  };

  const balanceOf = (memberId: string, settle: string) => ledger.current({ ownerType: 'member', ownerId: memberId, walletType: CONTRACT_WALLET }, settle) ?? { available: 0n, locked: 0n };

  /** A cross account as the risk core sees it: the wallet outside isolated positions, and its cross positions. */
  const crossGroup = ({ memberId, settle }: GroupKey): CrossGroup => {
    const states = book.ofOwner(`member:${memberId}`).filter((s) => s.size !== 0n && statePair(s).settle === settle);
    const balance = balanceOf(memberId, settle);
    const isolatedMargin = states.reduce((sum, s) => (s.pattern === CROSS ? sum : sum + s.margin), 0n);
    return { wallet: fromLedgerUnits(balance.available + balance.locked - isolatedMargin), positions: states.filter((s) => s.pattern === CROSS).map(indexed) };
  };

  const index = new LiquidationIndex((handle) => crossGroup(groupAt[handle]!));

  const hasMark = (state: PositionState) => lastMark.has(statePair(state).key);

  /** Rebuilds a member's entries from the book and the ledger. */
  const follow = async (memberId: string) => {
    const ownerKey = `member:${memberId}`;
    const states = book.ofOwner(ownerKey);
    const settles = new Set(states.map((s) => statePair(s).settle));
    await ledger.prime([...settles].map((coin) => contractAccount({ ownerType: 'member', ownerId: memberId }, coin)));
    for (const state of states) {
      const key = positionKey(ownerKey, statePair(state).key);
      const handle = isolated.get(key);
      if (state.size !== 0n && state.pattern === ISOLATED) {
        const entry = { ...indexed(state), isolatedMargin: fromLedgerUnits(state.margin) };
        if (handle === undefined) {
          const added = index.addIsolated(entry);
          isolated.set(key, added);
          isolatedAt[added] = state;
        } else index.updateIsolated(handle, entry);
      } else if (handle !== undefined) {
        index.removeIsolated(handle);
        isolated.delete(key);
        isolatedAt[handle] = undefined;
      }
    }
    for (const settle of settles) {
      const key = `${memberId}|${settle}`;
      const group = crossGroup({ memberId, settle });
      const handle = groups.get(key);
      if (group.positions.length === 0) {
        if (handle !== undefined) {
          index.removeGroup(handle);
          groups.delete(key);
          groupAt[handle] = undefined;
        }
        continue;
      }
      // A group is judged at the marks of all its contracts: it waits for them.
      if (!states.every((s) => s.size === 0n || s.pattern !== CROSS || statePair(s).settle !== settle || hasMark(s))) {
        changed.add(memberId);
        continue;
      }
      if (handle === undefined) {
        const added = index.addGroup(group);
        groups.set(key, added);
        groupAt[added] = { memberId, settle };
      } else index.updateGroup(handle, group);
    }
  };

  /** Reads every contract's mark; a moved one goes to the index and the contract's detail topic. */
  const readMarks = () => {
    for (const market of deps.hub().all()) {
      if (market.config.kind !== 'ubw' && market.config.kind !== 'bbw') continue;
      const pair = contractPair(market.config.kind, market.config.symbol_name);
      const mark = deps.marks.mark(pair.kind, pair.config.symbol_name);
      if (mark === null || mark <= 0n || mark % FIGURE_UNIT !== 0n || lastMark.get(pair.key) === mark) continue;
      lastMark.set(pair.key, mark);
      index.setMark(pair.spec, mark);
      deps.hub().detailChanged(market);
    }
  };

  /** The member's risk of one coin, read afresh. */
  const riskNow = async (memberId: string, settle: string) => {
    await ledger.prime([contractAccount({ ownerType: 'member', ownerId: memberId }, settle)]);
    return memberRisk(book, deps.marks, `member:${memberId}`, settle, balanceOf(memberId, settle));
  };

  const cancelEverything = async (memberId: string, pairs: ContractPair[]) => {
    for (const pair of pairs) {
      await deps.operations.cancelOrders(memberId, pair.kind, pair.config.symbol_name);
      const waiting = book.ordersOf(`member:${memberId}`, pair.key);
      const plans = waiting.filter((o) => o.waiting === 'plan').map((o) => o.id);
      const exits = waiting.filter((o) => o.waiting === 'tpsl').map((o) => o.id);
      if (plans.length > 0) await deps.cancelWaiting(memberId, 'contract_jhwt', plans);
      if (exits.length > 0) await deps.cancelWaiting(memberId, 'contract_zyzs', exits);
    }
  };

  /** What trades of the member's close got beyond `bankruptcy`, less their fees, in ledger units. */
  const surplusOf = (pair: ContractPair, memberId: string, long: boolean, bankruptcy: Fixed, events: readonly EngineEvent[]): bigint => {
    let gained = 0n;
    let fees = 0n;
    for (const e of events) {
      if (e.type !== 'trade' || (e.takerOwner !== `member:${memberId}` && e.makerOwner !== `member:${memberId}`)) continue;
      const size = lotsToFixed(pair, BigInt(e.quantity));
      const price = ticksToFixed(pair, e.price);
      // Linear: size × (price − bankruptcy) for a long's sell; inverse: size × CS × (1/bankruptcy − 1/price).
      const better = pair.spec.type === 'linear' ? (size * (long ? price - bankruptcy : bankruptcy - price)) / 10n ** 18n : (size * pair.spec.contractSize * (long ? price - bankruptcy : bankruptcy - price)) / price / bankruptcy;
      gained += better;
      fees += feeUnits(pair, BigInt(e.quantity), e.price);
    }
    // An inverse contract's gain is a quotient off the ledger's grid: floored, so the fund never takes more than the fills got.
    const units = toLedgerUnits(roundTo(gained > 0n ? gained : 0n, FIGURE_DECIMALS, 'floor')) - fees;
    return units > 0n ? units : 0n;
  };

  /** The opposite positions of a contract in ADL order: members by score, then the house. */
  const adlQueue = async (pair: ContractPair, long: boolean, memberId: string): Promise<Owner[]> => {
    const opposite = book.ofPair(pair.key).filter((s) => s.size !== 0n && s.size > 0n !== long && s.ownerKey !== `member:${memberId}`);
    const mark = lastMark.get(pair.key);
    const scored: { id: Owner; score: Ratio }[] = [];
    const house: Owner[] = [];
    for (const state of opposite) {
      if (state.owner.ownerType !== 'member') {
        house.push(state.owner);
        continue;
      }
      if (mark === undefined) continue;
      const risk = await riskNow(state.owner.ownerId, pair.settle);
      const figures = risk.account.positions[risk.positions.findIndex((p) => p.state === state)];
      if (!figures || figures.liquidatable) continue;
      // What stands behind it apart from its PnL: its margin (isolated) or the cross wallet (adl.ts).
      const backing = state.pattern === ISOLATED ? of(fromLedgerUnits(state.margin)) : of(crossGroup({ memberId: state.owner.ownerId, settle: pair.settle }).wallet);
      try {
        scored.push({ id: state.owner, score: adlScoreOf(pair.spec, indexed(state), backing, mark) });
      } catch {
        // Past its own bankruptcy: not a counterparty.
      }
    }
    return [...rankForAdl(scored), ...house];
  };

  /** Liquidates the member's positions of one coin that are past their liquidation price: isolated ones given, or the whole cross part. */
  const liquidate = async (memberId: string, settle: string, only: PositionState | null) => {
    const ownerKey = `member:${memberId}`;
    const targets = only ? [only] : book.ofOwner(ownerKey).filter((s) => s.size !== 0n && s.pattern === CROSS && statePair(s).settle === settle);
    const before = await riskNow(memberId, settle);
    const stillShort = () => (only ? before.account.positions[before.positions.findIndex((p) => p.state === only)]?.liquidatable === true : before.account.coins.find((c) => c.coin === settle)?.liquidatable === true);
    if (targets.length === 0 || !stillShort()) return;
    await cancelEverything(memberId, only ? [statePair(only)] : [...new Set(targets.map((s) => statePair(s).key))].map((key) => statePair(targets.find((s) => statePair(s).key === key)!)));
    for (const state of targets) {
      const risk = await riskNow(memberId, settle);
      const i = risk.positions.findIndex((p) => p.state === state);
      const figures = risk.account.positions[i];
      if (!figures || state.size === 0n) continue;
      const short = only ? figures.liquidatable : risk.account.coins.find((c) => c.coin === settle)?.liquidatable === true;
      if (!short) continue;
      const pair = statePair(state);
      const long = state.size > 0n;
      const bankruptcy = figures.bankruptcyPrice ?? figures.markPrice;
      const priceTicks = Math.max(1, fixedToTicks(pair, bankruptcy, long ? 'ceil' : 'floor'));
      const events = await deps.operations.closeForLiquidation(memberId, pair.kind, pair.config.symbol_name, priceTicks, 'liquidation');
      await deps.operations.sweepLiquidation(memberId, pair.kind, pair.config.symbol_name, surplusOf(pair, memberId, long, bankruptcy, events));
      // What the book could not take at bankruptcy or better: auto-deleveraged at that price.
      for (const counterparty of await adlQueue(pair, long, memberId)) {
        const left = book.find(ownerKey, pair.key);
        if (!left || left.size === 0n) break;
        await deps.operations.deleverage(memberId, counterparty, pair.kind, pair.config.symbol_name, abs(left.size), priceTicks);
      }
      const rest = book.find(ownerKey, pair.key);
      if (rest && rest.size !== 0n) deps.log.warn({ memberId, contract: pair.key, lots: String(rest.size) }, 'liquidation left part of a position open: nothing on the other side');
      else await deps.operations.sweepLiquidation(memberId, pair.kind, pair.config.symbol_name, 0n);
    }
    changed.add(memberId);
  };

  const desk: LiquidationDesk<void> = { name: 'futures', sweep: () => run() };

  const liquidator = {
    /** A member's positions, orders or contract wallet changed: their entries are rebuilt at the next sweep. */
    memberChanged(memberId: string) {
      changed.add(memberId);
    },

    /** One sweep now (after any pass of the worker still running): marks read, changed members followed, whatever crossed liquidated. */
    tick(): Promise<void> {
      return deps.worker.sweep(desk);
    },

    /** Follows every member with a position, then joins the worker's ticks. */
    start() {
      for (const market of deps.hub().all())
        if (market.config.kind === 'ubw' || market.config.kind === 'bbw')
          for (const state of book.ofPair(`${market.config.kind}:${market.config.symbol_name}`)) if (state.owner.ownerType === 'member' && state.size !== 0n) changed.add(state.owner.ownerId);
      deps.worker.add(desk);
    },
  };

  // A function declaration: the desk above sweeps with it.
  async function run(): Promise<void> {
    readMarks();
    const members = [...changed];
    changed.clear();
    for (const memberId of members) await follow(memberId);
    const found = index.liquidatable();
    const work: Array<{ memberId: string; settle: string; only: PositionState | null }> = [];
    for (const handle of found.isolated) {
      const state = isolatedAt[handle];
      if (state && state.owner.ownerType === 'member') work.push({ memberId: state.owner.ownerId, settle: statePair(state).settle, only: state });
    }
    for (const handle of found.groups) {
      const group = groupAt[handle];
      if (group) work.push({ ...group, only: null });
    }
    for (const { memberId, settle, only } of work) {
      try {
        await liquidate(memberId, settle, only);
      } catch (error) {
        changed.add(memberId);
        deps.log.error({ err: error, memberId }, 'liquidation failed; tried again at the next tick');
      }
    }
  }
  return liquidator;
};

export type Liquidator = ReturnType<typeof createLiquidator>;
