// A KYC image must be the member's own file, stored through cgform-api/upload/file: its link is
// "/uploads/<uuid>.<ext>" (content/upload.ts), the upload is theirs and the file is there.
// Anything else (another site's URL, a path with "..", a made-up name, another member's upload,
// an image already attached to something else) is refused with the same words, so the review
// never shows something this member did not upload here and nobody learns whose files exist.
import { BusinessError } from '../../http/errors.ts';
import type { Db } from '../../db/index.ts';
import { ownUpload } from '../content/upload.ts';

/** The stored name of the member's image for one side of the document. */
export const ownImage = async (db: Db, dataDir: string, memberId: string, link: string, side: 'front' | 'back'): Promise<string> => {
  const name = await ownUpload(db, dataDir, memberId, link, 'kyc');
  if (!name) throw new BusinessError(`The ${side} image must be uploaded here first; please upload it again`);
  return name;
};
