// API key management of the account centre (spec §7: POST api/page, api/apiSave, api/del).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATH, coinBase, ok } from '@exchange/contract';
import { requireCaller } from '../../http/context.ts';
import type { ApiKeyService } from './service.ts';

export const apiKeyRoutes = async (app: FastifyInstance, opts: { apiKeys: ApiKeyService; apiHead: string; rateLimitPerMinute: number }) => {
  const base = coinBase(opts.apiHead);
  const { apiKeys } = opts;
  // Saving checks the Google code: limited like the other code checks.
  const limited = { config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } } };

  app.post(`${base}/${ACCOUNT_PATH.apiKeyPage}`, async (request) => ok(await apiKeys.page(requireCaller(request).memberId, request.body)));

  app.post(`${base}/${ACCOUNT_PATH.apiKeySave}`, limited, async (request) => {
    const saved = await apiKeys.save(requireCaller(request).memberId, request.body);
    return ok(saved, 'secret' in saved ? 'The API key has been created; copy the secret now, it is shown only once' : 'The API key has been saved');
  });

  app.post(`${base}/${ACCOUNT_PATH.apiKeyDelete}`, async (request) => {
    await apiKeys.remove(requireCaller(request).memberId, request.body);
    return ok(null, 'The API key has been deleted');
  });
};
