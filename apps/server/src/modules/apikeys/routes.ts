// API key management of the account centre (spec §7: POST api/page, api/apiSave, api/del).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_PATH, apiKeyDeleteBody, apiKeyPageBody, apiKeySaveBody, coinBase, ok } from '@exchange/contract';
import { apiKeyCreated, apiKeyPage, apiKeyRow } from '@exchange/contract/answers/account';
import { requireCaller } from '../../http/context.ts';
import type { ApiKeyService } from './service.ts';

export const apiKeyRoutes = async (app: FastifyInstance, opts: { apiKeys: ApiKeyService; apiHead: string; rateLimitPerMinute: number }) => {
  const base = coinBase(opts.apiHead);
  const { apiKeys } = opts;
  // Saving checks the Google code: limited like the other code checks.
  const rateLimit = { max: opts.rateLimitPerMinute, timeWindow: 60_000 };

  app.post(`${base}/${ACCOUNT_PATH.apiKeyPage}`, { config: { doc: { summary: "The member's API keys", auth: 'member', body: apiKeyPageBody, answer: apiKeyPage } } }, async (request) => ok(await apiKeys.page(requireCaller(request).memberId, request.body)));

  const saveDoc = { summary: 'Create an API key (without id: the secret is shown once) or edit one', auth: 'member', body: apiKeySaveBody, answer: z.union([apiKeyCreated, apiKeyRow]) } as const;
  app.post(`${base}/${ACCOUNT_PATH.apiKeySave}`, { config: { rateLimit, doc: saveDoc } }, async (request) => {
    const saved = await apiKeys.save(requireCaller(request).memberId, request.body);
    return ok(saved, 'secret' in saved ? 'The API key has been created; copy the secret now, it is shown only once' : 'The API key has been saved');
  });

  app.post(`${base}/${ACCOUNT_PATH.apiKeyDelete}`, { config: { doc: { summary: 'Delete an API key', auth: 'member', body: apiKeyDeleteBody, answer: z.null() } } }, async (request) => {
    await apiKeys.remove(requireCaller(request).memberId, request.body);
    return ok(null, 'The API key has been deleted');
  });
};
