// What the liquidation worker and the funding job (issue 22 parts 4 and 5, built on this module)
// use, with the names they will call:
//   openPositions      a contract's open member positions, each with every risk figure at the mark
//                      (liquidatable, liquidation and bankruptcy prices …); the worker's index is
//                      fed from these and told of changes by refresh notices / fills;
//   cancelOrders       a member's orders of a contract in the book and waiting (a liquidation
//                      cancels them first, freeing their margin and the lots closes reserve);
//   closeForLiquidation  the whole position closed through the engine by an IOC limit at a price
//                      the caller picks no worse than bankruptcy (admit.ts refuses a worse one),
//                      marked source liquidation or adl in the member's history;
//   sweepLiquidation   after a liquidation's close: what it left above bankruptcy goes from the
//                      member to the insurance fund, and the fund pays the clearing account the
//                      position's shortfall as far as it can;
//   deleverage         a position (the rest of a liquidated one) closed against a counterparty's
//                      opposite position at one price, outside the book (auto-deleveraging): both
//                      settle as fills (settlement.ts), marked liquidation and adl;
//   settleFunding      one funding time of a contract: every open position pays or receives
//                      (risk/funding.ts settleFunding, zero-sum over all positions), booked in one
//                      journal batch; the house's share (the simulator's unmargined positions)
//                      goes to or from the clearing account that backs it (settlement.ts).
import type { Publisher } from '../../broker/index.ts';
import { FUNDING_KIND, PNL_KIND, SYSTEM_OWNER, type Ledger, type Move, type Owner } from '../../ledger/index.ts';
import type { EngineEvent } from '../../engine/index.ts';
import { settleFunding as settleFundingPayments, toLedgerUnits, type Fixed, type PositionRisk } from '../../risk/index.ts';
import { ISOLATED, type ContractBook, type PositionState } from './book.ts';
import { contractMeta, orderState } from './orderMeta.ts';
import { contractPair, lotsToFixed, type ContractPair } from './pair.ts';
import type { MarketLookup, MarkSource } from './prices.ts';
import { publishContractChanges } from './refresh.ts';
import { memberRisk } from './risk.ts';
import { CONTRACT_WALLET, contractAccount, contractRef, positionRow, type ContractSettlement } from './settlement.ts';
import { ORDER_STATUS, placedOrderRow } from '../../market/orderRecord.ts';
import { newOrderId } from '../spot/ids.ts';

export interface OpenPosition {
  memberId: string;
  positionId: string;
  state: PositionState;
  risk: PositionRisk;
}

export interface FuturesOperationsDeps {
  ledger: Ledger;
  settlement: ContractSettlement;
  hub: MarketLookup;
  book: ContractBook;
  marks: MarkSource;
  publisher: Publisher;
  now: () => number;
}

const CLEARING: Owner = { ownerType: 'system', ownerId: SYSTEM_OWNER.futuresClearing };
export const INSURANCE_FUND: Owner = { ownerType: 'system', ownerId: SYSTEM_OWNER.insuranceFund };
/** The ledger kind of what a liquidation leaves to the insurance fund. */
export const LIQUIDATION_KIND = 'liquidation';
const min = (a: bigint, b: bigint) => (a < b ? a : b);

