// The images attached to a feedback: checked before upload (type, size, count), uploaded at once,
// kept as the links the server returned, each with the picked file its thumbnail shows (an upload
// is served to its member only, with the token, so the thumbnail does not load it by its link).
import { useState } from 'react';
import { FEEDBACK } from '@exchange/contract/constants';
import { FEEDBACK_MESSAGES } from '@exchange/contract/rules';
import { uploadFile } from '../../api/content.ts';
import { pickImages } from './feedbackRules.ts';

export interface FeedbackImage {
  link: string;
  file: File;
}

export function useFeedbackImages() {
  const [images, setImages] = useState<FeedbackImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (files: readonly File[]) => {
    const picked = pickImages(files, images.length);
    setError(picked.error);
    if (picked.accepted.length === 0) return;
    setUploading(true);
    const results = await Promise.allSettled(picked.accepted.map((file) => uploadFile(file)));
    const uploaded = results.flatMap((result, i) => (result.status === 'fulfilled' ? [{ link: result.value.link, file: picked.accepted[i]! }] : []));
    if (uploaded.length < results.length) setError(FEEDBACK_MESSAGES.uploadFailed);
    setImages((current) => [...current, ...uploaded].slice(0, FEEDBACK.maxImages));
    setUploading(false);
  };

  const remove = (index: number) => {
    setImages((current) => current.filter((_, i) => i !== index));
    setError(null);
  };

  return { images, links: images.map((image) => image.link), uploading, error, add, remove, full: images.length >= FEEDBACK.maxImages };
}
