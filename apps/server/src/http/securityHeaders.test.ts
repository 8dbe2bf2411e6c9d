// Every answer of the web's origin carries the security headers; an API answer, which no browser
// renders, nosniff alone. Browsers' side of it: e2e/headers.e2e.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createHttpApp } from './app.ts';
import { registerWebApp } from './webApp.ts';

describe('security headers', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'headers-data-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><script id="exchange-config" type="application/json">{}</script>');
    const config = loadConfig({ WEB_DIST: webDist, DATA_DIR: dataDir });
    app = await createHttpApp({ config, verifyAccessToken: async () => null, logger: false });
    await registerWebApp(app, config);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keep the web’s pages out of other sites’ frames, to their own scripts, and without a referrer', async () => {
    for (const url of ['/', '/account/center/security/api', '/index.html']) {
      const { headers } = await app.inject({ url });
      expect(headers, url).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
      expect(String(headers['content-security-policy']).split(';').map((d) => d.trim())).toEqual(
        expect.arrayContaining(["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "connect-src 'self'", "img-src 'self' data: blob:", "object-src 'none'"]),
      );
    }
  });

  it('leave an API answer with nosniff alone', async () => {
    const { statusCode, headers } = await app.inject({ url: '/api/exchange/coin/nothing-here' });
    expect(statusCode).toBe(404);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBeUndefined();
  });
});
