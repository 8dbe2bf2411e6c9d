// The images attached to a feedback: checked before upload (type, size, count), uploaded at once,
// kept as the links the server returned.
import { useState } from 'react';
import { FEEDBACK } from '@exchange/contract/constants';
import { FEEDBACK_MESSAGES } from '@exchange/contract/rules';
import { uploadFile } from '../../api/content.ts';
import { pickImages } from './feedbackRules.ts';

export function useFeedbackImages() {
  const [links, setLinks] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (files: readonly File[]) => {
    const picked = pickImages(files, links.length);
    setError(picked.error);
    if (picked.accepted.length === 0) return;
    setUploading(true);
    const results = await Promise.allSettled(picked.accepted.map((file) => uploadFile(file)));
    const uploaded = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.link] : []));
    if (uploaded.length < results.length) setError(FEEDBACK_MESSAGES.uploadFailed);
    setLinks((current) => [...current, ...uploaded].slice(0, FEEDBACK.maxImages));
    setUploading(false);
  };

  const remove = (index: number) => {
    setLinks((current) => current.filter((_, i) => i !== index));
    setError(null);
  };

  return { links, uploading, error, add, remove, full: links.length >= FEEDBACK.maxImages };
}
