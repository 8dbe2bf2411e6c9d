// Every route the server registers is in the API document, described from its zod schemas, and
// the UI over it loads.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../testing/kit.ts';
import { DOCS_PATH, OPENAPI_PATH } from './apiDocs.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const routes: RouteOptions[] = [];
let t: TestExchange;
let document: Document;
beforeAll(async () => {
  t = await startTestExchange({}, { onRoute: (route) => void routes.push(route) });
  document = (await t.call<Document>('GET', OPENAPI_PATH)).body;
});
afterAll(() => t.close());

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
/** Fastify's /a/:id is OpenAPI's /a/{id}. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Left out of the document, by rule: the files @fastify/static serves (the web's build; routes
 * outside /api/ that it marks hidden), the docs UI's own pages and assets (under /api/docs), and
 * the HEAD route Fastify adds beside every GET (the GET is documented).
 */
const excluded = (route: RouteOptions, method: string) =>
  route.url.startsWith(DOCS_PATH) ||
  (!route.url.startsWith('/api/') && route.schema?.hide === true) ||
  (method === 'HEAD' && routes.some((other) => other.url === route.url && methodsOf(other).includes('GET')));

const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

describe('the API document', () => {
  it('lists every route the server registers', () => {
    const expected = routes.flatMap((route) => methodsOf(route).filter((method) => !excluded(route, method)).map((method) => `${method} ${openapiPath(route.url)}`));
    const listed = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(expected.length).toBeGreaterThan(60);
    expect(expected.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !expected.includes(route))).toEqual([]);
  });

  it('describes each route from its schemas: parameters, body, answer and login', () => {
    const kline = operation('get', `/api/${t.config.apiHead}/coin/open/get/kline/history`);
    expect(kline.parameters).toContainEqual(expect.objectContaining({ name: 'symbolName', in: 'query', required: true }));
    expect(kline.security).toBeUndefined();
    expect(kline.tags).toEqual(['open']);
    expect(operation('get', OPENAPI_PATH).tags).toEqual(['openapi']);

    const register = operation('post', `/api/${t.config.apiHead}/coin/open/register`);
    const body = register.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['accountType', 'account', 'password', 'code']));
    // The contract's NUL rule is part of what the document says a field takes.
    expect(body?.properties?.account).toMatchObject({ type: 'string', maxLength: 64, pattern: expect.stringContaining('\\u0000') });

    const info = operation('get', `/api/${t.config.apiHead}/coin/member/getMemberInfo`);
    expect(info.security).toEqual([{ basic: [], bladeAuth: [] }]);
    const answer = info.responses['200']?.content?.['application/json']?.schema as { properties: Record<string, { anyOf?: Array<{ properties?: object }> }> };
    expect(Object.keys(answer.properties)).toEqual(['code', 'success', 'data', 'msg']);
    expect(answer.properties.data?.anyOf?.[0]?.properties).toHaveProperty('google_key');

    const device = operation('post', `/api/${t.config.apiHead}/coin/member/deleteDevice/{id}`);
    expect(device.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('answers the token call flat', () => {
    const token = operation('post', '/api/blade-auth/oauth/token');
    const ok = token.responses['200']?.content?.['application/json']?.schema as { required: string[] };
    const refused = token.responses.default?.content?.['application/json']?.schema as { required: string[] };
    expect(ok.required).toContain('access_token');
    expect(refused.required).toEqual(['error_code', 'error_description']);
  });
});

describe('the docs UI', () => {
  it('serves its page and the scripts the page loads', async () => {
    const page = await fetch(`${t.url}${DOCS_PATH}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await fetch(new URL(src, `${t.url}${DOCS_PATH}/`));
      expect(script.status, src).toBe(200);
      // Read to the end: an unread answer keeps its connection busy and the server from closing.
      expect((await script.text()).length, src).toBeGreaterThan(0);
    }
    const spec = await fetch(`${t.url}${DOCS_PATH}/json`);
    expect(((await spec.json()) as Document).paths).toEqual(document.paths);
  });
});
