// Values written into SQL text as literals, for scripts (script.ts) and PGlite's prepared
// statements (pgliteSession.ts): both send statements through the simple query protocol, which
// takes no bind parameters.
//
// Values come from our own code (ids, amounts, validated names), but they are quoted as if they
// did not: strings with their quotes doubled (standard_conforming_strings, on by default since
// PostgreSQL 9.1, keeps backslashes literal), arrays as array literals with each element
// double-quoted and escaped. Numbers, bigints, booleans and nulls are written as they are; Dates
// as ISO text; anything else is refused.

const quote = (text: string): string => {
  // PostgreSQL text cannot hold NUL: refuse it here rather than let the statement fail obscurely.
  if (text.includes('\u0000')) throw new Error('A value contains a NUL character');
  return text.includes("'") ? `'${text.replaceAll("'", "''")}'` : `'${text}'`;
};

/** A scalar as the text PostgreSQL would parse from a bind parameter. */
export const scalarText = (value: unknown): string => {
  switch (typeof value) {
    case 'string':
      return value;
    case 'bigint':
      return value.toString();
    case 'number':
      if (!Number.isFinite(value)) throw new Error('A value is not a finite number');
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      if (value instanceof Date) return value.toISOString();
      throw new Error(`A value of type ${typeof value} cannot be written as a literal`);
  }
};

const NEEDS_ESCAPE = /["\\]/;

/** One element of an array literal: NULL, or double-quoted with backslash and quote escaped. */
const arrayElement = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayBody(value);
  const text = scalarText(value);
  return NEEDS_ESCAPE.test(text) ? `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : `"${text}"`;
};

const arrayBody = (values: unknown[]): string => `{${values.map(arrayElement).join(',')}}`;

/** A value as an SQL literal. */
export const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return quote(arrayBody(value));
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return scalarText(value);
  return quote(scalarText(value));
};

const DIGIT = /[0-9]/;

/**
 * A statement's text cut at its parameters: the pieces between them, and which parameter (from 0)
 * follows each piece. Kysely writes parameters as $1, $2 … and never inside a string literal of
 * its own text, so every $n outside quotes is a parameter.
 */
interface Cut {
  pieces: string[];
  slots: number[];
}

const cutAtParameters = (text: string): Cut => {
  const pieces: string[] = [];
  const slots: number[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") quoted = !quoted;
    if (c !== '$' || quoted || !DIGIT.test(text[i + 1] ?? '')) continue;
    let j = i + 1;
    while (j < text.length && DIGIT.test(text[j] ?? '')) j++;
    pieces.push(text.slice(start, i));
    slots.push(Number(text.slice(i + 1, j)) - 1);
    start = j;
    i = j - 1;
  }
  pieces.push(text.slice(start));
  return { pieces, slots };
};

// The group commit sends the same few statement texts batch after batch: cut each once.
const cuts = new Map<string, Cut>();
const MAX_CUTS = 500;

/** A statement with its parameters written in as literals. */
export const inline = (text: string, params: readonly unknown[]): string => {
  let cut = cuts.get(text);
  if (!cut) {
    cut = cutAtParameters(text);
    if (cuts.size >= MAX_CUTS) cuts.clear();
    cuts.set(text, cut);
  }
  let out = cut.pieces[0]!;
  for (let k = 0; k < cut.slots.length; k++) {
    const index = cut.slots[k]!;
    if (index < 0 || index >= params.length) throw new Error(`The statement refers to parameter $${index + 1} it does not have`);
    out += literal(params[index]) + cut.pieces[k + 1]!;
  }
  return out;
};
