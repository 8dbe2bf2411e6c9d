// The feedback form (§5): the same rules as the web's form, checked again here.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COIN, FEEDBACK, UPLOADS_PATH, coinBase, ok, validateFeedback } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';

const image = z
  .string()
  .max(200)
  .refine((v) => v === '' || v.startsWith(`${UPLOADS_PATH}/`), 'Images must be uploaded first')
  .default('');

const body = z.object({
  email: z.string().default(''),
  type: z.string().default(''),
  content: z.string().default(''),
  img: image,
  imgTwo: image,
  imgThree: image,
});

export const feedbackRoutes = async (app: FastifyInstance, opts: { db: Db; apiHead: string }) => {
  app.post(`${coinBase(opts.apiHead)}/${COIN.feedback}`, { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request) => {
    const input = parse(body, request.body);
    const problems = validateFeedback(input);
    const first = problems.email ?? problems.type ?? problems.content;
    if (first) throw new BusinessError(first);
    if (!(FEEDBACK.types as readonly string[]).includes(input.type)) throw new BusinessError('Please select a type');
    await opts.db
      .insertInto('feedback')
      .values({
        member_id: request.caller?.memberId ?? null,
        email: input.email.trim(),
        type: input.type,
        content: input.content,
        images: JSON.stringify([input.img, input.imgTwo, input.imgThree].filter(Boolean)),
      })
      .execute();
    return ok(null, 'Submission successful');
  });
};
