// Turns a route's doc (routeDoc.ts) into the operation @fastify/swagger puts in the document:
// JSON Schemas from the zod schemas (what a request may send, what an answer holds), the envelope
// around the answer, the login it needs and a tag from its path.
import { z } from 'zod';
import { envelopeOf, refusal } from '@exchange/contract/answers/common';
import type { RouteDoc } from './routeDoc.ts';

/** A JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) of what a schema takes in or gives out. */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  // Transforms have no JSON Schema; the side of a pipe being described stands for them.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
};

/** The first path segment after the API's base, without an extension: `member`, `assets`, `open`, `openapi` … */
export const tagOf = (url: string, apiHead: string): string => {
  const base = [`/api/${apiHead}/coin/`, `/api/${apiHead}/`, '/api/', '/'].find((b) => url.startsWith(b)) ?? '/';
  return url.slice(base.length).split('/')[0]?.replace(/\.\w+$/, '') || 'other';
};

const SECURITY: Record<NonNullable<RouteDoc['auth']>, Array<Record<string, string[]>>> = {
  member: [{ basic: [], bladeAuth: [] }],
  optional: [{ basic: [] }, { basic: [], bladeAuth: [] }],
};

const ENVELOPE = 'The envelope: code 200, success true and the data; or a refusal (code 400, 401 …, data null) with the reason in msg';

/** The route schema @fastify/swagger reads (summary, tags, security, params, querystring, body, response). */
export const operationOf = (doc: RouteDoc, tag: string) => ({
  summary: doc.summary,
  tags: [tag],
  ...(doc.auth ? { security: SECURITY[doc.auth] } : {}),
  ...(doc.params ? { params: jsonSchemaOf(doc.params, 'input') } : {}),
  ...(doc.query ? { querystring: jsonSchemaOf(doc.query, 'input') } : {}),
  ...(doc.body ? { body: jsonSchemaOf(doc.body, 'input') } : {}),
  ...(doc.multipart ? { consumes: ['multipart/form-data'] } : {}),
  response: {
    200: { 'x-response-description': doc.flat ? 'The answer' : ENVELOPE, ...jsonSchemaOf(doc.flat ? doc.answer : envelopeOf(doc.answer), 'output') },
    default: { 'x-response-description': 'A refusal before or outside the call (bad request, too large, unknown call, too many requests)', ...jsonSchemaOf(doc.failure ?? refusal, 'output') },
  },
});
