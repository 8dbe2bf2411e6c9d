// KYC calls of the account centre (/account/center/kyc).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATH, coinBase, ok } from '@exchange/contract';
import { requireCaller } from '../../http/context.ts';
import type { KycService } from './service.ts';

export const kycRoutes = async (app: FastifyInstance, opts: { kyc: KycService; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  const limited = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };

  app.post(`${base}/${ACCOUNT_PATH.kycSubmit}`, limited, async (request) => {
    await opts.kyc.submit(requireCaller(request).memberId, request.body);
    return ok(null, 'Your verification has been submitted for review');
  });

  app.get(`${base}/${ACCOUNT_PATH.kycRecord}`, async (request) => ok(await opts.kyc.info(requireCaller(request).memberId)));
};
