// What any value read from a request must be before it goes further: text without NUL, and page
// numbers within bounds. PostgreSQL's text and jsonb cannot hold U+0000, and a page's offset must
// fit a bigint, so such input used to fail inside the database as an SQL error (logged as an
// unhandled error, answered with a neutral message) instead of being refused with a clear one.
// Every request schema, here and in the server's routes, builds its strings and pages on these.
import { z } from 'zod';

/** The rule's wording; the server puts the field's name in front of it. */
export const NUL_MESSAGE = 'must not contain NUL characters';
// The one control character the rule is about.
// eslint-disable-next-line no-control-regex
const NO_NUL = /^[^\u0000]*$/;

/** A string read from a request. `message` is the wording when it is not a string at all. */
export const inputText = (message?: string) => z.string(message === undefined ? undefined : { message }).regex(NO_NUL, NUL_MESSAGE);

/** Paging: `maxPage` keeps (page - 1) × size far inside a bigint offset; lists are cut at `maxSize` rows. */
export const PAGE_LIMITS = { maxPage: 100_000, maxSize: 100 } as const;

/** Forms and query strings send "" (and sometimes null) for "not given". */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A page number from 1 to PAGE_LIMITS.maxPage (default 1); query strings send it as text. */
export const pageNumber = (field = 'current') => {
  const message = `${field} must be a page number from 1 to ${PAGE_LIMITS.maxPage}`;
  return z.preprocess(blank, z.coerce.number({ message }).int(message).min(1, message).max(PAGE_LIMITS.maxPage, message).default(1));
};

/** Rows per page, from 1 to `max` (default 10). */
export const pageSize = (field = 'size', max: number = PAGE_LIMITS.maxSize) => {
  const message = `${field} must be between 1 and ${max}`;
  return z.preprocess(blank, z.coerce.number({ message }).int(message).min(1, message).max(max, message).default(10));
};

/** `current` and `size` of every paged business call. */
export const pageFields = { current: pageNumber(), size: pageSize() };
export const pageQuery = z.object(pageFields);

/** The last moment a JavaScript Date holds (year 275760); PostgreSQL's timestamp reaches further. */
export const MAX_EPOCH_MS = 8.64e15;

/** An optional time filter in epoch milliseconds; "" and null mean no filter. */
export const epochMillis = (message = 'Invalid time') =>
  z.preprocess(blank, z.coerce.number({ message }).int(message).min(0, message).max(MAX_EPOCH_MS, message).optional());
