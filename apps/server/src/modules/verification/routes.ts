// Is it ours? The public check behind /verificationServices/index (contract VERIFICATION_PATH).
import type { FastifyInstance } from 'fastify';
import { VERIFICATION_PATH, channelCheckQuery, coinBase, ok } from '@exchange/contract';
import { channelCheck } from '@exchange/contract/answers/invite';
import { parse } from '../../http/validate.ts';
import type { ContentStore } from '../content/store.ts';
import { checkChannel } from './check.ts';

export const verificationRoutes = async (app: FastifyInstance, opts: { store: ContentStore; apiHead: string }) => {
  const base = coinBase(opts.apiHead);
  app.get(`${base}/${VERIFICATION_PATH.check}`, { config: { doc: { summary: "Whether a website, e-mail address, phone number or Telegram handle is one of the exchange's official channels", query: channelCheckQuery, answer: channelCheck } } }, async (request) => {
    const q = parse(channelCheckQuery, request.query);
    return ok(await checkChannel(opts.store, q.kind, q.value));
  });
};
