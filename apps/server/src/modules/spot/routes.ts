// Spot calls (contract SPOT_PATH): place, list, cancel, fills, pair balances, pairs traded. All
// need a logged-in member. Inputs are parsed here into plain values; the service judges them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTRACT_CANCEL_TYPES, ENTRUST_WHEN, MODE_OF_MARKET, SPOT_ORDER_TYPES, coinBase, type CancelResult, type EntrustRow, type MarginMode, type Page, type SpotOrderBody, epochMillis, inputText, ok, pageFields, pageQuery } from '@exchange/contract';
import { cancelResult, entrustPage, entrustRow, fillPage, fillRow, pairBalances } from '@exchange/contract/answers/spot';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { ORDER_NOT_FOUND, STATUS_VALUES, type EntrustQuery, type SpotService } from './service.ts';

/** Query strings send "" for "any": treat it as absent. */
const blank = (value: unknown) => (value === '' ? undefined : value);
const decimal = z.union([inputText().max(40, 'The number is too long'), z.number()]).transform(String).optional();

const orderBody = z.object({
  exchangeCoinStr: inputText().max(24, 'Unknown market').optional(),
  // Any value reaches checkSpotOrder, which names a missing or wrong side in the contract's words.
  direction: z.union([inputText().max(4), z.number()]).transform(String).optional(),
  price: decimal,
  amount: decimal,
  money: decimal,
  triggerPrice: decimal,
  takeProfitPrice: decimal,
  stopLossPrice: decimal,
});

const entrustQuery = z.object({
  ...pageFields,
  direction: z.preprocess(blank, z.enum(['1', '2'], { message: 'direction must be 1 (buy) or 2 (sell)' }).optional()),
  status: z.preprocess(blank, z.enum(['0', '1', '-1', '-2'], { message: 'status must be one of 0, 1, -1, -2' }).optional()),
  entrustType: z.preprocess(blank, z.enum(SPOT_ORDER_TYPES, { message: `entrustType must be one of ${SPOT_ORDER_TYPES.join(', ')}` }).optional()),
  startTime: epochMillis(),
  endTime: epochMillis(),
});

/** An order id: text that could name an order, or a number; anything longer names none. */
const orderId = z.union([inputText().min(1, ORDER_NOT_FOUND).max(40, ORDER_NOT_FOUND), z.number().int()]).transform(String);
const orderParams = z.object({ id: orderId });

const cancelBody = z.object({
  /** contract_dqwt | contract_jhwt | contract_zyzs for contract orders (modules/futures); anything else, or none, is spot. */
  type: z.preprocess(blank, inputText().max(24, 'Unknown order type').optional()),
  idList: z
    .array(orderId)
    .min(1, 'Choose the orders to cancel')
    .max(100, 'At most 100 orders can be cancelled at once'),
});

const PAIR = /^[A-Z0-9]{1,12}_[A-Z0-9]{1,12}$/;
const pairParam = (pair: string) => {
  if (pair !== 'all' && !PAIR.test(pair)) throw new BusinessError(`Unknown market: ${pair.slice(0, 24)}`);
  return pair;
};

/** Margin orders share the place, list and cancel calls (modules/margin): gg_zc_* / gg_qc_* types, gg_zc / gg_qc lists. */
export interface MarginOrderCalls {
  place(memberId: string, mode: MarginMode, type: string, body: SpotOrderBody): Promise<EntrustRow>;
  cancel(memberId: string, ids: string[]): Promise<CancelResult>;
  orders(memberId: string, mode: MarginMode, open: boolean, pair: string, query: EntrustQuery, page: { current: number; size: number }): Promise<Page<EntrustRow>>;
}

/** Contract orders share the cancel call (modules/futures). */
export interface ContractCancel {
  cancel(memberId: string, type: (typeof CONTRACT_CANCEL_TYPES)[number], ids: string[]): Promise<CancelResult>;
}

