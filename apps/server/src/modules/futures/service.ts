// Perpetual futures for members (spec §7 "Contracts", products.md §1 and §5; issue 22 parts 1 and 3).
//
// Design. A contract order goes the way a spot order goes: the market's queue (one writer per
// symbol), the engine, the journal's group commit, durable before it is answered. What differs is
// settlement (settlement.ts, chosen by the market's kind: market/settlement.ts routeSettlement) and
// what a commit also writes (observer.ts): positions (contract_position) and members' fills
// (contract_fill), in the same batch as the order rows and the ledger moves.
//   - Positions are one-way and merged: one net position per member and contract (book.ts), opened
//     and added to by opens (directions 1, 2), reduced by closes (3, 4), which are reduce-only and
//     capped at the position less what other open closes reserve. One side at a time: an open of
//     the other side is refused while the member holds or is opening one side.
//   - Margin lives on the contract account (wallet 4) in the settlement coin (USDT for ubw, the
//     base coin for bbw): an open order holds its initial margin and fee at its price; a fill moves
//     what it used into the position's margin (locked, per position, isolated or cross); a close
//     frees margin in proportion and realises PnL against the futures clearing account
//     (settlement.ts explains why that account may go below zero, and what it stands at).
//   - Risk figures come from the risk core at the mark price (risk.ts, prices.ts): what a member
//     may spend, liquidation and bankruptcy prices, removable margin, margin ratio. The checks an
//     order passes in the queue are admit.ts's.
//   - Order types: ptwt limit (GTC), sjwt market (an IOC limit at a bound 5 % from the mark), jhwt
//     plan (an open waiting for its trigger with its margin held), zyzs take-profit / stop-loss on
//     a position (a close waiting for its trigger); an open's take-profit / stop-loss levels arm
//     whole-position zyzs orders at its first fill (waiting.ts). Triggers watch the contract's
//     trades, as spot stops do.
//   - Every change of a member's contract orders or positions sends refresh_{memberId} typed ubw or
//     bbw (refresh.ts).
//   - What only reads (a member's order and fill history, funding payments, the contracts' public
//     views) is views.ts's; the service serves it beside the calls that change things.
// What the next parts build on (liquidation.ts): a per-contract view of open positions with their
// risk, closing a position through the engine at a price no worse than bankruptcy marked as a
// liquidation, and funding payments through the ledger.
import {
  CONTRACT_TYPE_OF,
  KIND_OF_CONTRACT_TYPE,
  checkContractOrder,
  checkLeverage,
  checkMarginAmount,
  contractOrderMessage,
  type CancelResult,
  type CloseAllResult,
  type ContractCloseType,
  type ContractEntrustRow,
  type ContractOpenType,
  type ContractOrderBody,
  type ContractPositionRow,
  type ContractSetting,
  type ContractWallet,
  type CouponRow,
} from '@exchange/contract';
import type { Publisher } from '../../broker/index.ts';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { toUnits, trimUnits, type Ledger } from '../../ledger/index.ts';
import { BatchRows } from '../../market/batchRows.ts';
import type { MarketHub } from '../../market/hub.ts';
import { writeEvents } from '../../market/orderRecord.ts';
import { amountToLots, priceToTicks } from '../../market/scales.ts';
import type { PlaceInput, SymbolMarket } from '../../market/symbolMarket.ts';
import { findMarket } from '../../market/symbols.ts';
import { bracketFor, fromLedgerUnits, leverageLimit, notionalAt, orderInitialMargin, toLedgerUnits } from '../../risk/index.ts';
import { initialMarginAt, pnlAt } from '../../risk/pnl.ts';
import { add, of, sign, sub } from '../../risk/ratio.ts';
import { formatFixed } from '../../risk/fixed.ts';
import { newOrderId } from '../spot/ids.ts';
import type { TriggerBook } from '../spot/triggers.ts';
import { CROSS, DEFAULT_SETTING, ISOLATED, opens, type ContractBook, type Pattern, type PositionState } from './book.ts';
import { contractMeta } from './orderMeta.ts';
import { contractPair, fixedToTicks, holdUnits, lotsToFixed, ticksToFixed, type ContractPair } from './pair.ts';
import { bandTicks, markOrRefuse } from './admit.ts';
import { expireCoupons, memberCoupons, usableCoupon } from './coupons.ts';
import { ONE } from '../../risk/fixed.ts';
import type { FundingSource, MarkSource } from './prices.ts';
import { publishContractChanges } from './refresh.ts';
import { fillSums, findOwnContractOrder, findOwnContractOrdersState } from './repo.ts';
import { coinOf, markOf, memberRisk, spendable, statePair, type MemberRisk } from './risk.ts';
import { contractRecordOfInsert, toContractEntrustRow, toPositionRow } from './rows.ts';
import { CONTRACT_WALLET, contractAccount, contractRef, positionRow, type ContractSettlement } from './settlement.ts';
import { cancelWaiting, placeWaiting, tpslRises, type WaitingDeps } from './waiting.ts';
import { contractPairByPath, createFuturesViews } from './views.ts';

