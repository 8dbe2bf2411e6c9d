// Contract calls (contract FUTURES_PATH): orders, positions, margin, settings, lists, funding rate
// and maintenance margin. All but the funding rate need a logged-in member. Inputs are parsed here
// into plain values; the service judges them (with the contract's checks, as the web does).
// Contract details, pair configs and the cancel call share their paths with the market and spot
// routes, which hand contract work to this module's service (exchange.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTRACT_KINDS, CONTRACT_LOG_TABS, coinBase, epochMillis, inputText, ok, pageFields, type ContractLogTab, type ContractOrderBody } from '@exchange/contract';
import { closeAllResult, contractEntrustPage, couponRow, contractEntrustRow, contractFillPage, fundingPaymentPage, contractPositionRow, contractSetting, contractWallet } from '@exchange/contract/answers/futures';
import { decimal } from '@exchange/contract/answers/common';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { FuturesService } from './service.ts';
import { contractPairByPath } from './views.ts';

/** Query strings send "" for "any": treat it as absent. */
const blank = (value: unknown) => (value === '' ? undefined : value);
const decimalText = z.union([inputText().max(40, 'The number is too long'), z.number()]).transform(String).optional();
const shortText = (max: number, message: string) => z.union([inputText().max(max, message), z.number()]).transform(String);

const orderBody = z.object({
  exchangeCoinStr: inputText().max(24, 'Unknown contract').optional(),
  // Any value reaches checkContractOrder, which names a missing or wrong one in the contract's words.
  direction: shortText(4, 'direction must be 1, 2, 3 or 4').optional(),
  price: decimalText,
  amount: decimalText,
  pattern: shortText(4, 'pattern must be 1 (isolated) or 2 (cross)').optional(),
  patternType: shortText(4, 'patternType must be 1').optional(),
  contractType: shortText(4, 'contractType must be 1 (ubw) or 2 (bbw)').optional(),
  takeProfitPrice: decimalText,
  stopLossPrice: decimalText,
  triggerPrice: decimalText,
  closeLogContractOrderCode: shortText(40, 'Position not found').optional(),
  zyzsType: shortText(4, 'zyzsType must be 1 (take-profit) or 2 (stop-loss)').optional(),
});

const closeAllBody = z.object({
  oneKeySymbolNameList: z.array(inputText().max(24, 'Unknown contract')).max(20, 'At most 20 contracts at once').default([]),
  contractType: z.enum(['1', '2'], { message: 'contractType must be 1 (ubw) or 2 (bbw)' }),
});

const leverageBody = z.object({
  pattern: shortText(4, 'pattern must be 1 (isolated) or 2 (cross)'),
  patternType: shortText(4, 'patternType must be 1').default('1'),
  symbol: inputText().min(1, 'Please choose a contract').max(12, 'Unknown contract'),
  type: z.enum(CONTRACT_KINDS, { message: 'type must be ubw or bbw' }),
  cou: shortText(8, 'Leverage must be a whole number'),
});

/** A position id: text or a number; anything longer names none. */
const positionId = z.union([inputText().min(1, 'Position not found').max(40, 'Position not found'), z.number().int()]).transform(String);

const bondBody = z.object({
  logContractId: positionId,
  type: z.enum(['add', 'sub'], { message: "type must be 'add' or 'sub'" }),
  amount: shortText(40, 'The amount is too long'),
});

const reducibleQuery = z.object({ logContractId: positionId });

const logQuery = z.object({
  ...pageFields,
  direction: z.preprocess(blank, z.enum(['1', '2', '3', '4'], { message: 'direction must be 1, 2, 3 or 4' }).optional()),
  startTime: epochMillis(),
  endTime: epochMillis(),
});

const fundingQuery = z.object({
  symbolName: inputText().min(3, 'symbolName is required').max(24, 'Unknown contract'),
  type: z.preprocess(blank, z.enum(CONTRACT_KINDS, { message: 'type must be ubw or bbw' }).optional()),
});

const fundingHistoryQuery = z.object({
  ...pageFields,
  symbolName: z.preprocess(blank, inputText().max(24, 'Unknown contract').optional()),
  positionId: z.preprocess(blank, inputText().max(40, 'Position not found').optional()),
});

