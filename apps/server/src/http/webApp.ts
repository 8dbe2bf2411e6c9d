// Serves the built web: static files, and index.html (with the runtime config injected) for every
// other GET that is not an API call, so client-side routes survive a reload.
//
// Files are sent as the build compressed them (x.js.br, x.js.gz: apps/web/build/precompress.ts)
// to a browser that takes either. Hashed assets (assets/name-[hash].js) never change under their
// name, so browsers keep them a year without asking again; everything else, index.html first,
// is revalidated on every use (no-cache: a new build is seen at once, an unchanged file costs a 304).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CONTENT_IMAGES_PATH, UPLOADS_PATH, fail } from '@exchange/contract';
import type { Config } from '../config.ts';

const HASHED = 'public, max-age=31536000, immutable';
/** Paths the server answers itself (calls, members' uploads, content images): a miss there is a 404 envelope, never the app. */
const SERVED = ['/api/', `${UPLOADS_PATH}/`, `${CONTENT_IMAGES_PATH}/`];
const isServed = (path: string) => SERVED.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
const REVALIDATE = 'no-cache';

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
  // index.html below instead of the static plugin's directory handling. Source maps, should a
  // build have them, are not among them: they would hand out the web's source.
  if (built)
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      decorateReply: false,
      // The compressed copies are sent in place of their file, never by a URL of their own.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', relative(config.webDist, path).startsWith(`assets${sep}`) ? HASHED : REVALIDATE),
    });
  let page: string | undefined;
  const indexHtml = () => (page ??= injectConfig(readFileSync(indexFile, 'utf8'), config));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isServed(path) || request.method !== 'GET')
      return reply.status(404).send(fail(`Unknown call: ${request.method} ${path}`, 404));
    // A missing file (a chunk of an older build, a typo) is a 404, not the app: a browser that
    // gets HTML for a script cannot show the chunk-load retry screen.
    if (/\.[A-Za-z0-9]{1,8}$/.test(path)) return reply.status(404).type('text/plain').send('Not found');
    if (!built)
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    return reply.type('text/html').header('cache-control', REVALIDATE).send(indexHtml());
  });
};
