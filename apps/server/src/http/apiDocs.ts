// The API document (OpenAPI 3.1) at /api/openapi.json, and Swagger UI over it at /api/docs.
//
// A route documents itself with one declaration in its own options, beside its handler:
//   app.get(path, { config: { doc: { summary, auth: 'member', query: pageQuery, answer: loginLogPage } } }, handler)
// naming the same zod schemas its handler parses with (http/validate.ts parse) and the contract's
// answer schema (@exchange/contract/answers/*); routeDoc.ts says what a doc holds.
//
// Why this shape and not Fastify's `schema` option: handlers parse inside, with the contract's
// rules and wording, and services parse their own bodies. Declaring zod schemas as Fastify
// schemas would need a zod validator compiler, an error mapping and typed handlers in every module
// at once, and Fastify would then serialise answers through the response schema, dropping any
// field it does not list. `config` is where Fastify keeps what plugins read about a route:
// @fastify/swagger sees every route through its onRoute hook and its `transform` (openapi.ts)
// turns `config.doc` into the operation, so the document is generated from the schemas the
// handlers use. A route without a doc is left out of the document, and apiDocs.test.ts fails for
// it; the fuzz test (apiFuzz.test.ts) sends bad input to every route the document lists.
//
// Registered before the domain routes (its hook must see them). The UI's page loads its scripts
// and style sheets from /api/docs/static (no inline script, no eval), but its React code inserts
// one <style> element and shows data: SVG images: a Content-Security-Policy on /api/docs needs
// style-src 'self' 'unsafe-inline' (or that style's hash, which changes with swagger-ui) and
// img-src 'self' data: (checked in Chromium: with those, no violation; without, the style is blocked).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { operationOf, tagOf } from './openapi.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

export const registerApiDocs = async (app: FastifyInstance, config: Config) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brand} API`,
        version: '1',
        description: `Every business call answers the envelope { code, success, data, msg } (the token call answers flat). Send Authorization: Basic base64(clientId:clientSecret) on every call, Blade-Auth: bearer <access_token> when logged in, and the language in the ${config.langHeader} header.`,
      },
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic', description: 'The client id and secret (CLIENT_ID, CLIENT_SECRET)' },
          bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: 'bearer <access_token> from the token call' },
        },
      },
      security: [{ basic: [] }],
    },
    transform: ({ schema, url, route }) => {
      const doc = route.config?.doc;
      // Undocumented routes stay out; the static files' and the UI's own routes are hidden already.
      if (!doc) return { schema: { ...schema, hide: true }, url };
      return { schema: operationOf(doc, tagOf(url, config.apiHead)), url };
    },
  });

  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { validatorUrl: null, deepLinking: true, tagsSorter: 'alpha' } });

  app.get(
    OPENAPI_PATH,
    { config: { doc: { summary: 'This document', answer: z.looseObject({ openapi: z.string(), info: z.object({}).loose(), paths: z.record(z.string(), z.unknown()) }), flat: true } } },
    () => app.swagger(),
  );
};
