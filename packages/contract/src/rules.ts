// Validation rules of spec §5. The web forms and the server both import them, so input the form
// accepts is never refused by the server for a different reason, and the wording stays the same.
import { CHAT, FEEDBACK, PASSWORD } from './constants.ts';

export const isEmpty = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  // Storage and query strings turn missing values into these words, so they mean "nothing" too.
  if (typeof value === 'string') return value === '' || value === 'null' || value === 'undefined';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    // Only plain objects: a Date or a Map has no own keys yet still holds a value.
    return (proto === Object.prototype || proto === null) && Reflect.ownKeys(value).length === 0;
  }
  return false;
};

// Without the u flag \w is ASCII only, which is what we can deliver mail to. It already contains
// the underscore, so the separator groups only need dot and hyphen to allow "a_b" as well.
const EMAIL = /^\w+([-.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);

const PASSWORD_1_CHARS = /^[A-Za-z0-9~`!@#$%^&*()_\-+=<>.?:"{}]*$/;

export const isPasswordPattern1 = (value: string): boolean =>
  value.length >= PASSWORD.pattern1Min && value.length <= PASSWORD.pattern1Max && PASSWORD_1_CHARS.test(value);

// Only printable ASCII: every character then falls into exactly one of the three kinds below, and a
// password can be typed again on any keyboard the user logs in from.
const PRINTABLE_ASCII = /^[!-~]*$/;
const PASSWORD_2_KINDS = [/[A-Za-z]/, /[0-9]/, /[!-/:-@[-`{-~]/];

export const isPasswordPattern2 = (value: string): boolean =>
  value.length >= PASSWORD.pattern2Min &&
  PRINTABLE_ASCII.test(value) &&
  PASSWORD_2_KINDS.filter((kind) => kind.test(value)).length >= 2;

// The spec names http:// only; https:// is accepted as well because nearly every real link is https
// and refusing it would reject good input. Schemes are case-insensitive (RFC 3986 §3.1).
const WEB_URL = /^https?:\/\//i;

export const isUrl = (value: string, host?: string): boolean =>
  WEB_URL.test(value) || (host !== undefined && host !== '' && value.startsWith(host));

// Leading zeros ("01") are digits like any other; the spec only bounds each part's value.
const IPV4_PART = /^[0-9]{1,3}$/;

export const isIPv4 = (value: string): boolean => {
  if (value === '') return true;
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part) && parseInt(part, 10) < 256);
};

// A list of only spaces has no entries, so it is as empty as "". Each entry must be a real address:
// the empty IPv4 that isIPv4 allows would be a hole in a whitelist ("1.2.3.4,").
export const isIpWhitelist = (value: string): boolean =>
  value.trim() === '' ||
  value.split(',').every((entry) => {
    const ip = entry.trim();
    return ip !== '' && isIPv4(ip);
  });

export const FEEDBACK_MESSAGES = {
  emailRequired: 'Please enter email',
  emailInvalid: 'Invalid email format',
  emailTooLong: 'Maximum length: 50',
  typeRequired: 'Please select a type',
  contentRequired: 'Please enter feedback content',
  contentTooLong: 'Content up to 1000 characters',
  imageInvalid: 'Only JPG/PNG files can be uploaded, and must not exceed 500KB',
  tooManyImages: 'You can upload up to 3 images',
  uploadFailed: 'Image upload failed, please re-upload',
} as const;

export interface FeedbackInput {
  email: string;
  type: string;
  content: string;
}
export type FeedbackErrors = Partial<Record<keyof FeedbackInput, string>>;

const isBlank = (value: string): boolean => value.trim() === '';

// Limits count code points: an emoji is one character to the user, though two UTF-16 units to JS.
const codePointLength = (value: string): number => {
  let length = 0;
  for (const _ of value) length += 1;
  return length;
};

const emailError = (email: string): string | undefined => {
  if (isBlank(email)) return FEEDBACK_MESSAGES.emailRequired;
  if (!isEmail(email)) return FEEDBACK_MESSAGES.emailInvalid;
  if (email.length > FEEDBACK.emailMax) return FEEDBACK_MESSAGES.emailTooLong;
  return undefined;
};

// A value outside the known types is no selection at all, whatever a crafted request sends.
const typeError = (type: string): string | undefined =>
  (FEEDBACK.types as readonly string[]).includes(type) ? undefined : FEEDBACK_MESSAGES.typeRequired;

const contentError = (content: string): string | undefined => {
  if (isBlank(content)) return FEEDBACK_MESSAGES.contentRequired;
  if (codePointLength(content) > FEEDBACK.contentMax) return FEEDBACK_MESSAGES.contentTooLong;
  return undefined;
};

export const validateFeedback = (input: FeedbackInput): FeedbackErrors => {
  const errors: FeedbackErrors = {};
  const email = emailError(input.email);
  const type = typeError(input.type);
  const content = contentError(input.content);
  if (email) errors.email = email;
  if (type) errors.type = type;
  if (content) errors.content = content;
  return errors;
};

export const canSubmitFeedback = (input: FeedbackInput): boolean =>
  !isBlank(input.email) && !isBlank(input.type) && !isBlank(input.content);

// An empty file is no picture, and a size that is not a finite number cannot be trusted.
export const checkFeedbackImage = (file: { type: string; size: number }): string | null => {
  const typeOk = (FEEDBACK.imageTypes as readonly string[]).includes(file.type.toLowerCase());
  const sizeOk = Number.isFinite(file.size) && file.size > 0 && file.size < FEEDBACK.imageMaxBytes;
  return typeOk && sizeOk ? null : FEEDBACK_MESSAGES.imageInvalid;
};

/** `count` is how many images are attached already; answers why another one cannot be added. */
export const canAddFeedbackImage = (count: number): string | null =>
  count < FEEDBACK.maxImages ? null : FEEDBACK_MESSAGES.tooManyImages;

export const validateChatText = (text: string): 'blank' | 'too_long' | null => {
  if (isBlank(text)) return 'blank';
  if (codePointLength(text) > CHAT.textMax) return 'too_long';
  return null;
};
