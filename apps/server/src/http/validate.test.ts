import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputText } from '@exchange/contract';
import { parse } from './validate.ts';

const messageOf = (schema: z.ZodType, input: unknown) => {
  try {
    parse(schema, input);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('parse', () => {
  const schema = z.object({
    name: inputText().max(5),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string()).max(1).optional(),
    age: z.number().min(18).optional(),
    code: z.string().regex(/^\d{6}$/, 'The code has 6 digits').optional(),
  });
  const valid = { name: 'ann', kind: 'a' };

  it('names the field in zod\'s own wording', () => {
    expect(messageOf(schema, { ...valid, name: 42 })).toBe('Invalid value for name');
    expect(messageOf(schema, { ...valid, kind: 'c' })).toBe('kind must be one of a, b');
    expect(messageOf(schema, { ...valid, name: 'too long' })).toBe('name can have at most 5 characters');
    expect(messageOf(schema, { ...valid, tags: ['x', 'y'] })).toBe('tags can have at most 1 items');
    expect(messageOf(schema, { ...valid, age: 3 })).toBe('age must be at least 18');
  });

  it('keeps a schema\'s own message, and names the field of a NUL', () => {
    expect(messageOf(schema, { ...valid, code: '1' })).toBe('The code has 6 digits');
    expect(messageOf(schema, { ...valid, name: 'a\u0000' })).toBe('The name must not contain NUL characters');
  });

  it('says what a body that is not an object should be', () => {
    for (const input of ['text', 42, [1]]) expect(messageOf(schema, input)).toBe('The request must be a JSON object of named fields');
    expect(parse(schema, valid)).toEqual(valid);
  });
});
