// The pure part of the feedback form: which picked files may be uploaded, the request body, and the
// translation key of each contract message (spec §5 wording lives in the contract, its translations here).
import { FEEDBACK } from '@exchange/contract/constants';
import { FEEDBACK_MESSAGES, canAddFeedbackImage, checkFeedbackImage } from '@exchange/contract/rules';

type MessageName = keyof typeof FEEDBACK_MESSAGES;

const KEYS: Record<MessageName, string> = {
  emailRequired: 'feedback.msg.email_required',
  emailInvalid: 'feedback.msg.email_invalid',
  emailTooLong: 'feedback.msg.email_too_long',
  typeRequired: 'feedback.msg.type_required',
  contentRequired: 'feedback.msg.content_required',
  contentTooLong: 'feedback.msg.content_too_long',
  imageInvalid: 'feedback.msg.image_invalid',
  tooManyImages: 'feedback.msg.too_many_images',
  uploadFailed: 'feedback.msg.upload_failed',
};

/** The translation key of a contract message; unknown text (a server's own) passes through. */
export const messageKey = (message: string): string => {
  const name = (Object.keys(FEEDBACK_MESSAGES) as MessageName[]).find((key) => FEEDBACK_MESSAGES[key] === message);
  return name ? KEYS[name] : message;
};

export interface PickedFiles<F> {
  accepted: F[];
  /** Why some files were left out (the first reason), or null. */
  error: string | null;
}

/** Keeps JPEG/PNG files under 500 KB while fewer than three images are attached. */
export const pickImages = <F extends { type: string; size: number }>(files: readonly F[], attached: number): PickedFiles<F> => {
  const accepted: F[] = [];
  let error: string | null = null;
  for (const file of files) {
    const full = canAddFeedbackImage(attached + accepted.length);
    if (full) {
      error ??= full;
      break;
    }
    const invalid = checkFeedbackImage(file);
    if (invalid) error ??= invalid;
    else accepted.push(file);
  }
  return { accepted, error };
};

export interface FeedbackFields {
  email: string;
  type: string;
  content: string;
}

/** The wire body: up to three image links in img, imgTwo, imgThree ("" when absent). */
export const feedbackBody = (fields: FeedbackFields, links: readonly string[]) => ({
  email: fields.email.trim(),
  type: fields.type,
  content: fields.content,
  img: links[0] ?? '',
  imgTwo: links[1] ?? '',
  imgThree: links[2] ?? '',
});

export const FEEDBACK_TYPE_VALUES = FEEDBACK.types;
