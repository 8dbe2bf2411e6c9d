// Savings calls (contract FINANCE_PATH): the products are public, the rest need a logged-in member.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FINANCE_PATH, coinBase, financeHistoryQuery, financeRedeemBody, financeSubscribeBody, ok } from '@exchange/contract';
import { financeHistoryPage, financeHolding, financeHoldings, financeProduct } from '@exchange/contract/answers/finance';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import type { FinanceService } from './service.ts';

export const financeRoutes = async (app: FastifyInstance, opts: { finance: FinanceService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const { finance } = opts;

  app.get(`${base}/${FINANCE_PATH.products}`, { config: { doc: { summary: 'Savings products on offer: coin, flexible or fixed term, annual rate, minimum, caps and what is subscribed', answer: z.array(financeProduct) } } }, async () =>
    ok(await finance.products()),
  );

  app.get(`${base}/${FINANCE_PATH.holdings}`, { config: { doc: { summary: "The member's savings holdings and, per coin, principal, unpaid and earned interest", auth: 'member', answer: financeHoldings } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await finance.holdings(memberId));
  });

  app.get(`${base}/${FINANCE_PATH.history}`, { config: { doc: { summary: "The member's savings history: subscriptions, redemptions and each day's interest", auth: 'member', query: financeHistoryQuery, answer: financeHistoryPage } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(financeHistoryQuery, request.query);
    return ok(await finance.history(memberId, q.current, q.size));
  });

  app.post(`${base}/${FINANCE_PATH.subscribe}`, { config: { doc: { summary: 'Subscribe to a savings product from the spot account', auth: 'member', body: financeSubscribeBody, answer: financeHolding } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(financeSubscribeBody, request.body);
    return ok(await finance.subscribe(memberId, body), 'Subscribed');
  });

  app.post(`${base}/${FINANCE_PATH.redeem}`, { config: { doc: { summary: 'Redeem a holding to the spot account with its unpaid interest: flexible at any time (all or part), fixed at maturity', auth: 'member', body: financeRedeemBody, answer: financeHolding } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(financeRedeemBody, request.body);
    return ok(await finance.redeem(memberId, body), 'Redeemed');
  });
};
