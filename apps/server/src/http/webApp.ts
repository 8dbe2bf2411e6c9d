// Serves the built web: static files, and index.html (with the runtime config injected) for every
// other GET that is not an API call, so client-side routes survive a reload.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from '@exchange/contract';
import type { Config } from '../config.ts';

const CONFIG_TAG = /<script id="exchange-config" type="application\/json">[\s\S]*?<\/script>/;

const injectConfig = (html: string, config: Config) => {
  const runtime = {
    apiHead: config.apiHead,
    langHeader: config.langHeader,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    brand: config.brand,
  };
  // "<" is escaped so no value can close the script element.
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  return html.replace(CONFIG_TAG, `<script id="exchange-config" type="application/json">${json}</script>`);
};

export const registerWebApp = async (app: FastifyInstance, config: Config) => {
  const indexFile = join(config.webDist, 'index.html');
  const built = existsSync(indexFile);
  // One route per built file (wildcard off): any other path, "/" included, falls through to
  // index.html below instead of the static plugin's directory handling.
  if (built) await app.register(fastifyStatic, { root: config.webDist, index: false, wildcard: false, decorateReply: false });
  let page: string | undefined;
  const indexHtml = () => (page ??= injectConfig(readFileSync(indexFile, 'utf8'), config));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || request.method !== 'GET')
      return reply.status(404).send(fail(`Unknown call: ${request.method} ${path}`, 404));
    // A missing file (a chunk of an older build, a typo) is a 404, not the app: a browser that
    // gets HTML for a script cannot show the chunk-load retry screen.
    if (/\.[A-Za-z0-9]{1,8}$/.test(path)) return reply.status(404).type('text/plain').send('Not found');
    if (!built)
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml());
  });
};
