// Parses input with a zod schema and turns the first problem into a clear business error.
import type { z } from 'zod';
import { BusinessError } from './errors.ts';

export const parse = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid request';
  // zod's own wording for type errors names no field; name it so the user knows what to fix.
  const generic = issue?.code === 'invalid_type' || message.startsWith('Invalid input');
  throw new BusinessError(generic && field ? `Invalid value for ${field}` : message);
};
