// A KYC image must be a file this server stored through cgform-api/upload/file: its link is
// "/uploads/<uuid>.<ext>" (content/upload.ts) and the file is there. Anything else (another
// site's URL, a path with "..", a made-up name) is refused, so the review never fetches or shows
// something the member did not upload here.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOADS_PATH } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

export const uploadedImage = (dataDir: string, link: string, side: 'front' | 'back'): string => {
  const prefix = `${UPLOADS_PATH}/`;
  const name = link.startsWith(prefix) ? link.slice(prefix.length) : '';
  if (!NAME.test(name) || !existsSync(join(dataDir, 'uploads', name)))
    throw new BusinessError(`The ${side} image must be uploaded here first; please upload it again`);
  return `${prefix}${name}`;
};
