// How the built web and the API's answers travel: files as the build compressed them, hashed
// assets cached for a year, everything else revalidated, source maps and the compressed copies
// never served by their own names, API answers compressed from 1 KB. Against a small built web in
// a temporary WEB_DIST.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createHttpApp } from './app.ts';
import { registerWebApp } from './webApp.ts';

const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;
const HASHED = 'public, max-age=31536000, immutable';

describe('the web’s files and the API’s answers on the wire', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'web-data-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><script id="exchange-config" type="application/json">{}</script>');
    for (const [file, text] of [
      ['assets/index-AbC123.js', SCRIPT],
      ['favicon.svg', ICON],
    ] as const) {
      writeFileSync(join(webDist, file), text);
      writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(webDist, `${file}.gz`), gzipSync(text));
    }
    writeFileSync(join(webDist, 'assets/index-AbC123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    const config = loadConfig({ WEB_DIST: webDist, DATA_DIR: dataDir });
    app = await createHttpApp({ config, verifyAccessToken: async () => null, logger: false });
    app.get('/api/test/large', async () => ({ code: 200, success: true, data: SCRIPT, msg: 'ok' }));
    app.get('/api/test/small', async () => ({ code: 200, success: true, data: 'one order', msg: 'ok' }));
    await registerWebApp(app, config);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset as the build compressed it, brotli first, cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': HASHED, vary: 'accept-encoding' });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': HASHED });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(HASHED);
    expect(plain.body).toBe(SCRIPT);
  });

  it('has every other file and the page revalidated on each use', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
    for (const url of ['/', '/exchange/full-screen/BTC_USDT']) {
      const page = await get(url, 'br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('"apiHead":"exchange"');
    }
  });

  it('answers a missing upload or content image in the envelope, never with the app', async () => {
    for (const url of ['/uploads/', '/uploads', '/content/images/', '/content/images/coins/']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(JSON.parse(answer.body), url).toMatchObject({ code: 404, success: false });
    }
  });

  it('serves neither source maps nor the compressed copies by their own names', async () => {
    for (const url of ['/assets/index-AbC123.js.map', '/assets/index-AbC123.js.br', '/assets/index-AbC123.js.gz']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('compresses an API answer of 1 KB or more, and leaves a small one alone', async () => {
    const large = await get('/api/test/large', 'gzip, deflate, br');
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).data).toBe(SCRIPT);
    const small = await get('/api/test/small', 'gzip, deflate, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: 'one order' });
  });
});
