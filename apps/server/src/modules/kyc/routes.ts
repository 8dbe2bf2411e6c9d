// KYC calls of the account centre (/account/center/kyc).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_PATH, coinBase, kycSubmitBody, ok } from '@exchange/contract';
import { kycInfo } from '@exchange/contract/answers/account';
import { requireCaller } from '../../http/context.ts';
import type { KycService } from './service.ts';

export const kycRoutes = async (app: FastifyInstance, opts: { kyc: KycService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const rateLimit = { max: 20, timeWindow: 60_000 };

  const submitDoc = { summary: 'Ask for identity verification (images uploaded first)', auth: 'member', body: kycSubmitBody, answer: z.null() } as const;
  app.post(`${base}/${ACCOUNT_PATH.kycSubmit}`, { config: { rateLimit, doc: submitDoc } }, async (request) => {
    await opts.kyc.submit(requireCaller(request).memberId, request.body);
    return ok(null, 'Your verification has been submitted for review');
  });

  app.get(`${base}/${ACCOUNT_PATH.kycRecord}`, { config: { doc: { summary: 'The verification status and the latest request', auth: 'member', answer: kycInfo } } }, async (request) => ok(await opts.kyc.info(requireCaller(request).memberId)));
};
