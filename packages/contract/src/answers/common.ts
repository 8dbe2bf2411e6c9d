// Answer schemas shared by every domain: paged data, content-store pages and the envelope around
// data (DESIGN §4).
import { z } from 'zod';

/** Decimal strings carry money and prices on the wire, never JSON numbers. */
export const decimal = z.string().describe('A decimal number as a string');
export const epochMs = z.number().int().describe('Epoch milliseconds');
export const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** `{ records, total, size, current, pages }` of a business list. */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int(), size: z.number().int(), current: z.number().int(), pages: z.number().int() });

/** `{ total, records }` of the content store (§4). */
export const contentPageOf = <T extends z.ZodType>(record: T) => z.object({ total: z.number().int(), records: z.array(record) });

/** A content-store row: JSON whose columns depend on the table. */
export const contentRow = z.record(z.string(), z.unknown());

/** The envelope of every business call; `data` is null on a refusal. */
export const envelopeOf = (data: z.ZodType) =>
  z.object({ code: z.number().int(), success: z.boolean(), data: data instanceof z.ZodNull ? data : data.nullable(), msg: z.string() });

/** A refusal: code 400 (401 without a valid login, 404 unknown call, 429 too many requests …) and why. */
export const refusal = z.object({ code: z.number().int(), success: z.literal(false), data: z.null(), msg: z.string() });
