// Uploading (cgform-api/upload/file) and reading back an upload (GET /uploads/<name>). Both need a
// login: an upload belongs to its member, and is served to that member alone. Operators have no
// web session; they read a KYC request's images from DATA_DIR/uploads, whose paths
// `npm run admin -- kyc-requests` prints. Seed images of the content store stay public (app.ts).
import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT, UPLOADS_PATH, contentBase, fail, ok } from '@exchange/contract';
import { uploadResult } from '@exchange/contract/answers/content';
import type { Db } from '../../db/index.ts';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { checkDailyCap, storeImage, storedName, uploadsDir, type UploadLimits } from './upload.ts';

export interface UploadRouteOptions {
  db: Db;
  apiHead: string;
  dataDir: string;
  limits: UploadLimits;
  /** Whether a member may read an upload that is not theirs (an image sent in a chat they read). */
  sharedWith?: (memberId: string, name: string) => Promise<boolean>;
}

const uploadForm = z.object({ file: z.string().meta({ format: 'binary' }) });
const uploadDoc = { summary: 'Upload an image (multipart/form-data, one file); it belongs to the caller', auth: 'member', multipart: true, body: uploadForm, answer: uploadResult } as const;
const fileParams = z.object({ name: z.string() });
/** The file itself on success; a refusal is the envelope. */
const fileDoc = { summary: "One of the caller's own uploads, one a P2P order shared with the caller, or an image of a chat the caller reads (404 for anything else)", auth: 'member', params: fileParams, answer: z.string().meta({ format: 'binary' }), flat: true } as const;

export const uploadRoutes = (app: FastifyInstance, opts: UploadRouteOptions) => {
  const { db, dataDir, limits } = opts;
  mkdirSync(uploadsDir(dataDir), { recursive: true });

  app.post(`${contentBase(opts.apiHead)}/${CONTENT.upload}`, { config: { rateLimit: { max: 30, timeWindow: 60_000 }, doc: uploadDoc } }, async (request) => {
    // Before the body is read: a visitor's upload never reaches the disk or memory.
    const { memberId } = requireCaller(request);
    if (!request.isMultipart()) throw new BusinessError('The upload must be multipart/form-data');
    await checkDailyCap(db, memberId, 0, limits);
    const file = await request.file();
    if (!file) throw new BusinessError('Please choose a file');
    const bytes = await file.toBuffer();
    // The size limit either throws from toBuffer or marks the stream truncated, depending on timing.
    if (file.file.truncated) throw new BusinessError('The file is too large');
    await checkDailyCap(db, memberId, bytes.length, limits);
    return ok(await storeImage(db, dataDir, memberId, bytes, file.filename), 'Upload successful');
  });

  app.get(`${UPLOADS_PATH}/:name`, { config: { doc: fileDoc } }, async (request, reply) => {
    const { memberId } = requireCaller(request);
    const name = storedName((request.params as { name: string }).name);
    const found = name ? await db.selectFrom('upload').select(['name', 'content_type', 'member_id']).where('name', '=', name).executeTakeFirst() : undefined;
    // Its owner, a member a P2P order shared it with (otc/uploadGrants.ts), or a reader of the chat it was sent in.
    const granted = async (fileName: string) =>
      (await db.selectFrom('upload_grant').select('name').where('name', '=', fileName).where('member_id', '=', memberId).executeTakeFirst()) !== undefined;
    const readable = found && (String(found.member_id) === memberId || (await granted(found.name)) || (await opts.sharedWith?.(memberId, found.name)));
    const row = readable ? found : undefined;
    const path = row ? join(uploadsDir(dataDir), row.name) : '';
    // Someone else's file answers as a missing one: whether it exists is not the caller's business.
    if (!row || !existsSync(path)) return reply.status(404).send(fail('The file does not exist', 404));
    return reply
      .type(row.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${row.name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=86400')
      .send(createReadStream(path));
  });
};