export const createFuturesOperations = (deps: FuturesOperationsDeps) => {
  const { ledger, book } = deps;

  const marketOf = (pair: ContractPair) => {
    const market = deps.hub.get(pair.kind, pair.config.symbol_name);
    if (!market) throw new RangeError(`No market for ${pair.key}`);
    return market;
  };

  const operations = {
    async openPositions(kind: 'ubw' | 'bbw', symbol: string): Promise<OpenPosition[]> {
      const pair = contractPair(kind, symbol);
      const open: OpenPosition[] = [];
      for (const state of book.ofPair(pair.key)) {
        if (state.size === 0n || state.owner.ownerType !== 'member') continue;
        await ledger.prime([contractAccount(state.owner, pair.settle)]);
        const balance = ledger.current({ ...state.owner, walletType: CONTRACT_WALLET }, pair.settle) ?? (await ledger.balance(state.owner, CONTRACT_WALLET, pair.settle));
        const risk = memberRisk(book, deps.marks, state.ownerKey, pair.settle, balance);
        const index = risk.positions.findIndex((p) => p.state === state);
        open.push({ memberId: state.owner.ownerId, positionId: state.positionId ?? '', state, risk: risk.account.positions[index]! });
      }
      return open;
    },

    /** Cancels the member's orders of a contract still in the book (waiting ones are the caller's to cancel through the service). */
    async cancelOrders(memberId: string, kind: 'ubw' | 'bbw', symbol: string): Promise<string[]> {
      const pair = contractPair(kind, symbol);
      const market = marketOf(pair);
      const cancelled: string[] = [];
      for (const order of book.ordersOf(`member:${memberId}`, pair.key)) {
        if (order.waiting !== null) continue;
        const events = await market.cancel(order.id);
        if (events.some((e) => e.type === 'cancelled')) cancelled.push(order.id);
      }
      return cancelled;
    },

    /** Closes the whole position by an IOC limit at `priceTicks` (no worse than bankruptcy), marked as `source`. */
    async closeForLiquidation(memberId: string, kind: 'ubw' | 'bbw', symbol: string, priceTicks: number, source: 'liquidation' | 'adl'): Promise<EngineEvent[]> {
      const pair = contractPair(kind, symbol);
      const state = book.find(`member:${memberId}`, pair.key);
      if (!state || state.size === 0n) return [];
      const long = state.size > 0n;
      const meta = contractMeta(pair, {
        id: newOrderId(),
        memberId,
        quantityLots: Number(long ? state.size : -state.size),
        priceTicks,
        tif: 'IOC',
        contract: {
          entrustType: 'ptwt',
          direction: long ? 3 : 4,
          leverage: state.leverage,
          pattern: state.pattern,
          positionId: state.positionId,
          zyzsType: null,
          triggerTicks: null,
          triggerRises: null,
          takeProfitTicks: null,
          stopLossTicks: null,
          source,
        },
      });
      return marketOf(pair).place(meta);
    },

    /**
     * After a liquidation's close: `surplus` (ledger units, what the close left above bankruptcy)
     * goes from the member's available balance to the insurance fund, as far as it is there; then
     * the fund pays the clearing account the position's shortfall as far as it can. Returns what
     * moved.
     */
    sweepLiquidation(memberId: string, kind: 'ubw' | 'bbw', symbol: string, surplus: bigint): Promise<{ toFund: bigint; covered: bigint }> {
      const pair = contractPair(kind, symbol);
      const market = marketOf(pair);
      const owner: Owner = { ownerType: 'member', ownerId: memberId };
      return market.exclusive(async () => {
        await ledger.prime([contractAccount(owner, pair.settle), contractAccount(INSURANCE_FUND, pair.settle), contractAccount(CLEARING, pair.settle)]);
        const available = ledger.current({ ...owner, walletType: CONTRACT_WALLET }, pair.settle)?.available ?? 0n;
        const toFund = min(surplus > 0n ? surplus : 0n, available > 0n ? available : 0n);
        const state = book.find(`member:${memberId}`, pair.key);
        const fund = (ledger.current({ ...INSURANCE_FUND, walletType: CONTRACT_WALLET }, pair.settle)?.available ?? 0n) + toFund;
        const covered = state ? min(state.shortfall, fund) : 0n;
        const moves: Move[] = [];
        if (toFund > 0n) moves.push({ from: contractRef(owner, 'available'), to: contractRef(INSURANCE_FUND, 'available'), asset: pair.settle, amount: toFund, kind: LIQUIDATION_KIND });
        if (covered > 0n) moves.push({ from: contractRef(INSURANCE_FUND, 'available'), to: contractRef(CLEARING, 'available'), asset: pair.settle, amount: covered, kind: PNL_KIND });
        if (moves.length === 0) return { toFund, covered };
        const staged = ledger.stageNow({ kind: LIQUIDATION_KIND, ref: `${pair.key}:${memberId}:${deps.now()}`, moves });
        if (state && covered > 0n) {
          state.shortfall -= covered;
          state.updateTime = deps.now();
        }
        const rows = state && covered > 0n ? [positionRow(state)] : [];
        await market.journal(async (_trx, batch) => {
          for (const row of rows) batch.upsertPosition(row);
        }, [staged]);
        return { toFund, covered };
      });
    },

    /**
     * Auto-deleveraging: `lots` of the member's position closed against `counterparty`'s opposite
     * position at `priceTicks` (the member's bankruptcy price), outside the book. Both sides settle
     * as fills of close orders (settlement.ts: PnL through the clearing account, fees, margin
     * freed), the member's marked liquidation, a member counterparty's adl; the house (a system
     * owner, no margin) takes its side as it takes any trade.
     */
    deleverage(memberId: string, counterparty: Owner, kind: 'ubw' | 'bbw', symbol: string, lots: bigint, priceTicks: number): Promise<void> {
      const pair = contractPair(kind, symbol);
      const market = marketOf(pair);
      return market.exclusive(async () => {
        const state = book.find(`member:${memberId}`, pair.key);
        const other = book.find(`${counterparty.ownerType}:${counterparty.ownerId}`, pair.key);
        if (!state || !other || state.size === 0n || other.size === 0n || state.size > 0n === other.size > 0n) return;
        const abs = (x: bigint) => (x < 0n ? -x : x);
        const quantity = min(lots, min(abs(state.size), abs(other.size)));
        if (quantity <= 0n) return;
        const closeMeta = (owner: Owner, position: PositionState, source: 'liquidation' | 'adl') =>
          contractMeta(pair, {
            id: newOrderId(),
            memberId: owner.ownerId,
            quantityLots: Number(quantity),
            priceTicks,
            tif: 'IOC',
            contract: {
              entrustType: 'ptwt',
              direction: position.size > 0n ? 3 : 4,
              leverage: position.leverage,
              pattern: position.pattern,
              positionId: position.positionId,
              zyzsType: null,
              triggerTicks: null,
              triggerRises: null,
              takeProfitTicks: null,
              stopLossTicks: null,
              source,
            },
          });
        const mine = closeMeta({ ownerType: 'member', ownerId: memberId }, state, 'liquidation');
        const theirs = counterparty.ownerType === 'member' ? closeMeta(counterparty, other, 'adl') : null;
        book.addOrder(orderState(pair, mine, 0n, null));
        if (theirs) book.addOrder(orderState(pair, theirs, 0n, null));
        const seq = deps.now();
        const events: EngineEvent[] = [
          {
            type: 'trade',
            seq,
            tradeId: seq,
            price: priceTicks,
            quantity: Number(quantity),
            takerOrderId: mine.id,
            makerOrderId: theirs?.id ?? `adl-${mine.id}`,
            takerOwner: `member:${memberId}`,
            makerOwner: `${counterparty.ownerType}:${counterparty.ownerId}`,
            takerSide: mine.side,
            makerRemaining: 0,
            takerRemaining: 0,
          },
        ];
        let staged;
        try {
          staged = await deps.settlement.settle(market, null, events);
        } finally {
          book.removeOrder(mine.id);
          if (theirs) book.removeOrder(theirs.id);
        }
        const settled = deps.settlement.takeSettled(events);
        const time = deps.now();
        const at = new Date(time);
        const notional = String(BigInt(priceTicks) * quantity);
        const done = (meta: typeof mine) => ({ ...placedOrderRow(meta, at, String(seq)), remaining_lots: '0', filled_lots: String(quantity), filled_notional: notional, status: ORDER_STATUS.done });
        await market.journal(async (_trx, batch) => {
          batch.insertOrder(done(mine));
          if (theirs) batch.insertOrder(done(theirs));
          for (const row of settled?.positions ?? []) batch.upsertPosition(row);
          if (settled && settled.fills.length > 0)
            batch.insertContractFills(
              settled.fills.map((f) => ({
                member_id: f.memberId,
                order_id: f.orderId,
                kind: pair.kind,
                symbol: pair.config.symbol_name,
                direction: f.direction,
                role: f.role,
                source: f.source,
                price_ticks: String(f.priceTicks),
                quantity_lots: String(f.lots),
                open_price: f.openPrice === null ? null : String(f.openPrice),
                profit: String(f.profit),
                fee: String(f.fee),
                coin: pair.settle,
                position_id: f.positionId,
                trade_seq: String(f.tradeSeq),
                trade_time: String(time),
              })),
            );
        }, staged ? [staged] : []);
        const changes = [{ memberId, orderId: mine.id, isNew: false, status: '1' as const }];
        if (theirs) changes.push({ memberId: counterparty.ownerId, orderId: theirs.id, isNew: false, status: '1' as const });
        publishContractChanges(deps.publisher, pair.kind, changes);
      });
    },

    /**
     * One funding time of a contract at a rate and the mark (the funding job picks both): each open
     * position pays (size on the rate's paying side) or receives, zero-sum. A member pays from an
     * isolated position's margin first, a cross one's from available first, then the other; what
     * cannot be paid is its shortfall. A member receives into an isolated position's margin or a
     * cross member's available. Returns the payments by position (ledger units, + received).
     * The funding time (the clock, contract_funding) and each member position's payment (its
     * funding history, contract_funding_payment) are written in the same journal batch.
     */
    settleFunding(kind: 'ubw' | 'bbw', symbol: string, rate: Fixed, mark: Fixed, fundingTime: number = deps.now()): Promise<Map<PositionState, bigint>> {
      const pair = contractPair(kind, symbol);
      const market = marketOf(pair);
      return market.exclusive(async () => {
        const open = rate === 0n ? [] : book.ofPair(pair.key).filter((s) => s.size !== 0n);
        const paid = new Map<PositionState, bigint>();
        const clock = { kind: pair.kind, symbol: pair.config.symbol_name, funding_time: String(fundingTime), rate: String(rate), mark: String(mark) };
        if (open.length === 0) {
          await market.journal(async (trx) => {
            await trx.insertInto('contract_funding').values(clock).onConflict((oc) => oc.columns(['kind', 'symbol', 'funding_time']).doUpdateSet({ rate: clock.rate, mark: clock.mark })).execute();
          }, [], { connection: true });
          return paid;
        }
        const amounts = settleFundingPayments(pair.spec, open.map((s) => lotsToFixed(pair, s.size)), mark, rate).map(toLedgerUnits);
        await ledger.prime([contractAccount(CLEARING, pair.settle), ...open.filter((s) => s.owner.ownerType === 'member').map((s) => contractAccount(s.owner, pair.settle))]);
        const moves: Move[] = [];
        const available = new Map<string, bigint>();
        const availableOf = (s: PositionState) => available.get(s.ownerKey) ?? ledger.current({ ...s.owner, walletType: CONTRACT_WALLET }, pair.settle)?.available ?? 0n;
        const move = (from: ReturnType<typeof contractRef>, to: ReturnType<typeof contractRef>, amount: bigint) => {
          if (amount > 0n) moves.push({ from, to, asset: pair.settle, amount, kind: FUNDING_KIND });
        };
        // Payers first, into the clearing account; then the clearing account pays receivers: the house's share stays there.
        for (const [i, state] of open.entries()) {
          const amount = amounts[i]!;
          if (amount >= 0n || state.owner.ownerType !== 'member') continue;
          let due = -amount;
          const isolated = state.pattern === ISOLATED;
          const first = isolated ? min(due, state.margin) : min(due, availableOf(state));
          const second = isolated ? min(due - first, availableOf(state)) : min(due - first, state.margin);
          const fromMargin = isolated ? first : second;
          const fromAvailable = isolated ? second : first;
          move(contractRef(state.owner, 'locked'), contractRef(CLEARING, 'available'), fromMargin);
          move(contractRef(state.owner, 'available'), contractRef(CLEARING, 'available'), fromAvailable);
          available.set(state.ownerKey, availableOf(state) - fromAvailable);
          state.margin -= fromMargin;
          if (state.coupon > state.margin) state.coupon = state.margin;
          due -= fromMargin + fromAvailable;
          state.shortfall += due;
          state.funding -= fromMargin + fromAvailable;
          paid.set(state, -(fromMargin + fromAvailable));
        }
        for (const [i, state] of open.entries()) {
          const amount = amounts[i]!;
          if (amount <= 0n || state.owner.ownerType !== 'member') continue;
          const isolated = state.pattern === ISOLATED;
          move(contractRef(CLEARING, 'available'), contractRef(state.owner, isolated ? 'locked' : 'available'), amount);
          if (isolated) state.margin += amount;
          else available.set(state.ownerKey, availableOf(state) + amount);
          state.funding += amount;
          paid.set(state, amount);
        }
        // The house's payments move nothing: the clearing account that backs it pays or keeps them.
        for (const [i, state] of open.entries()) if (state.owner.ownerType !== 'member') state.funding += amounts[i]!;
        const time = deps.now();
        for (const state of open) state.updateTime = time;
        const staged = moves.length > 0 ? ledger.stageNow({ kind: FUNDING_KIND, ref: `${pair.key}:${time}`, moves }) : null;
        const rows = open.map(positionRow);
        const history = open
          .filter((s) => s.owner.ownerType === 'member')
          .map((s) => ({
            member_id: s.owner.ownerId,
            position_id: s.positionId ?? '',
            kind: pair.kind,
            symbol: pair.config.symbol_name,
            funding_time: String(fundingTime),
            size_lots: String(s.size),
            rate: String(rate),
            mark: String(mark),
            amount: String(paid.get(s) ?? 0n),
            coin: pair.settle,
          }));
        await market.journal(
          async (trx, batch) => {
            for (const row of rows) batch.upsertPosition(row);
            await trx.insertInto('contract_funding').values(clock).onConflict((oc) => oc.columns(['kind', 'symbol', 'funding_time']).doUpdateSet({ rate: clock.rate, mark: clock.mark })).execute();
            if (history.length > 0) await trx.insertInto('contract_funding_payment').values(history).execute();
          },
          staged ? [staged] : [],
          { connection: true },
        );
        publishContractChanges(
          deps.publisher,
          pair.kind,
          open.filter((s) => s.owner.ownerType === 'member').map((s) => ({ memberId: s.owner.ownerId, orderId: s.positionId ?? '', isNew: false, status: '0' as const })),
        );
        return paid;
      });
    },
  };
  return operations;
};

export type FuturesOperations = ReturnType<typeof createFuturesOperations>;
