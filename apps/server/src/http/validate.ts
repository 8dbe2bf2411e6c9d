// Parses input with a zod schema and turns the first problem into a clear business error.
import type { z } from 'zod';
import { NUL_MESSAGE } from '@exchange/contract';
import { BusinessError } from './errors.ts';

/** zod's own wording, which names no field ("Invalid input: expected string, received number"). */
const ZOD_WORDING = /^(Invalid (input|option)|Too (big|small))\b/;

const UNITS: Record<string, string> = { string: 'characters', array: 'items' };

/** What the user should fix, for zod's default messages: named after the field. */
const explain = (issue: z.core.$ZodIssue, field: string): string => {
  switch (issue.code) {
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_big':
      return UNITS[issue.origin] ? `${field} can have at most ${issue.maximum} ${UNITS[issue.origin]}` : `${field} must be at most ${issue.maximum}`;
    case 'too_small':
      return UNITS[issue.origin] ? `${field} needs at least ${issue.minimum} ${UNITS[issue.origin]}` : `${field} must be at least ${issue.minimum}`;
    default:
      return `Invalid value for ${field}`;
  }
};

export const parse = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new BusinessError('Invalid request');
  const field = issue.path.join('.');
  if (issue.message === NUL_MESSAGE) throw new BusinessError(`The ${field || 'text'} ${NUL_MESSAGE}`);
  // A type error keeps zod's wording even where a schema gave its own: it does not name the field.
  const generic = issue.code === 'invalid_type' || ZOD_WORDING.test(issue.message);
  if (!generic) throw new BusinessError(issue.message);
  if (!field) throw new BusinessError('The request must be a JSON object of named fields');
  throw new BusinessError(issue.code === 'invalid_type' ? `Invalid value for ${field}` : explain(issue, field));
};
