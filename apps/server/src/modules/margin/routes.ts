// Margin calls (contract MARGIN_PATH; spec §7 margin lines). Every call needs a logged-in member;
// bodies are parsed into plain values here and judged by the service. Margin orders share the
// spot order, list and cancel calls (modules/spot/routes.ts hands gg_ types here).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MARGIN_MODES, MARGIN_PATH, MODE_OF_MARKET, coinBase, inputText, ok, pageFields } from '@exchange/contract';
import { borrowQuote, canBorrow, crossBorrowRow, crossProperty, isolatedProperty, loanPage, repayResult } from '@exchange/contract/answers/margin';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { MarginService } from './index.ts';

const text = (max: number) => z.union([inputText().max(max, 'The value is too long'), z.number()]).transform(String).optional();

const pairBody = z.object({ symbolName: text(24) });
const borrowBody = z.object({ symbolName: text(24), symbol: text(20), depositAmount: text(40) });
const repayBody = z.object({ symbolName: text(24), symbol: text(20), cou: text(40) });
const leverageBody = z.object({ symbolName: text(24), cou: text(8) });
const loanQuery = z.object({ ...pageFields, coin: z.preprocess((v) => (v === '' ? undefined : v), inputText().max(20, 'Unknown coin').optional()) });
const leverageAnswer = z.object({ symbolName: z.string(), leverage: z.number().int() });
const borrowAnswer = borrowQuote.extend({ id: z.string() });

const PAIR = /^[A-Z0-9]{1,12}_[A-Z0-9]{1,12}$/;
const pairParam = (pair: string) => {
  if (pair !== 'all' && !PAIR.test(pair)) throw new BusinessError(`Unknown market: ${pair.slice(0, 24)}`);
  return pair;
};

export const marginRoutes = async (app: FastifyInstance, opts: { margin: MarginService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { margin } = opts;

  for (const mode of MARGIN_MODES) {
    const which = mode === 'fixed' ? 'isolated' : 'cross';
    app.post(`${base}/${MARGIN_PATH.canBorrow(mode)}`, { config: { doc: { summary: `What the ${which} margin account may borrow now of a pair's two coins`, auth: 'member', body: pairBody, answer: canBorrow } } }, async (request) =>
      ok(await margin.loans.canBorrow(requireCaller(request).memberId, mode, parse(pairBody, request.body).symbolName)),
    );
    app.post(`${base}/${MARGIN_PATH.preBorrow(mode)}`, { config: { doc: { summary: `Quote a borrow on the ${which} margin account: rate, first hour's interest, level after`, auth: 'member', body: borrowBody, answer: borrowQuote } } }, async (request) => {
      const body = parse(borrowBody, request.body);
      return ok(await margin.loans.preBorrow(requireCaller(request).memberId, mode, { symbolName: body.symbolName, symbol: body.symbol, amount: body.depositAmount }));
    });
    app.post(`${base}/${MARGIN_PATH.borrow(mode)}`, { config: { doc: { summary: `Borrow from the lending pool onto the ${which} margin account`, auth: 'member', body: borrowBody, answer: borrowAnswer } } }, async (request) => {
      const body = parse(borrowBody, request.body);
      return ok(await margin.loans.borrow(requireCaller(request).memberId, mode, { symbolName: body.symbolName, symbol: body.symbol, amount: body.depositAmount }), 'Borrowed');
    });
    app.post(`${base}/${MARGIN_PATH.repay(mode)}`, { config: { doc: { summary: `Repay a coin's debt of the ${which} margin account: interest first, then principal`, auth: 'member', body: repayBody, answer: repayResult } } }, async (request) => {
      const body = parse(repayBody, request.body);
      return ok(await margin.loans.repay(requireCaller(request).memberId, mode, { symbolName: body.symbolName, symbol: body.symbol, amount: body.cou }), 'Repaid');
    });
  }

  app.get(`${base}/wallet/fixed/marginProperty/:pair`, { config: { doc: { summary: 'An isolated margin account: balances, debt, interest, level and its thresholds', auth: 'member', answer: isolatedProperty } } }, async (request) =>
    ok(await margin.isolatedProperty(requireCaller(request).memberId, pairParam((request.params as { pair: string }).pair))),
  );
  app.get(`${base}/${MARGIN_PATH.crossProperty}`, { config: { doc: { summary: 'The cross margin account: balances, debt, interest, level and its thresholds', auth: 'member', answer: crossProperty } } }, async (request) =>
    ok(await margin.crossProperty(requireCaller(request).memberId)),
  );
  app.get(`${base}/${MARGIN_PATH.crossBorrowList}`, { config: { doc: { summary: 'Each coin the cross margin account may borrow, with what it owes', auth: 'member', answer: z.array(crossBorrowRow) } } }, async (request) =>
    ok(await margin.crossBorrowList(requireCaller(request).memberId)),
  );
  app.get(`${base}/${MARGIN_PATH.crossDepositRate}`, { config: { doc: { summary: 'The cross margin level × 100 ("" without debt)', auth: 'member', answer: z.string() } } }, async (request) =>
    ok(await margin.depositRate(requireCaller(request).memberId)),
  );
  app.post(`${base}/${MARGIN_PATH.leverage}`, { config: { doc: { summary: "Set an isolated pair's leverage (3 to the pair's limit)", auth: 'member', body: leverageBody, answer: leverageAnswer } } }, async (request) => {
    const body = parse(leverageBody, request.body);
    return ok(await margin.updateLeverage(requireCaller(request).memberId, body.symbolName, body.cou), 'Leverage updated');
  });

  app.get(`${base}/entrust/borrowOrder/:when/:market/:pair`, { config: { doc: { summary: "The member's open (now) or repaid (history) loans; market gg_zc (isolated, pair or all) or gg_qc (cross)", auth: 'member', query: loanQuery, answer: loanPage } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const { when, market, pair } = request.params as { when: string; market: string; pair: string };
    if (when !== 'now' && when !== 'history') throw new BusinessError('The list must be now or history');
    if (market !== 'gg_zc' && market !== 'gg_qc') throw new BusinessError(`Unknown margin type: ${market.slice(0, 12)}`);
    const q = parse(loanQuery, request.query);
    return ok(await margin.loanList(memberId, when, MODE_OF_MARKET[market], pairParam(pair), { coin: q.coin?.toUpperCase() }, { current: q.current, size: q.size }));
  });
};
