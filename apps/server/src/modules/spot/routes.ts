// Spot calls (contract SPOT_PATH): place, list, cancel, fills, pair balances, pairs traded. All
// need a logged-in member. Inputs are parsed here into plain values; the service judges them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENTRUST_WHEN, SPOT_ORDER_TYPES, coinBase, ok } from '@exchange/contract';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { STATUS_VALUES, type SpotService } from './service.ts';

/** Query strings send "" for "any": treat it as absent. */
const blank = (value: unknown) => (value === '' ? undefined : value);
const decimal = z.union([z.string().max(40, 'The number is too long'), z.number()]).transform(String).optional();

const orderBody = z.object({
  exchangeCoinStr: z.string().max(24, 'Unknown market').optional(),
  // Any value reaches checkSpotOrder, which names a missing or wrong side in the contract's words.
  direction: z.union([z.string().max(4), z.number()]).transform(String).optional(),
  price: decimal,
  amount: decimal,
  money: decimal,
  triggerPrice: decimal,
  takeProfitPrice: decimal,
  stopLossPrice: decimal,
});

const page = {
  current: z.preprocess(blank, z.coerce.number().int().min(1, 'current must be a page number').default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1, 'size must be between 1 and 100').max(100, 'size must be between 1 and 100').default(10)),
};
const pageQuery = z.object(page);

const time = z.preprocess(blank, z.coerce.number().int().min(0).optional());
const entrustQuery = z.object({
  ...page,
  direction: z.preprocess(blank, z.enum(['1', '2'], { message: 'direction must be 1 (buy) or 2 (sell)' }).optional()),
  status: z.preprocess(blank, z.enum(['0', '1', '-1', '-2'], { message: 'status must be one of 0, 1, -1, -2' }).optional()),
  entrustType: z.preprocess(blank, z.enum(SPOT_ORDER_TYPES, { message: `entrustType must be one of ${SPOT_ORDER_TYPES.join(', ')}` }).optional()),
  startTime: time,
  endTime: time,
});

const cancelBody = z.object({
  idList: z
    .array(z.union([z.string().min(1).max(40), z.number().int()]).transform(String))
    .min(1, 'Choose the orders to cancel')
    .max(100, 'At most 100 orders can be cancelled at once'),
});

const PAIR = /^[A-Z0-9]{1,12}_[A-Z0-9]{1,12}$/;
const pairParam = (pair: string) => {
  if (pair !== 'all' && !PAIR.test(pair)) throw new BusinessError(`Unknown market: ${pair.slice(0, 24)}`);
  return pair;
};

export const spotRoutes = async (app: FastifyInstance, opts: { spot: SpotService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { spot } = opts;

  app.post(`${base}/entrust/exchange/:type`, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(orderBody, request.body);
    const { type } = request.params as { type: string };
    // checkSpotOrder refuses any direction but "1" and "2"; an absent pair is the service's to name.
    return ok(await spot.place(memberId, type, { ...body, exchangeCoinStr: body.exchangeCoinStr ?? '', direction: body.direction as '1' | '2' }), 'The order has been placed');
  });

  app.get(`${base}/entrust/entrustlog/:when/:market/:pair`, async (request) => {
    const { memberId } = requireCaller(request);
    const { when, market, pair } = request.params as { when: string; market: string; pair: string };
    if (!(ENTRUST_WHEN as readonly string[]).includes(when)) throw new BusinessError('The list must be now or history');
    if (market !== 'xh') throw new BusinessError(`Unknown market type: ${market.slice(0, 12)}`);
    const q = parse(entrustQuery, request.query);
    const filter = {
      side: q.direction === undefined ? undefined : q.direction === '1' ? ('buy' as const) : ('sell' as const),
      status: q.status === undefined ? undefined : STATUS_VALUES[q.status],
      entrustType: q.entrustType,
      from: q.startTime,
      to: q.endTime,
    };
    return ok(await spot.orders(memberId, when === 'now', pairParam(pair), filter, { current: q.current, size: q.size }));
  });

  app.post(`${base}/entrust/cancel/entrust`, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(cancelBody, request.body);
    return ok(await spot.cancel(memberId, body.idList), 'Cancelled');
  });

  app.get(`${base}/entrust/transaction/details/:id`, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await spot.fillsOf(memberId, (request.params as { id: string }).id.slice(0, 40)));
  });

  app.get(`${base}/entrust/get/myExchangeLog/:pair`, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(pageQuery, request.query);
    return ok(await spot.myFills(memberId, pairParam((request.params as { pair: string }).pair), q));
  });

  app.get(`${base}/wallet/get/:base/:quote`, async (request) => {
    const { memberId } = requireCaller(request);
    const { base: coin, quote } = request.params as { base: string; quote: string };
    return ok(await spot.balances(memberId, coin.slice(0, 12), quote.slice(0, 12)));
  });

  app.post(`${base}/entrust/getEntrustLogCurrency`, async (request) => ok(await spot.pairs(requireCaller(request).memberId)));
};
