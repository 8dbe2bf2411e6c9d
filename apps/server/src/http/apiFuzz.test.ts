// Fuzz over the API document: for every operation it lists, generated bad input (testing/
// badInput.ts), with and without a logged-in member's token. Every answer must be the envelope
// (or the flat shape the document gives the route, like the token call's, spec §4), never a 5xx,
// with nothing logged at error level. A refusal must change nothing (a fingerprint of every table
// a member's call writes, testing/fingerprint.ts); only an answer that succeeded may, and a
// success must be HTTP 200 whose data is what the document says. A route added later is in the
// document (apiDocs.test.ts), so it is fuzzed here too.
// FUZZ_RUNS sets the runs per operation (default 8: about 570 requests, under a minute here).
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { captureLog } from '../testing/logCapture.ts';
import { fingerprint } from '../testing/fingerprint.ts';
import { requestsFor, type FuzzRequest, type JsonSchema, type Operation } from '../testing/badInput.ts';
import { basicHeader, startTestExchange, type TestExchange } from '../testing/kit.ts';
import { OPENAPI_PATH } from './apiDocs.ts';

interface DocOperation {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface Documented extends Operation {
  answers: JsonSchema[];
  /** The route's own zod schema of a success (data of the envelope, or the whole flat answer). */
  answer: z.ZodType;
  flat: boolean;
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const log = captureLog();
const answerSchemas = new Map<string, { answer: z.ZodType; flat: boolean }>();
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let t: TestExchange;
let operations: Documented[];
let member: { email: string; password: string };
let token: string | null = null;
/** The fingerprint after the last refusal: nothing else writes in between, so it is the next one's "before". */
let lastPrint: Record<string, string> | null = null;

beforeAll(async () => {
  const onRoute = (route: RouteOptions) => {
    const doc = route.config?.doc;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (doc) for (const method of methods) answerSchemas.set(`${method.toLowerCase()} ${openapiPath(route.url)}`, { answer: doc.answer, flat: doc.flat === true });
  };
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000' }, { logger: log.logger, onRoute });
  member = await t.registerEmail();
  const document = (await t.call<{ paths: Record<string, Record<string, DocOperation>> }>('GET', OPENAPI_PATH)).body;
  operations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): Documented => {
      const own = answerSchemas.get(`${method} ${path}`);
      if (!own) throw new Error(`${method} ${path} is documented but no route declared it`);
      const schemaOf = (status: string) => op.responses[status]?.content?.['application/json']?.schema ?? {};
      return {
        method,
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
        body: Object.values(op.requestBody?.content ?? {})[0]?.schema ?? null,
        memberOnly: (op.security ?? []).length > 0 && (op.security ?? []).every((scheme) => 'bladeAuth' in scheme),
        answers: [schemaOf('200'), schemaOf('default')],
        ...own,
      };
    }),
  );
});
afterAll(() => t.close());

const loggedIn = async () => {
  if (token) return token;
  lastPrint = null;
  return (token = (await t.login(member.email, member.password)).access_token);
};

/** Encodes a generated string for a URL; lone surrogates have no UTF-8 form. */
const wellFormed = (text: string) => text.replace(/\p{Surrogate}/gu, '\uFFFD');

/**
 * A path parameter as one URL segment. "." and ".." (even percent-encoded) are dot segments that
 * the URL parser resolves before the request leaves, so "/uploads/.." would reach "/" and test the
 * web page instead of the route: they get a third dot, which is an ordinary segment.
 */
const segment = (value: string) => {
  const encoded = encodeURIComponent(wellFormed(value));
  return encoded === '.' || encoded === '..' ? `${encoded}.` : encoded;
};

const send = async (op: Operation, req: FuzzRequest, bearer: string | null) => {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(req.params[name] ?? ''));
  const query = new URLSearchParams(req.query.map(([k, v]): [string, string] => [wellFormed(k), wellFormed(v)]));
  const headers: Record<string, string> = { authorization: basicHeader(t.config) };
  if (bearer) headers['blade-auth'] = `bearer ${bearer}`;
  let body: string | undefined;
  if (req.body) {
    headers['content-type'] = 'application/json';
    body = 'raw' in req.body ? req.body.raw : JSON.stringify(req.body.json);
  }
  const res = await fetch(`${t.url}${path}${query.size ? `?${query}` : ''}`, { method: op.method.toUpperCase(), headers, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer has the top-level fields the schema requires (any branch of an anyOf). */
const hasShape = (value: unknown, schema: JsonSchema): boolean => {
  if (schema.anyOf) return schema.anyOf.some((branch) => hasShape(value, branch));
  return isObject(value) && (schema.required ?? []).every((key) => key in value);
};

const isEnvelope = (value: unknown): value is { code: number; success: boolean; data: unknown; msg: string } =>
  isObject(value) && typeof value.code === 'number' && typeof value.success === 'boolean' && 'data' in value && typeof value.msg === 'string';

/** Sends one generated request and checks everything the header promises. */
const check = async (op: Documented, req: FuzzRequest) => {
  // A login writes rows of its own: it comes before the fingerprint.
  const bearer = req.withToken ? await loggedIn() : null;
  const before = lastPrint ?? (await fingerprint(t.ex.db));
  lastPrint = null;
  const logged = log.lines.length;
  const res = await send(op, req, bearer);
  const what = `${op.method.toUpperCase()} ${op.path} ${JSON.stringify(req).slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  expect(log.errorsSince(logged).map((line) => line.err?.message ?? line.msg), what).toEqual([]);
  expect(isEnvelope(res.body) || op.answers.some((schema) => hasShape(res.body, schema)), what).toBe(true);
  const succeeded = op.flat ? res.status === 200 : isEnvelope(res.body) && res.body.success;
  if (succeeded) {
    expect(res.status, what).toBe(200);
    const data = op.flat ? res.body : (res.body as { data: unknown }).data;
    expect(op.answer.safeParse(data).error?.issues ?? [], what).toEqual([]);
  } else {
    const after = await fingerprint(t.ex.db);
    expect(after, what).toEqual(before);
    lastPrint = after;
  }
  // A generated call may end the session (a device forgotten, say): log in again for the next one.
  if (req.withToken && (res.status === 401 || (isEnvelope(res.body) && res.body.code === 401))) token = null;
};

describe('bad input to every documented route', () => {
  it('is refused in the envelope, never a 5xx, logs no error and changes nothing', async () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const op of operations) await fc.assert(fc.asyncProperty(requestsFor(op), (req) => check(op, req)), { numRuns: RUNS, endOnFailure: true });
  }, 300_000);
});
