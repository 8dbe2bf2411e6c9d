// Uploaded images: the type is decided by the file's first bytes, not by what the client claims,
// and the file is stored under DATA_DIR with a fresh name.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADS_PATH, type UploadResult } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';

const SIGNATURES: Array<{ ext: string; test: (b: Buffer) => boolean }> = [
  { ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.subarray(0, 6).toString('ascii') === 'GIF87a' || b.subarray(0, 6).toString('ascii') === 'GIF89a' },
  { ext: 'webp', test: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP' },
];

export const imageExtension = (bytes: Buffer): string | null => SIGNATURES.find((s) => s.test(bytes))?.ext ?? null;

export const storeImage = async (uploadsDir: string, bytes: Buffer, originalName: string): Promise<UploadResult> => {
  if (bytes.length === 0) throw new BusinessError('The file is empty');
  const ext = imageExtension(bytes);
  if (!ext) throw new BusinessError('Only images (JPG, PNG, GIF, WEBP) can be uploaded');
  const name = `${randomUUID()}.${ext}`;
  await writeFile(join(uploadsDir, name), bytes);
  return { link: `${UPLOADS_PATH}/${name}`, name: originalName.slice(0, 200) };
};
