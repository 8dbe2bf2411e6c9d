// Uploaded images (cgform-api/upload/file). Only a logged-in member uploads, and each file is
// recorded with its owner (016_upload): it is served to that member alone (uploadRoutes.ts), a
// submission may name only its caller's own files, and a member's uploads per day are capped so
// that nobody fills the disk. The type is decided by the file's whole structure (imageFormat.ts),
// not by what the client claims, and the file is stored under DATA_DIR with a fresh name.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADS_PATH, type UploadResult } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { imageFormat } from './imageFormat.ts';

/** What an upload was attached to; a file attached to one cannot be attached to another. */
export type UploadPurpose = 'kyc' | 'feedback' | 'otc' | 'chat';

export interface UploadLimits {
  /** Files a member may upload in 24 hours; 0 for no cap. */
  dailyCount: number;
  /** Bytes a member may upload in 24 hours; 0 for no cap. */
  dailyBytes: number;
}

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** The stored file's name when `name` is one this server could have given, else null. */
export const storedName = (name: string): string | null => (NAME.test(name) ? name : null);

/** The stored file's name of a link "/uploads/<name>", or null for anything else (another site, "..", made up). */
export const uploadNameOf = (link: string): string | null => {
  const prefix = `${UPLOADS_PATH}/`;
  return link.startsWith(prefix) ? storedName(link.slice(prefix.length)) : null;
};

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${Number((bytes / 1024 / 1024).toFixed(1))} MB`);

/** Refuses an upload of `size` more bytes that would take the member past the day's cap. */
export const checkDailyCap = async (db: Db, memberId: string, size: number, limits: UploadLimits): Promise<void> => {
  if (!limits.dailyCount && !limits.dailyBytes) return;
  const used = await db
    .selectFrom('upload')
    .select((eb) => [eb.fn.countAll<string>().as('files'), eb.fn.coalesce(eb.fn.sum<string>('size'), eb.lit(0)).as('bytes')])
    .where('member_id', '=', memberId)
    .where('create_time', '>', new Date(Date.now() - DAY_MS))
    .executeTakeFirstOrThrow();
  if (limits.dailyCount && Number(used.files) >= limits.dailyCount)
    throw new BusinessError(`You can upload at most ${limits.dailyCount} files a day; please try again tomorrow`);
  if (limits.dailyBytes && Number(used.bytes) + size > limits.dailyBytes)
    throw new BusinessError(`You can upload at most ${sizeText(limits.dailyBytes)} a day; please try again tomorrow`);
};

export const storeImage = async (db: Db, dataDir: string, memberId: string, bytes: Buffer, originalName: string): Promise<UploadResult> => {
  if (bytes.length === 0) throw new BusinessError('The file is empty');
  const format = imageFormat(bytes);
  if (!format) throw new BusinessError('Only images (JPG, PNG, GIF, WEBP) can be uploaded');
  const name = `${randomUUID()}.${format.ext}`;
  await db.insertInto('upload').values({ name, member_id: memberId, size: bytes.length, content_type: format.contentType }).execute();
  try {
    await writeFile(join(uploadsDir(dataDir), name), bytes, { flag: 'wx' });
  } catch (error) {
    await db.deleteFrom('upload').where('name', '=', name).execute();
    await rm(join(uploadsDir(dataDir), name), { force: true });
    throw error;
  }
  return { link: `${UPLOADS_PATH}/${name}`, name: originalName.slice(0, 200) };
};

/**
 * The stored name of `link` when it is the member's own upload, still on disk and free for
 * `purpose` (not yet attached, or attached to the same kind of thing); null otherwise, whoever
 * else's file it may be, so a refusal tells nothing about other members' files.
 */
export const ownUpload = async (db: Db, dataDir: string, memberId: string, link: string, purpose: UploadPurpose): Promise<string | null> => {
  const name = uploadNameOf(link);
  if (!name) return null;
  const row = await db
    .selectFrom('upload')
    .select('name')
    .where('name', '=', name)
    .where('member_id', '=', memberId)
    .where('purpose', 'in', ['', purpose])
    .executeTakeFirst();
  return row && existsSync(join(uploadsDir(dataDir), name)) ? name : null;
};

/** Marks the member's uploads as attached to `purpose`; run in the transaction that stores the submission. */
export const attachUploads = async (db: Db, memberId: string, names: string[], purpose: UploadPurpose): Promise<void> => {
  if (names.length === 0) return;
  await db.updateTable('upload').set({ purpose }).where('name', 'in', names).where('member_id', '=', memberId).execute();
};
