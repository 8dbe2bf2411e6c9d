// Market calls (spec §7 "Spot, margin and market" and "Contracts"): market rows, initData snapshots
// for the live topics, contract details, pair configs, kline history, price comparison, watchlist.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KLINE_INTERVALS, MARKET_KINDS, coinBase, ok } from '@exchange/contract';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { MarketService } from './service.ts';

const klineQuery = z.object({
  symbolName: z.string().min(3, 'symbolName is required').max(24),
  type: z.enum(MARKET_KINDS).default('xh'),
  interval: z.enum(KLINE_INTERVALS, { message: `interval must be one of ${KLINE_INTERVALS.join(', ')}` }).default('1m'),
  endTime: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
});

const detailBody = z.object({
  symbolNameList: z.array(z.string().max(24)).min(1, 'symbolNameList is empty').max(100),
  type: z.enum(['ubw', 'bbw']),
});

/** initData types: index | deptH_{kind}_deptH_{BASE/QUOTE} | tract_{kind}_trade_{BASE/QUOTE}. */
const INIT_DEPTH = /^deptH_(xh|ubw|bbw)_deptH_([A-Z0-9]+\/[A-Z0-9]+)$/;
const INIT_TRADES = /^tract_(xh|ubw|bbw)_trade_([A-Z0-9]+\/[A-Z0-9]+)$/;

export const marketRoutes = async (app: FastifyInstance, opts: { markets: MarketService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { markets } = opts;

  app.get(`${base}/open/getSpotGoods`, async (request) => ok(await markets.rows(['xh'], request.caller?.memberId)));

  app.get(`${base}/open/getContract`, async (request) => ok(await markets.rows(['ubw', 'bbw'], request.caller?.memberId)));

  app.get(`${base}/open/market/initData`, async (request) => {
    const type = String((request.query as Record<string, unknown>).type ?? '');
    if (type === 'index') return ok(markets.index());
    const depth = INIT_DEPTH.exec(type);
    if (depth) return ok(markets.depth(depth[1]!, depth[2]!));
    const trades = INIT_TRADES.exec(type);
    if (trades) return ok(markets.trades(trades[1]!, trades[2]!));
    throw new BusinessError('Unknown initData type');
  });

  app.post(`${base}/open/get/contractDetail`, async (request) => {
    const body = parse(detailBody, request.body);
    return ok(markets.details(body.symbolNameList, body.type));
  });

  app.get(`${base}/open/transaction/:kind/:pair`, async (request) => {
    const { kind, pair } = request.params as { kind: string; pair: string };
    if (kind === 'xh' && pair === 'all') return ok(markets.configs('xh'));
    return ok(markets.config(kind, pair));
  });

  app.get(`${base}/open/get/kline/history`, async (request) => {
    const q = parse(klineQuery, request.query);
    return ok(await markets.klines(q.type, q.symbolName, q.interval, q.endTime ?? Date.now() + 1, q.limit));
  });

  app.get(`${base}/open/getPriceComparison/:coin`, async (request) => ok(markets.priceComparison((request.params as { coin: string }).coin)));

  app.get(`${base}/quotes/getOptional`, async (request) => ok(await markets.watchlist(requireCaller(request).memberId)));

  app.get(`${base}/quotes/addOptional/:kind/:pair`, async (request) => {
    const { kind, pair } = request.params as { kind: string; pair: string };
    await markets.star(requireCaller(request).memberId, kind, pair, true);
    return ok(null, 'Added to favourites');
  });

  app.get(`${base}/quotes/cancelOptional/:kind/:pair`, async (request) => {
    const { kind, pair } = request.params as { kind: string; pair: string };
    await markets.star(requireCaller(request).memberId, kind, pair, false);
    return ok(null, 'Removed from favourites');
  });
};
