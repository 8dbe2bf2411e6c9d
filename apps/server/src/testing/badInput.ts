// Requests to one operation of the API document, as fast-check arbitraries, built from what the
// document says it takes: each path parameter, query parameter and body field is either plausible
// (an enum value, a string matching the field's pattern, a number in range) or bad (NUL bytes,
// huge and negative numbers, overlong strings, the wrong type), fields go missing, unknown ones
// are added, and whole bodies come as the wrong JSON type or broken JSON. Plausible values get a
// request past the first check so the later ones are tried too.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface Operation {
  method: string;
  /** OpenAPI form: /a/{id}. */
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  body: JsonSchema | null;
  /** Needs a logged-in member: most requests then carry the token, to get past the login check. */
  memberOnly: boolean;
}

export interface FuzzRequest {
  withToken: boolean;
  params: Record<string, string>;
  query: Array<[string, string]>;
  body: { json: unknown } | { raw: string } | null;
}

const NUL = '\u0000';
/** fast-check's integers stay within 32 bits. */
const INT32 = 2 ** 31 - 1;
const clamp = (value: number | undefined, fallback: number) => Math.max(-INT32, Math.min(INT32, value ?? fallback));

/** Text that has broken, or could break, something past validation; NUL, which PostgreSQL cannot store, most often. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 8 }).map((s) => `${s}${NUL}${s}`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('', ' ', '0', '-1', '1.5', '1e20', 'NaN', 'Infinity', '99999999999999999999', '9223372036854775808', '..', '../../etc/passwd', '%', '%00', '\uD800', '😀', "' or 1=1 --", '<script>', 'null', '[]'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 3000 }).map((n) => 'x'.repeat(n)) },
);

/** JSON values of every wrong kind. */
export const badJson: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.constantFrom(null, true, false, 0, -1, 0.5, 1e20, -1e20, 1e308, -1e308, 2 ** 53 + 2, [], {}, [null], { [NUL]: NUL }, [[[[]]]]),
  fc.integer({ min: 20_000, max: 200_000 }).map((n) => 'y'.repeat(n)),
);

const patternOf = (pattern: string): fc.Arbitrary<string> | null => {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
};

/** A value the schema might take. */
export const plausible = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(plausible));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return fc.integer({ min: clamp(schema.minimum, -1000), max: clamp(schema.maximum, 1_000_000) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return objectOf(schema);
    case 'string':
      return (schema.pattern && patternOf(schema.pattern)) || fc.string({ maxLength: Math.min(schema.maxLength ?? 24, 64) });
    default:
      return fc.constant(null);
  }
};

const valueOf = (schema: JsonSchema) => fc.oneof({ weight: 2, arbitrary: plausible(schema) }, { weight: 3, arbitrary: badJson });

/** An object with the schema's fields, each plausible, bad or missing, and maybe unknown ones. */
const objectOf = (schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(
      fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueOf(field)])), { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), badText), badJson, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

const queryValue = (schema: JsonSchema): fc.Arbitrary<string[]> =>
  fc.oneof(
    plausible(schema).map((v) => [typeof v === 'string' ? v : JSON.stringify(v)]),
    badText.map((v) => [v]),
    // The same name twice arrives as an array.
    fc.array(badText, { minLength: 2, maxLength: 3 }),
  );

export const requestsFor = (op: Operation): fc.Arbitrary<FuzzRequest> => {
  const params = fc.record(Object.fromEntries(op.pathParams.map((name) => [name, fc.oneof({ weight: 1, arbitrary: fc.string({ maxLength: 12 }) }, { weight: 3, arbitrary: badText })])));
  const known = fc.record(Object.fromEntries(op.query.map(({ name, schema }) => [name, queryValue(schema)])), { requiredKeys: [] });
  const extra = fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), badText), badText), { maxLength: 2 });
  const query = fc.tuple(known, extra).map(([k, e]) => [...Object.entries(k).flatMap(([name, values]) => (values ?? []).map((v): [string, string] => [name, v])), ...e]);
  const body: fc.Arbitrary<FuzzRequest['body']> =
    op.method === 'get'
      ? fc.constant(null)
      : fc.oneof(
          { weight: 6, arbitrary: op.body ? objectOf(op.body).map((json) => ({ json })) : fc.constant(null) },
          { weight: 2, arbitrary: badJson.map((json) => ({ json })) },
          { weight: 1, arbitrary: fc.constantFrom('{', '[1,', '{"a":1}}', NUL).map((raw) => ({ raw })) },
        );
  const withToken = fc.oneof({ weight: op.memberOnly ? 3 : 1, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
  return fc.record({ withToken, params, query, body });
};