export interface FuturesServiceDeps {
  db: Db;
  ledger: Ledger;
  hub: Pick<MarketHub, 'get'>;
  book: ContractBook;
  settlement: ContractSettlement;
  marks: MarkSource;
  funding: FundingSource;
  triggers: TriggerBook;
  publisher: Publisher;
  log: { error(obj: object, msg?: string): void };
  now?: () => number;
}

export const ORDER_NOT_FOUND = 'Order not found';
export const POSITION_NOT_FOUND = 'Position not found';

const REJECTED: Record<string, string> = { no_liquidity: 'There is nothing on the other side of the book to trade with right now' };

const optionalTicks = (pair: ContractPair, value: string | undefined) => ((value ?? '').trim() === '' ? null : priceToTicks(pair.config, value!));
const abs = (x: bigint) => (x < 0n ? -x : x);

export const createFuturesService = (deps: FuturesServiceDeps) => {
  const { db, ledger, book, marks } = deps;
  const now = deps.now ?? Date.now;
  /** Coupons an open is being placed with: neither expired nor used twice meanwhile. */
  const couponsInUse = new Set<string>();
  const waitingDeps: WaitingDeps = { book, settlement: deps.settlement, triggers: deps.triggers, publisher: deps.publisher, newOrderId: () => newOrderId(), log: deps.log };

  const marketOf = (pair: ContractPair): SymbolMarket => {
    const market = deps.hub.get(pair.kind, pair.config.symbol_name);
    if (!market) throw new BusinessError(`Unknown contract: ${pair.config.symbol_name}`);
    return market;
  };

  /** The member's contract account, primed in the ledger's memory, and the risk of one settlement coin. */
  const riskOfMember = async (memberId: string, settle: string): Promise<MemberRisk> => {
    const owner = { ownerType: 'member' as const, ownerId: memberId };
    await ledger.prime([contractAccount(owner, settle)]);
    const balance = ledger.current({ ...owner, walletType: CONTRACT_WALLET }, settle) ?? (await ledger.balance(owner, CONTRACT_WALLET, settle));
    return memberRisk(book, marks, `member:${memberId}`, settle, balance);
  };

  const positionOf = (memberId: string, positionId: string): PositionState => {
    const state = book.ofOwner(`member:${memberId}`).find((s) => s.positionId === positionId && s.size !== 0n);
    if (!state) throw new BusinessError(POSITION_NOT_FOUND);
    return state;
  };

  const positionRowOf = (risk: MemberRisk, state: PositionState): ContractPositionRow => {
    const pair = statePair(state);
    const index = risk.positions.findIndex((p) => p.state === state);
    let takeProfitTicks: number | null = null;
    let stopLossTicks: number | null = null;
    for (const order of book.ordersOf(state.ownerKey, pair.key))
      if (order.waiting === 'tpsl' && order.wholePosition) {
        if (order.zyzsType === 1) takeProfitTicks = order.triggerTicks;
        else stopLossTicks = order.triggerTicks;
      }
    return toPositionRow(pair, state, risk.account.positions[index]!, { reserved: book.reservedForClose(state.ownerKey, pair.key), takeProfitTicks, stopLossTicks });
  };

  /**
   * The row the journal just wrote for a placed order, from the order, its events and the fills
   * their settlement made (no read back: the tables may not have it yet, the journal's log answers
   * first, and a read per filled order cost a round trip to the database thread).
   */
  const placedRow = async (memberId: string, pair: ContractPair, meta: PlaceInput, events: Parameters<typeof writeEvents>[2]): Promise<ContractEntrustRow> => {
    const written = new BatchRows();
    writeEvents(written, meta, events, now());
    const fresh = written.insertedOrder(meta.id);
    if (fresh) return toContractEntrustRow(pair, { ...contractRecordOfInsert(fresh), ...fillSums(deps.settlement.fillsOf(events), meta.id) });
    const stored = await findOwnContractOrder(db, memberId, meta.id);
    if (!stored) throw new BusinessError(ORDER_NOT_FOUND);
    return toContractEntrustRow(pair, stored);
  };

  /** The order a form asks for, checked (contract's checkContractOrder) and in the engine's integers. */
  const planOrder = (memberId: string, action: 'open' | 'close', type: string, body: ContractOrderBody): { pair: ContractPair; meta: PlaceInput } => {
    const kind = KIND_OF_CONTRACT_TYPE[body.contractType];
    if (!kind) throw new BusinessError('contractType must be 1 (ubw) or 2 (bbw)');
    if (!body.exchangeCoinStr) throw new BusinessError('Please choose a contract');
    const pair = contractPair(kind, body.exchangeCoinStr);
    const market = marketOf(pair);
    const rules = { priceScale: pair.config.base_coin_scale, amountScale: pair.config.coin_coin_scale, minAmount: pair.config.min_amount };
    // Triggers and a market order's take-profit / stop-loss are judged against the last trade (the price triggers watch), else the mark.
    // The mark only when there is no last trade (both uses below fall back to it): computing it reads both books.
    const mark = market.lastPrice === null ? marks.mark(pair.kind, pair.config.symbol_name) : null;
    const reference = market.lastPrice ?? (mark === null ? undefined : formatFixed(mark));
    const issue = checkContractOrder(action, type as ContractOpenType & ContractCloseType, body, rules, reference);
    if (issue) throw new BusinessError(contractOrderMessage(issue));
    const direction = Number(body.direction) as 1 | 2 | 3 | 4;
    const ownerKey = `member:${memberId}`;
    const state = book.find(ownerKey, pair.key);
    const setting = state ?? DEFAULT_SETTING;
    const pattern: Pattern = body.pattern === undefined ? setting.pattern : body.pattern === '2' ? CROSS : ISOLATED;
    if (opens(direction) && pattern !== setting.pattern)
      throw new BusinessError(`Your ${pair.config.symbol_name} margin mode is ${setting.pattern === CROSS ? 'cross' : 'isolated'}: change it first`);
    let positionId: string | null = null;
    if (!opens(direction)) {
      const wanted = body.closeLogContractOrderCode?.trim();
      if (wanted && wanted !== state?.positionId) throw new BusinessError(POSITION_NOT_FOUND);
      if (!state || state.size === 0n) throw new BusinessError(`You have no ${pair.config.symbol_name} position to close`);
      positionId = state.positionId;
    }
    const long = direction === 1 || direction === 3;
    const zyzsType = type === 'zyzs' ? (Number(body.zyzsType) as 1 | 2) : null;
    const triggerTicks = type === 'jhwt' || type === 'zyzs' ? priceToTicks(pair.config, body.triggerPrice!) : null;
    let triggerRises: boolean | null = null;
    if (type === 'zyzs') triggerRises = tpslRises(zyzsType!, long);
    if (type === 'jhwt') {
      const last = market.lastPrice !== null ? priceToTicks(pair.config, market.lastPrice) : mark !== null ? fixedToTicks(pair, mark, 'half-even') : null;
      if (last === null) throw new BusinessError(`${pair.config.symbol_name} has not traded yet, so a plan order has no price to watch`);
      if (triggerTicks === last) throw new BusinessError('The trigger price must differ from the last price');
      triggerRises = triggerTicks! > last;
    }
    const hasPrice = type === 'ptwt' || type === 'jhwt' || (type === 'zyzs' && (body.price ?? '').trim() !== '');
    const amountGiven = (body.amount ?? '').trim() !== '';
    const meta = contractMeta(pair, {
      id: newOrderId(),
      memberId,
      quantityLots: amountGiven ? amountToLots(pair.config, body.amount!) : null,
      priceTicks: hasPrice ? priceToTicks(pair.config, body.price!) : null,
      tif: type === 'sjwt' ? 'IOC' : 'GTC',
      contract: {
        entrustType: type as 'ptwt' | 'sjwt' | 'jhwt' | 'zyzs',
        direction,
        leverage: state?.leverage ?? setting.leverage,
        pattern: state?.pattern ?? setting.pattern,
        positionId,
        zyzsType,
        triggerTicks,
        triggerRises,
        takeProfitTicks: opens(direction) ? optionalTicks(pair, body.takeProfitPrice) : null,
        stopLossTicks: opens(direction) ? optionalTicks(pair, body.stopLossPrice) : null,
        source: 'member',
      },
    });
    return { pair, meta };
  };

  /** Places a planned order: into the book, or waiting for its trigger. */
  const submit = async (memberId: string, pair: ContractPair, meta: PlaceInput): Promise<ContractEntrustRow> => {
    const market = marketOf(pair);
    const type = meta.contract!.entrustType;
    if (type === 'jhwt' || type === 'zyzs') {
      await placeWaiting(waitingDeps, market, pair, meta);
      const stored = await findOwnContractOrder(db, memberId, meta.id);
      if (!stored) throw new BusinessError(ORDER_NOT_FOUND);
      return toContractEntrustRow(pair, stored);
    }
    const events = await market.place(meta);
    const rejected = events.find((e) => e.type === 'rejected' && e.orderId === meta.id);
    if (rejected?.type === 'rejected') throw new BusinessError(REJECTED[rejected.reason] ?? 'The order was refused');
    return placedRow(memberId, pair, meta, events);
  };

  /** A member's orders of one contract still in the book, of the given directions. */
  const liveOrders = (memberId: string, pair: ContractPair, directions: readonly number[]) =>
    book.ordersOf(`member:${memberId}`, pair.key).filter((o) => o.waiting === null && directions.includes(o.direction));

  const views = createFuturesViews({ db, marks, funding: deps.funding, now, marketOf });
  const service = {
    async place(memberId: string, action: 'open' | 'close', type: string, body: ContractOrderBody): Promise<ContractEntrustRow> {
      const allowed = action === 'open' ? ['ptwt', 'sjwt', 'jhwt'] : ['ptwt', 'sjwt', 'zyzs'];
      if (!allowed.includes(type)) throw new BusinessError(`Unknown ${action} order type: ${type.slice(0, 12)}`);
      const { pair, meta } = planOrder(memberId, action, type, body);
      return submit(memberId, pair, meta);
    },

    /** Closes every position of the kind (or of the listed contracts) at market, after cancelling their open closes. */
    async closeAll(memberId: string, kind: 'ubw' | 'bbw', symbols: string[]): Promise<CloseAllResult> {
      const wanted = new Set(symbols.map((name) => contractPair(kind, name).config.symbol_name));
      const result: CloseAllResult = { orders: [], failed: [] };
      for (const state of book.ofOwner(`member:${memberId}`)) {
        if (state.kind !== kind || state.size === 0n || (wanted.size > 0 && !wanted.has(state.symbol))) continue;
        const pair = statePair(state);
        try {
          const market = marketOf(pair);
          for (const order of liveOrders(memberId, pair, [3, 4])) await market.cancel(order.id);
          const long = state.size > 0n;
          const meta = contractMeta(pair, {
            id: newOrderId(),
            memberId,
            quantityLots: Number(abs(state.size)),
            priceTicks: null,
            tif: 'IOC',
            contract: {
              entrustType: 'sjwt',
              direction: long ? 3 : 4,
              leverage: state.leverage,
              pattern: state.pattern,
              positionId: state.positionId,
              zyzsType: null,
              triggerTicks: null,
              triggerRises: null,
              takeProfitTicks: null,
              stopLossTicks: null,
              source: 'member',
            },
          });
          result.orders.push(await submit(memberId, pair, meta));
        } catch (error) {
          if (!(error instanceof BusinessError)) throw error;
          result.failed.push({ symbol_name: state.symbol, msg: error.message });
        }
      }
      return result;
    },

    /** All or nothing on ownership: one unknown or foreign id refuses the whole request. */
    async cancel(memberId: string, type: 'contract_dqwt' | 'contract_jhwt' | 'contract_zyzs', ids: string[]): Promise<CancelResult> {
      const unique = [...new Set(ids)];
      const owned = await findOwnContractOrdersState(db, memberId, unique);
      if (owned.length !== unique.length) throw new BusinessError(ORDER_NOT_FOUND);
      const waitingType = type === 'contract_jhwt' ? 'jhwt' : type === 'contract_zyzs' ? 'zyzs' : null;
      for (const order of owned)
        if (order.status === 0 && (waitingType === null ? order.waiting !== 0 : order.waiting !== 1 || order.entrust_type !== waitingType))
          throw new BusinessError(`Order ${order.id} is not a ${type.slice('contract_'.length)} order`);
      const cancelled: string[] = [];
      for (const order of owned) {
        if (order.status !== 0) continue;
        const pair = contractPair(order.kind, order.symbol);
        const market = marketOf(pair);
        if (order.waiting === 1) {
          if (await cancelWaiting(waitingDeps, market, pair, order.id)) cancelled.push(order.id);
          continue;
        }
        const events = await market.cancel(order.id);
        if (events.some((e) => e.type === 'cancelled')) cancelled.push(order.id);
      }
      return { cancelled };
    },

    async positions(memberId: string, kind: 'ubw' | 'bbw'): Promise<ContractPositionRow[]> {
      const states = book.ofOwner(`member:${memberId}`).filter((s) => s.kind === kind && s.size !== 0n);
      const rows: ContractPositionRow[] = [];
      for (const settle of new Set(states.map((s) => statePair(s).settle))) {
        const risk = await riskOfMember(memberId, settle);
        for (const state of states) if (statePair(state).settle === settle) rows.push(positionRowOf(risk, state));
      }
      return rows.sort((a, b) => a.symbol_name.localeCompare(b.symbol_name));
    },

    async wallet(memberId: string, pairPath: string): Promise<ContractWallet> {
      const pair = contractPairByPath(pairPath);
      const risk = await riskOfMember(memberId, pair.settle);
      const coin = coinOf(risk);
      const state = book.find(`member:${memberId}`, pair.key);
      const setting = state ?? DEFAULT_SETTING;
      const owner = { ownerType: 'member' as const, ownerId: memberId };
      const [base, quote] = await Promise.all([ledger.balance(owner, CONTRACT_WALLET, pair.config.quote_symbol), ledger.balance(owner, CONTRACT_WALLET, pair.config.coin_symbol)]);
      const unit = (x: bigint) => trimUnits(x);
      return {
        hyBaseBalance: unit(base.available),
        hyCoinBalance: unit(quote.available),
        hyBaseFrozenBalance: unit(base.locked),
        hyCoinFrozenBalance: unit(quote.locked),
        leverage: String(setting.leverage),
        pattern: setting.pattern === CROSS ? '2' : '1',
        patternType: '1',
        max_leverage: String(pair.spec.maxLeverage[setting.pattern === CROSS ? 'cross' : 'isolated']),
        settle_coin: pair.settle,
        wallet_balance: unit(risk.balance.available + risk.balance.locked),
        equity: unit(toLedgerUnits(coin.equity)),
        available: unit(spendable(risk)),
        position_margin: unit(toLedgerUnits(coin.positionMargin)),
        order_margin: unit(risk.orderHolds),
        unrealised_pnl: unit(toLedgerUnits(coin.unrealisedPnl)),
        maintenance_margin: unit(toLedgerUnits(coin.maintenanceMargin)),
        margin_ratio: coin.marginRatio === null ? '' : formatFixed(coin.marginRatio),
        transferable: unit(await service.transferableUnits(memberId, pair.settle)),
      };
    },

    /**
     * What may leave the contract account (wallet/contract/transferable, and the check of a transfer
     * out of it): its available balance, but no more than the risk core's available, so cross
     * positions' losses and margin stay covered.
     */
    async transferableUnits(memberId: string, coin: string): Promise<bigint> {
      const risk = await riskOfMember(memberId, coin);
      const free = spendable(risk);
      return free > 0n ? free : 0n;
    },

    async setLeverage(memberId: string, input: { pattern: string; patternType: string; symbol: string; type: string; cou: string | number }): Promise<ContractSetting> {
      if (input.type !== 'ubw' && input.type !== 'bbw') throw new BusinessError('type must be ubw or bbw');
      if (input.patternType !== '1') throw new BusinessError('Positions are merged: one per contract (patternType 1)');
      if (input.pattern !== '1' && input.pattern !== '2') throw new BusinessError('pattern must be 1 (isolated) or 2 (cross)');
      const config = findMarket(input.type, `${input.symbol}/${input.type === 'ubw' ? 'USDT' : 'USD'}`);
      if (!config) throw new BusinessError(`Unknown contract: ${input.symbol.slice(0, 12)}`);
      const pair = contractPair(input.type, config.symbol_name);
      const pattern: Pattern = input.pattern === '2' ? CROSS : ISOLATED;
      const issue = checkLeverage(input.cou, pair.spec.maxLeverage[pattern === CROSS ? 'cross' : 'isolated']);
      if (issue) throw new BusinessError(issue);
      const leverage = Number(String(input.cou).trim());
      const market = marketOf(pair);
      const owner = { ownerType: 'member' as const, ownerId: memberId };
      const ownerKey = `member:${memberId}`;
      return market.exclusive(async () => {
        const current = book.find(ownerKey, pair.key);
        const setting = current ?? DEFAULT_SETTING;
        const orders = book.ordersOf(ownerKey, pair.key);
        const holding = current !== undefined && current.size !== 0n;
        if (pattern !== setting.pattern && (holding || orders.length > 0))
          throw new BusinessError(`Close the ${pair.config.symbol_name} position and cancel its orders before changing the margin mode`);
        if (leverage !== setting.leverage && orders.some((o) => opens(o.direction)))
          throw new BusinessError(`Cancel your open ${pair.config.symbol_name} orders before changing the leverage`);
        let staged = null;
        if (holding && leverage !== setting.leverage) {
          const state = current!;
          const size = lotsToFixed(pair, state.size);
          const risk = await riskOfMember(memberId, pair.settle);
          const mark = markOf(marks, pair, state.entry);
          const limit = leverageLimitFor(pair, state, mark);
          if (leverage > limit) throw new BusinessError(`A ${pair.config.symbol_name} position of this size allows at most ${limit}x`);
          if (state.pattern === ISOLATED) {
            // Margin and PnL must cover the initial margin at the new leverage (the removable rule's second term stays ≥ 0).
            const position = { size, entryPrice: state.entry };
            const keeps = sub(add(of(fromLedgerUnits(state.margin)), pnlAt(pair.spec, position, mark)), initialMarginAt(pair.spec, size, mark, leverage));
            if (sign(keeps) < 0) throw new BusinessError(`The position's margin is not enough for ${leverage}x: add margin first`);
          } else {
            // A cross position locks its initial margin at entry: the new leverage locks more or frees some.
            const target = toLedgerUnits(orderInitialMargin(pair.spec, size, state.entry, leverage));
            const change = target - state.margin;
            if (change > 0n && change > spendable(memberRisk(book, marks, ownerKey, pair.settle, risk.balance, { state, leverage })))
              throw new BusinessError(`Not enough available margin for ${leverage}x`);
            if (change !== 0n)
              staged = ledger.stageNow({
                kind: 'margin',
                ref: state.positionId ?? 'leverage',
                moves: [change > 0n ? { from: contractRef(owner, 'available'), to: contractRef(owner, 'locked'), asset: pair.settle, amount: change } : { from: contractRef(owner, 'locked'), to: contractRef(owner, 'available'), asset: pair.settle, amount: -change }],
              });
            state.margin = target;
          }
        }
        const state = book.position(owner, pair, now());
        state.leverage = leverage;
        state.pattern = pattern;
        state.updateTime = now();
        const row = positionRow(state);
        await market.journal(async (_trx, rows) => {
          rows.upsertPosition(row);
        }, staged ? [staged] : []);
        publishContractChanges(deps.publisher, pair.kind, [{ memberId, orderId: state.positionId ?? '', isNew: false, status: '0' }]);
        return { symbol_name: pair.config.symbol_name, contract_type: CONTRACT_TYPE_OF[pair.kind], leverage: String(leverage), pattern: pattern === CROSS ? '2' : '1', patternType: '1' };
      });
    },

    /** Adds margin to, or takes it from, an isolated position. */
    async updateBond(memberId: string, positionId: string, type: string, amountText: string): Promise<ContractPositionRow> {
      if (type !== 'add' && type !== 'sub') throw new BusinessError("type must be 'add' or 'sub'");
      const issue = checkMarginAmount(amountText);
      if (issue) throw new BusinessError(issue);
      const amount = toUnits(amountText.trim());
      const found = positionOf(memberId, positionId);
      if (found.pattern !== ISOLATED) throw new BusinessError('Margin can be added to or taken from isolated positions only');
      if (found.couponId !== null) throw new BusinessError("A coupon position's margin is the coupon's: it cannot be changed");
      const pair = statePair(found);
      const market = marketOf(pair);
      const owner = { ownerType: 'member' as const, ownerId: memberId };
      return market.exclusive(async () => {
        const state = positionOf(memberId, positionId);
        const risk = await riskOfMember(memberId, pair.settle);
        const figures = risk.account.positions[risk.positions.findIndex((p) => p.state === state)]!;
        if (type === 'add') {
          const addable = toLedgerUnits(coinOf(risk).addableMargin);
          const most = addable < risk.balance.available ? addable : risk.balance.available;
          if (amount > most) throw new BusinessError(`You can add at most ${trimUnits(most > 0n ? most : 0n)} ${pair.settle}`);
        } else {
          const most = toLedgerUnits(figures.removableMargin ?? 0n);
          if (amount > most) throw new BusinessError(`You can take out at most ${trimUnits(most)} ${pair.settle}`);
        }
        const staged = ledger.stageNow({
          kind: 'margin',
          ref: positionId,
          moves: [type === 'add' ? { from: contractRef(owner, 'available'), to: contractRef(owner, 'locked'), asset: pair.settle, amount } : { from: contractRef(owner, 'locked'), to: contractRef(owner, 'available'), asset: pair.settle, amount }],
        });
        state.margin += type === 'add' ? amount : -amount;
        state.updateTime = now();
        const row = positionRow(state);
        await market.journal(async (_trx, rows) => {
          rows.upsertPosition(row);
        }, [staged]);
        publishContractChanges(deps.publisher, pair.kind, [{ memberId, orderId: positionId, isNew: false, status: '0' }]);
        return positionRowOf(await riskOfMember(memberId, pair.settle), state);
      });
    },

    /** The member's trial-fund coupons (all, or of one status), expired ones marked first. */
    coupons: (memberId: string, status: 'all' | '0' | '1' | '2'): Promise<CouponRow[]> => memberCoupons(db, ledger, memberId, status, couponsInUse, now()),

    /** Expires every member's coupons past their time (the coupon expiry job); answers those it expired, for their members to be told. */
    expireCoupons: (at: number = now()) => expireCoupons(db, ledger, null, couponsInUse, at),

    /**
     * Opens a market position paid by a coupon: isolated, at the member's leverage for the contract,
     * as large as the coupon's margin and fee cover at the worst price the order may fill at.
     */
    async openWithCoupon(memberId: string, body: { couponId: string; exchangeCoinStr: string; direction: string; contractType: string; leverage?: string | undefined }): Promise<ContractEntrustRow> {
      const kind = KIND_OF_CONTRACT_TYPE[body.contractType as '1' | '2'];
      if (!kind) throw new BusinessError('contractType must be 1 (ubw) or 2 (bbw)');
      if (body.direction !== '1' && body.direction !== '2') throw new BusinessError('A coupon opens a long (1) or a short (2)');
      const pair = contractPair(kind, body.exchangeCoinStr);
      const symbol = pair.config.symbol_name;
      const coupon = await usableCoupon(db, memberId, body.couponId, now());
      if (coupon.coin !== pair.settle) throw new BusinessError(`This coupon pays margin in ${coupon.coin}: use it on a contract settled in ${coupon.coin}`);
      if (couponsInUse.has(coupon.id)) throw new BusinessError('This coupon is being used');
      const state = book.find(`member:${memberId}`, pair.key);
      const setting = state ?? DEFAULT_SETTING;
      if (setting.pattern !== ISOLATED) throw new BusinessError(`A coupon opens an isolated position: switch ${symbol} to isolated first`);
      if (body.leverage !== undefined && body.leverage !== '' && body.leverage !== String(setting.leverage))
        throw new BusinessError(`Your ${symbol} leverage is ${setting.leverage}x: change it with updateLeverageRadio first`);
      if ((state && state.size !== 0n) || book.ordersOf(`member:${memberId}`, pair.key).length > 0)
        throw new BusinessError(`Close your ${symbol} position and cancel its orders before opening one with a coupon`);
      const mark = markOrRefuse(marks, pair);
      // The worst price for its margin: the highest it may buy at (linear), the lowest (inverse, margin = size / price).
      const worst = bandTicks(pair, mark, pair.spec.type === 'linear');
      const units = BigInt(coupon.amount);
      let lots = couponLots(pair, units, worst, setting.leverage);
      while (lots > 0n && holdUnits(pair, lots, worst, setting.leverage) > units) lots--;
      if (lots < BigInt(amountToLots(pair.config, pair.config.min_amount))) throw new BusinessError(`The coupon is too small for the smallest ${symbol} order`);
      const direction = body.direction === '1' ? 1 : 2;
      const meta = contractMeta(pair, {
        id: newOrderId(),
        memberId,
        quantityLots: Number(lots),
        priceTicks: null,
        tif: 'IOC',
        contract: {
          entrustType: 'sjwt',
          direction,
          leverage: setting.leverage,
          pattern: ISOLATED,
          positionId: null,
          zyzsType: null,
          triggerTicks: null,
          triggerRises: null,
          takeProfitTicks: null,
          stopLossTicks: null,
          source: 'member',
          coupon: { id: coupon.id, units: coupon.amount },
        },
      });
      couponsInUse.add(coupon.id);
      try {
        return await submit(memberId, pair, meta);
      } finally {
        couponsInUse.delete(coupon.id);
      }
    },

    /** Most margin the isolated position may give back now (the risk core's removableMargin). */
    async reducible(memberId: string, positionId: string): Promise<string> {
      const state = positionOf(memberId, positionId);
      if (state.pattern !== ISOLATED) throw new BusinessError('Only isolated positions have margin of their own to take out');
      const risk = await riskOfMember(memberId, statePair(state).settle);
      const figures = risk.account.positions[risk.positions.findIndex((p) => p.state === state)]!;
      return trimUnits(toLedgerUnits(figures.removableMargin ?? 0n));
    },

    /** Maintenance margin of the member's positions settled in a coin (ubw: USDT; bbw: the pair's base coin). */
    async maintenance(memberId: string, coin: string): Promise<string> {
      const risk = await riskOfMember(memberId, coin);
      return trimUnits(toLedgerUnits(coinOf(risk).maintenanceMargin));
    },

    ...views,
  };
  return service;
};

/** About how many lots a coupon's margin and fee cover at a price (the caller steps down to the exact hold). */
const couponLots = (pair: ContractPair, units: bigint, priceTicks: number, leverage: number): bigint => {
  const coupon = fromLedgerUnits(units);
  const price = ticksToFixed(pair, priceTicks);
  const lev = BigInt(leverage);
  const perNotional = ONE + lev * pair.feeRate;
  // linear: quantity = coupon × lev / (price × (1 + lev × fee)); inverse: contracts = coupon × price × lev / (CS × (1 + lev × fee)).
  const quantity = pair.spec.type === 'linear' ? (coupon * lev * ONE * ONE) / (price * perNotional) : (coupon * price * lev * ONE) / (pair.spec.contractSize * perNotional);
  return quantity / pair.lot + 1n;
};

/** The bracket's leverage limit for the position's notional at the mark, in its margin mode. */
const leverageLimitFor = (pair: ContractPair, state: PositionState, mark: bigint): number =>
  leverageLimit(pair.spec, bracketFor(pair.spec.brackets, notionalAt(pair.spec, lotsToFixed(pair, state.size), mark)), state.pattern === CROSS ? 'cross' : 'isolated');

export type FuturesService = ReturnType<typeof createFuturesService>;