const couponBody = z.object({
  couponId: z.union([inputText().min(1, 'Coupon not found').max(40, 'Coupon not found'), z.number().int()]).transform(String),
  exchangeCoinStr: inputText().min(1, 'Please choose a contract').max(24, 'Unknown contract'),
  direction: shortText(4, 'A coupon opens a long (1) or a short (2)'),
  contractType: shortText(4, 'contractType must be 1 (ubw) or 2 (bbw)'),
  leverage: shortText(8, 'Leverage must be a whole number').optional(),
});

const PAIR = /^[A-Z0-9]{1,12}_[A-Z0-9]{1,12}$/;
const pairParam = (pair: string) => {
  if (pair !== 'all' && !PAIR.test(pair)) throw new BusinessError(`Unknown contract: ${pair.slice(0, 24)}`);
  return pair;
};
const kindParam = (kind: string): 'ubw' | 'bbw' => {
  if (kind !== 'ubw' && kind !== 'bbw') throw new BusinessError(`Unknown contract type: ${kind.slice(0, 12)}`);
  return kind;
};

export const futuresRoutes = async (app: FastifyInstance, opts: { futures: FuturesService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { futures } = opts;

  const placeDoc = (action: 'open' | 'close') =>
    ({
      summary:
        action === 'open'
          ? 'Open or add to a position: type ptwt limit, sjwt market, jhwt plan (a trigger, then a limit); direction 1 long, 2 short'
          : 'Close (reduce-only): type ptwt limit, sjwt market, zyzs take-profit / stop-loss on a position; direction 3 close long, 4 close short',
      auth: 'member',
      body: orderBody,
      answer: contractEntrustRow,
    }) as const;
  for (const action of ['open', 'close'] as const)
    app.post(`${base}/entrust/contract/${action}/:type`, { compress: false, config: { doc: placeDoc(action) } }, async (request) => {
      const { memberId } = requireCaller(request);
      const body = parse(orderBody, request.body);
      const { type } = request.params as { type: string };
      // The parsed body as it is (a copy of it was measurable per order): checkContractOrder judges
      // direction, contractType, pattern and zyzsType, and a missing contract name is refused there.
      const row = await futures.place(memberId, action, type, body as ContractOrderBody);
      return ok(row, 'The order has been placed');
    });

  const closeAllDoc = { summary: 'Close every position of the contract type (or of the listed contracts) at market', auth: 'member', body: closeAllBody, answer: closeAllResult } as const;
  app.post(`${base}/entrust/contract/close/onekey`, { config: { doc: closeAllDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(closeAllBody, request.body);
    return ok(await futures.closeAll(memberId, body.contractType === '2' ? 'bbw' : 'ubw', body.oneKeySymbolNameList), 'Closing');
  });

  app.get(`${base}/entrust/get/myPosition/:kind`, { config: { doc: { summary: "The member's open positions of a contract type (ubw or bbw) with their risk at the mark", auth: 'member', answer: z.array(contractPositionRow) } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await futures.positions(memberId, kindParam((request.params as { kind: string }).kind)));
  });

  app.get(`${base}/wallet/get/contract/:pair`, { config: { doc: { summary: 'The contract account as one contract (BASE_QUOTE) sees it, and the member\'s setting for it', auth: 'member', answer: contractWallet } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const pair = (request.params as { pair: string }).pair;
    if (!PAIR.test(pair)) throw new BusinessError(`Unknown contract: ${pair.slice(0, 24)}`);
    return ok(await futures.wallet(memberId, pair));
  });

  app.post(`${base}/wallet/contract/updateLeverageRadio`, { config: { doc: { summary: 'Set the leverage and margin mode (1 isolated, 2 cross) of a contract', auth: 'member', body: leverageBody, answer: contractSetting } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await futures.setLeverage(memberId, parse(leverageBody, request.body)), 'Saved');
  });

  app.post(`${base}/wallet/contract/updateBond`, { config: { doc: { summary: 'Add margin to (add) or take it from (sub) an isolated position', auth: 'member', body: bondBody, answer: contractPositionRow } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(bondBody, request.body);
    return ok(await futures.updateBond(memberId, body.logContractId, body.type, body.amount), 'Margin updated');
  });

  app.get(`${base}/wallet/contract/isolated/margin/reducible`, { config: { doc: { summary: 'Most margin an isolated position may give back now (settlement coin)', auth: 'member', query: reducibleQuery, answer: decimal } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await futures.reducible(memberId, parse(reducibleQuery, request.query).logContractId));
  });

  const logDoc = {
    summary: "The member's contract orders: dqwt in the book, jhwt plan and zyzs take-profit / stop-loss waiting, lswt history; cjjl fills. Pair BASE_QUOTE or all",
    auth: 'member',
    query: logQuery,
    answer: z.union([contractEntrustPage, contractFillPage]),
  } as const;
  app.get(`${base}/entrust/entrustlogContract/:kind/:tab/:pair`, { config: { doc: logDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const { kind, tab, pair } = request.params as { kind: string; tab: string; pair: string };
    if (!(CONTRACT_LOG_TABS as readonly string[]).includes(tab)) throw new BusinessError(`The list must be one of ${CONTRACT_LOG_TABS.join(', ')}`);
    const q = parse(logQuery, request.query);
    const filter = { direction: q.direction === undefined ? undefined : Number(q.direction), from: q.startTime, to: q.endTime };
    const page = { current: q.current, size: q.size };
    if (tab === 'cjjl') return ok(await futures.fills(memberId, kindParam(kind), pairParam(pair), filter, page));
    return ok(await futures.orders(memberId, kindParam(kind), tab as Exclude<ContractLogTab, 'cjjl'>, pairParam(pair), filter, page));
  });

  app.get(`${base}/open/getFundingRate`, { config: { doc: { summary: 'The funding rate the next funding time applies (a fraction; > 0: longs pay shorts)', query: fundingQuery, answer: decimal } } }, async (request) => {
    const q = parse(fundingQuery, request.query);
    const kind = q.type ?? contractPairByPath(q.symbolName).kind;
    return ok(futures.fundingRate(kind, q.symbolName));
  });

  const fundingHistoryDoc = {
    summary: "The member's funding payments (+ received, − paid) of a contract type, newest first; optionally of one contract (symbolName) or one position (positionId)",
    auth: 'member',
    query: fundingHistoryQuery,
    answer: fundingPaymentPage,
  } as const;
  app.get(`${base}/entrust/get/fundingHistory/:kind`, { config: { doc: fundingHistoryDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(fundingHistoryQuery, request.query);
    return ok(await futures.fundingHistory(memberId, kindParam((request.params as { kind: string }).kind), { symbolName: q.symbolName, positionId: q.positionId }, { current: q.current, size: q.size }));
  });

  app.get(`${base}/activity/userRewardCoupon/:status`, { config: { doc: { summary: "The member's trial-fund coupons: all, or 0 usable, 1 used, 2 expired", auth: 'member', answer: z.array(couponRow) } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const { status } = request.params as { status: string };
    if (status !== 'all' && status !== '0' && status !== '1' && status !== '2') throw new BusinessError('The coupon list must be all, 0, 1 or 2');
    return ok(await futures.coupons(memberId, status));
  });

  app.post(`${base}/contract/open/coupon/market`, { config: { doc: { summary: 'Open a market position paid by a trial-fund coupon (isolated, at the member\'s leverage)', auth: 'member', body: couponBody, answer: contractEntrustRow } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await futures.openWithCoupon(memberId, parse(couponBody, request.body)), 'The order has been placed');
  });

  app.get(`${base}/entrust/get/getUbwMaintenanceMargin`, { config: { doc: { summary: "Maintenance margin of the member's USDT-margined positions (USDT)", auth: 'member', answer: decimal } } }, async (request) =>
    ok(await futures.maintenance(requireCaller(request).memberId, 'USDT')),
  );

  app.get(`${base}/entrust/get/getBbwMaintenanceMargin/:pair`, { config: { doc: { summary: "Maintenance margin of the member's coin-margined positions settled in the pair's base coin", auth: 'member', answer: decimal } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const pair = (request.params as { pair: string }).pair;
    if (!PAIR.test(pair)) throw new BusinessError(`Unknown contract: ${pair.slice(0, 24)}`);
    return ok(await futures.maintenance(memberId, contractPairByPath(pair, 'bbw').settle));
  });
};
