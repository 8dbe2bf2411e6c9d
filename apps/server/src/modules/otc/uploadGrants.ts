// P2P uploads seen by the other party: a payment QR shown to the payer of an order, chat images and
// appeal evidence shown to the other side. Uploads are their owner's alone (content/upload.ts);
// attaching one here marks it 'otc' and grants a read to exactly one other member.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { attachUploads, ownUpload, uploadNameOf } from '../content/upload.ts';

/** The stored names of the caller's own links, or a refusal naming none of anyone else's. */
export const ownLinks = async (db: Db, dataDir: string, memberId: string, links: string[]): Promise<string[]> => {
  const names: string[] = [];
  for (const link of links) {
    const name = await ownUpload(db, dataDir, memberId, link, 'otc');
    if (!name) throw new BusinessError('Please upload the image again');
    names.push(name);
  }
  return names;
};

export const grantUploads = async (trx: Transaction<Database> | Db, ownerId: string, names: string[], readerId: string): Promise<void> => {
  if (names.length === 0) return;
  await attachUploads(trx, ownerId, names, 'otc');
  await trx
    .insertInto('upload_grant')
    .values(names.map((name) => ({ name, member_id: readerId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
};

/** Names of the upload links among payment methods' QR images. */
export const qrNames = (links: string[]): string[] => links.map(uploadNameOf).filter((n): n is string => n !== null);
