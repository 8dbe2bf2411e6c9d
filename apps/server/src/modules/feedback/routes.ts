// The feedback form (§5): the same rules as the web's form, checked again here. A visitor may send
// feedback, but images only come with a login: they must be the caller's own uploads.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COIN, FEEDBACK, UPLOADS_PATH, coinBase, inputText, ok, validateFeedback } from '@exchange/contract';
import { attachUploads, ownUpload } from '../content/upload.ts';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';

const image = inputText()
  .max(200)
  .refine((v) => v === '' || v.startsWith(`${UPLOADS_PATH}/`), 'Images must be uploaded first')
  .default('');

const body = z.object({
  email: inputText().default(''),
  type: inputText().default(''),
  content: inputText().default(''),
  img: image,
  imgTwo: image,
  imgThree: image,
});

export const feedbackRoutes = async (app: FastifyInstance, opts: { db: Db; apiHead: string; dataDir: string }) => {
  /** The stored names of the caller's own images, in order. */
  const ownImages = async (memberId: string | null, links: string[]): Promise<string[]> => {
    if (links.length === 0) return [];
    if (!memberId) throw new BusinessError('Please log in to attach images');
    const names: string[] = [];
    for (const link of links) {
      const name = await ownUpload(opts.db, opts.dataDir, memberId, link, 'feedback');
      if (!name) throw new BusinessError('Images must be uploaded first');
      names.push(name);
    }
    return names;
  };

  const doc = { summary: 'Send feedback (images: the caller\'s own uploads)', auth: 'optional', body, answer: z.null() } as const;
  app.post(`${coinBase(opts.apiHead)}/${COIN.feedback}`, { config: { rateLimit: { max: 10, timeWindow: 60_000 }, doc } }, async (request) => {
    const input = parse(body, request.body);
    const problems = validateFeedback(input);
    const first = problems.email ?? problems.type ?? problems.content;
    if (first) throw new BusinessError(first);
    if (!(FEEDBACK.types as readonly string[]).includes(input.type)) throw new BusinessError('Please select a type');
    const memberId = request.caller?.memberId ?? null;
    const names = await ownImages(memberId, [input.img, input.imgTwo, input.imgThree].filter(Boolean));
    await opts.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('feedback')
        .values({
          member_id: memberId,
          email: input.email.trim(),
          type: input.type,
          content: input.content,
          images: JSON.stringify(names.map((name) => `${UPLOADS_PATH}/${name}`)),
        })
        .execute();
      if (memberId) await attachUploads(trx, memberId, names, 'feedback');
    });
    return ok(null, 'Submission successful');
  });
};
