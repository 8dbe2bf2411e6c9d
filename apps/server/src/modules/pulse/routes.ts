// The pulse calls under PULSE_BASE (spec §7 "Binary options"). The ping answers raw (its code is
// the answer: 1003 hides pulse in the web); every other call is the usual envelope. While pulse is
// switched off (PULSE=off or `npm run admin -- pulse-off`) placing a contract and swapping in are
// refused with a business error; reading, swapping out and settlement go on.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, PULSE_BASE, PULSE_PATH, pulseDetailQuery, pulseEntrustBody, pulseListQuery, pulseSwapBody } from '@exchange/contract';
import { pulseContractPage, pulseContractRow, pulsePing, pulsePublicTrade, pulseSwapRate, pulseSwapResult, pulseSymbol, pulseWallet } from '@exchange/contract/answers/pulse';
import { requireCaller } from '../../http/context.ts';
import { parse } from '../../http/validate.ts';
import type { PulseService } from './service.ts';

export const pulseRoutes = async (app: FastifyInstance, opts: { pulse: PulseService }) => {
  const { pulse } = opts;
  const at = (path: string) => `${PULSE_BASE}/${path}`;

  app.get(at(PULSE_PATH.ping), { config: { doc: { summary: 'Whether pulse is available: code 200, or 1003 when switched off (raw answer)', answer: pulsePing, flat: true } } }, async () => pulse.ping());

  app.get(at(PULSE_PATH.symbols), { config: { doc: { summary: 'Pulse symbols with their last price, status and durations (payout ratio, stake range)', answer: z.array(pulseSymbol) } } }, async () => ok(pulse.symbols()));

  app.get(at(PULSE_PATH.publicTrades), { config: { doc: { summary: 'Recently settled pulse contracts of everyone, the member masked', answer: z.array(pulsePublicTrade) } } }, async () => ok(await pulse.publicTrades()));

  app.get(at(PULSE_PATH.wallet), { config: { doc: { summary: "The member's pulse wallet (type 9): available and held by open contracts", auth: 'member', answer: pulseWallet } } }, async (request) =>
    ok(await pulse.wallet(requireCaller(request).memberId)),
  );

  app.get(at(PULSE_PATH.swapRate), { config: { doc: { summary: 'Pulse units per USDT swapped in or out', answer: pulseSwapRate } } }, async () => ok(pulse.swapRate()));

  app.post(at(PULSE_PATH.swap), { config: { doc: { summary: 'Swaps USDT between the spot account (in) and the pulse wallet (out)', auth: 'member', body: pulseSwapBody, answer: pulseSwapResult } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(pulseSwapBody, request.body);
    return ok(await pulse.swap(memberId, body.direction, body.amount));
  });

  app.post(at(PULSE_PATH.entrust), { config: { doc: { summary: 'Places an up or down contract: symbol, seconds, stake (held at once)', auth: 'member', body: pulseEntrustBody, answer: pulseContractRow } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(pulseEntrustBody, request.body);
    return ok(await pulse.place(memberId, body));
  });

  app.get(at(PULSE_PATH.entrustList), { config: { doc: { summary: "The member's pulse contracts, open or settled, newest first, with entry and exit trades", auth: 'member', query: pulseListQuery, answer: pulseContractPage } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(pulseListQuery, request.query);
    return ok(await pulse.list(memberId, q.status, q.current, q.size));
  });

  app.get(at(PULSE_PATH.entrustDetail), { config: { doc: { summary: "One of the member's pulse contracts", auth: 'member', query: pulseDetailQuery, answer: pulseContractRow } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const q = parse(pulseDetailQuery, request.query);
    return ok(await pulse.detail(memberId, q.id));
  });
};
