// Security headers, helmet's, on every answer: the web's pages may not be framed by another site
// (a page of another origin framed the logged-in API keys page, Delete buttons and all), run no
// script but the web's own files, send no referrer, and no answer is sniffed as another type.
//
// The policy is what the built web needs and no more: scripts from this origin only (index.html's
// config block is JSON, which is not run; the web sets Zod to validate without `new Function`,
// apps/web/src/lib/jitlessZod.ts), the live channel's WebSocket to this origin's /mqtt ('self'
// covers ws: and wss: on the same host), images also from data: and blob: URLs (QR codes,
// previews of a picked file). Styles need 'unsafe-inline': the toasts (sonner), the dialogs'
// scroll lock (Radix) and the charts (lightweight-charts) insert <style> elements at run time.
//
// Helmet's middleware is run once, on a response of no request, to learn its headers; each answer
// then gets them in one call. @fastify/helmet builds the middleware anew for every request: on a
// hello-world route (server CPU per request, three rounds on a busy 2-core machine) it added about
// 9 µs to about 17, helmet's middleware made once about 5, its headers set this way about 3. An
// API answer (/api/…) is JSON that no browser renders, so it carries nosniff alone, which measured
// within the noise of none: the order path does not pay for the pages' policy.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const helmetHeaders = (): Record<string, string> => {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  })(response.req, response, () => {});
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
};

export const registerSecurityHeaders = (app: FastifyInstance) => {
  const page = helmetHeaders();
  const api = { 'x-content-type-options': 'nosniff' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : page);
    done();
  });
};
