// Market calls (spec §7 "Spot, margin and market" and "Contracts"): market rows, initData snapshots
// for the live topics, contract details, pair configs, kline history, price comparison, watchlist.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KLINE_INTERVALS, MARKET_KINDS, coinBase, epochMillis, inputText, ok, type ContractDetail, type ContractPairConfig } from '@exchange/contract';
import { contractDetail, contractPairConfig } from '@exchange/contract/answers/futures';
import { depthPayload, indexPayload, klineBar, marketRow, pairConfig, symbolDetail, tradeRow } from '@exchange/contract/answers/market';
import { decimal } from '@exchange/contract/answers/common';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { MarketService } from './service.ts';

const klineQuery = z.object({
  symbolName: inputText().min(3, 'symbolName is required').max(24),
  type: z.enum(MARKET_KINDS).default('xh'),
  interval: z.enum(KLINE_INTERVALS, { message: `interval must be one of ${KLINE_INTERVALS.join(', ')}` }).default('1m'),
  endTime: epochMillis(),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
});

const detailBody = z.object({
  symbolNameList: z.array(inputText().max(24)).min(1, 'symbolNameList is empty').max(100),
  type: z.enum(['ubw', 'bbw']),
});

const initDataQuery = z.object({ type: inputText().max(64, 'Unknown initData type').default('') });

/** open/getPriceComparison/{coin}: the coin's price in each market quoting it in USDT. */
const priceComparison = z.object({
  coin: z.string(),
  price_usdt: decimal,
  price_usd: decimal,
  sources: z.array(z.object({ market: z.enum(MARKET_KINDS), symbolName: z.string(), price: decimal })),
});

/** initData types: index | deptH_{kind}_deptH_{BASE/QUOTE} | tract_{kind}_trade_{BASE/QUOTE}. */
const INIT_DEPTH = /^deptH_(xh|ubw|bbw)_deptH_([A-Z0-9]+\/[A-Z0-9]+)$/;
const INIT_TRADES = /^tract_(xh|ubw|bbw)_trade_([A-Z0-9]+\/[A-Z0-9]+)$/;

/** Contract details and pair configs come from the futures module when it runs (mark, index, funding, brackets). */
export interface ContractInfo {
  details(names: string[], kind: 'ubw' | 'bbw'): ContractDetail[];
  pairConfig(kind: 'ubw' | 'bbw', path: string): ContractPairConfig;
}

export const marketRoutes = async (app: FastifyInstance, opts: { markets: MarketService; contracts?: ContractInfo; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { markets } = opts;

  const rowsDoc = (summary: string) => ({ summary, auth: 'optional' as const, answer: z.array(marketRow) });
  app.get(`${base}/open/getSpotGoods`, { config: { doc: rowsDoc('Spot markets with their tickers (collect 1 for the caller\'s favourites)') } }, async (request) => ok(await markets.rows(['xh'], request.caller?.memberId)));

  app.get(`${base}/open/getContract`, { config: { doc: rowsDoc('Contract markets with their tickers') } }, async (request) => ok(await markets.rows(['ubw', 'bbw'], request.caller?.memberId)));

  const initDoc = {
    summary: 'A snapshot before subscribing: type index, deptH_{kind}_deptH_{BASE/QUOTE} or tract_{kind}_trade_{BASE/QUOTE}',
    query: initDataQuery,
    answer: z.union([indexPayload, depthPayload, z.array(tradeRow)]),
  };
  app.get(`${base}/open/market/initData`, { config: { doc: initDoc } }, async (request) => {
    const { type } = parse(initDataQuery, request.query);
    if (type === 'index') return ok(markets.index());
    const depth = INIT_DEPTH.exec(type);
    if (depth) return ok(markets.depth(depth[1]!, depth[2]!));
    const trades = INIT_TRADES.exec(type);
    if (trades) return ok(markets.trades(trades[1]!, trades[2]!));
    throw new BusinessError('Unknown initData type');
  });

  const detailDoc = { summary: 'Tickers of contract markets, with mark and index prices and funding', body: detailBody, answer: z.array(opts.contracts ? contractDetail : symbolDetail) };
  app.post(`${base}/open/get/contractDetail`, { config: { doc: detailDoc } }, async (request) => {
    const body = parse(detailBody, request.body);
    return ok(opts.contracts ? opts.contracts.details(body.symbolNameList, body.type) : markets.details(body.symbolNameList, body.type));
  });

  const pairDoc = {
    summary: 'How a pair trades (kind xh, ubw or bbw; pair BASE_QUOTE, or all for every spot pair); a contract adds its leverage, margin brackets and contract size',
    answer: z.union([contractPairConfig, pairConfig, z.array(pairConfig)]),
  };
  app.get(`${base}/open/transaction/:kind/:pair`, { config: { doc: pairDoc } }, async (request) => {
    const { kind, pair } = request.params as { kind: string; pair: string };
    if (kind === 'xh' && pair === 'all') return ok(markets.configs('xh'));
    if (opts.contracts && (kind === 'ubw' || kind === 'bbw')) return ok(opts.contracts.pairConfig(kind, pair.slice(0, 24)));
    return ok(markets.config(kind, pair));
  });

  app.get(`${base}/open/get/kline/history`, { config: { doc: { summary: 'Kline bars before endTime, oldest first', query: klineQuery, answer: z.array(klineBar) } } }, async (request) => {
    const q = parse(klineQuery, request.query);
    return ok(await markets.klines(q.type, q.symbolName, q.interval, q.endTime ?? Date.now() + 1, q.limit));
  });

  app.get(`${base}/open/getPriceComparison/:coin`, { config: { doc: { summary: "A coin's price in each of its USDT markets", answer: priceComparison } } }, async (request) => ok(markets.priceComparison((request.params as { coin: string }).coin)));

  app.get(`${base}/quotes/getOptional`, { config: { doc: { summary: "The member's favourite markets", auth: 'member', answer: z.array(marketRow) } } }, async (request) => ok(await markets.watchlist(requireCaller(request).memberId)));

  app.get(`${base}/quotes/addOptional/:kind/:pair`, { config: { doc: { summary: 'Add a market to the favourites', auth: 'member', answer: z.null() } } }, async (request) => {
    const { kind, pair } = request.params as { kind: string; pair: string };
    await markets.star(requireCaller(request).memberId, kind, pair, true);
    return ok(null, 'Added to favourites');
  });

  app.get(`${base}/quotes/cancelOptional/:kind/:pair`, { config: { doc: { summary: 'Remove a market from the favourites', auth: 'member', answer: z.null() } } }, async (request) => {
    const { kind, pair } = request.params as { kind: string; pair: string };
    await markets.star(requireCaller(request).memberId, kind, pair, false);
    return ok(null, 'Removed from favourites');
  });
};