export const spotRoutes = async (app: FastifyInstance, opts: { spot: SpotService; contracts?: ContractCancel; margin?: MarginOrderCalls; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { spot } = opts;

  const placeDoc = { summary: 'Place an order: type xjwt limit, sjwt market, zyzs stop, dtzyzs with take-profit / stop-loss; gg_zc_ (isolated) or gg_qc_ (cross) before the type for a margin order', auth: 'member', body: orderBody, answer: entrustRow } as const;
  // The order path's answer is one order, always under the compression threshold (http/compression.ts).
  app.post(`${base}/entrust/exchange/:type`, { compress: false, config: { doc: placeDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(orderBody, request.body);
    const { type } = request.params as { type: string };
    // checkSpotOrder refuses any direction but "1" and "2"; an absent pair is the service's to name.
    const form = { ...body, exchangeCoinStr: body.exchangeCoinStr ?? '', direction: body.direction as '1' | '2' };
    const margin = /^gg_(zc|qc)_(.*)$/.exec(type);
    if (margin && opts.margin) return ok(await opts.margin.place(memberId, margin[1] === 'zc' ? 'fixed' : 'all', margin[2]!, form), 'The order has been placed');
    return ok(await spot.place(memberId, type, form), 'The order has been placed');
  });

  const listDoc = { summary: "The member's open (now) or past (history) orders of a pair (BASE_QUOTE or all); market xh (spot), gg_zc (isolated margin) or gg_qc (cross margin)", auth: 'member', query: entrustQuery, answer: entrustPage } as const;
  app.get(`${base}/entrust/entrustlog/:when/:market/:pair`, { config: { doc: listDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const { when, market, pair } = request.params as { when: string; market: string; pair: string };
    if (!(ENTRUST_WHEN as readonly string[]).includes(when)) throw new BusinessError('The list must be now or history');
    const marginMarket = (market === 'gg_zc' || market === 'gg_qc') && opts.margin ? market : null;
    if (market !== 'xh' && !marginMarket) throw new BusinessError(`Unknown market type: ${market.slice(0, 12)}`);
    const q = parse(entrustQuery, request.query);
    const filter: EntrustQuery = {
      side: q.direction === undefined ? undefined : q.direction === '1' ? ('buy' as const) : ('sell' as const),
      status: q.status === undefined ? undefined : STATUS_VALUES[q.status],
      entrustType: q.entrustType,
      from: q.startTime,
      to: q.endTime,
    };
    const page = { current: q.current, size: q.size };
    if (marginMarket) return ok(await opts.margin!.orders(memberId, MODE_OF_MARKET[marginMarket], when === 'now', pairParam(pair), filter, page));
    return ok(await spot.orders(memberId, when === 'now', pairParam(pair), filter, page));
  });

  const cancelDoc = { summary: "Cancel orders; all of them must be the member's (type contract_dqwt, contract_jhwt or contract_zyzs for contract orders, gg_zc or gg_qc for margin orders)", auth: 'member', body: cancelBody, answer: cancelResult } as const;
  app.post(`${base}/entrust/cancel/entrust`, { config: { doc: cancelDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(cancelBody, request.body);
    if (body.type?.startsWith('contract_')) {
      const type = CONTRACT_CANCEL_TYPES.find((t) => t === body.type);
      if (!type || !opts.contracts) throw new BusinessError(`type must be one of ${CONTRACT_CANCEL_TYPES.join(', ')}`);
      return ok(await opts.contracts.cancel(memberId, type, body.idList), 'Cancelled');
    }
    if ((body.type === 'gg_zc' || body.type === 'gg_qc') && opts.margin) return ok(await opts.margin.cancel(memberId, body.idList), 'Cancelled');
    return ok(await spot.cancel(memberId, body.idList), 'Cancelled');
  });

  app.get(`${base}/entrust/transaction/details/:id`, { config: { doc: { summary: 'The fills of one of the member\'s orders', auth: 'member', params: orderParams, answer: z.array(fillRow) } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await spot.fillsOf(memberId, parse(orderParams, request.params).id));
  });

  app.get(`${base}/entrust/get/myExchangeLog/:pair`, { config: { doc: { summary: "The member's fills in a pair (BASE_QUOTE or all)", auth: 'member', query: pageQuery, answer: fillPage } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(pageQuery, request.query);
    return ok(await spot.myFills(memberId, pairParam((request.params as { pair: string }).pair), q));
  });

  app.get(`${base}/wallet/get/:base/:quote`, { config: { doc: { summary: 'Spot balances of the two coins of a pair', auth: 'member', answer: pairBalances } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const { base: coin, quote } = request.params as { base: string; quote: string };
    return ok(await spot.balances(memberId, coin.slice(0, 12), quote.slice(0, 12)));
  });

  app.post(`${base}/entrust/getEntrustLogCurrency`, { config: { doc: { summary: 'The pairs the member has orders in', auth: 'member', answer: z.array(z.string()) } } }, async (request) => ok(await spot.pairs(requireCaller(request).memberId)));
};
