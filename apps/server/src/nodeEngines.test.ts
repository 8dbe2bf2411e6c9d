// The lockfile installs on the oldest Node the README promises (20.19) without an engine warning,
// and the dependents of the versions the root package.json pins for it (overrides) work with them:
// light-my-request (Fastify's inject) with cookie 1, @fastify/static with content-disposition 2.
// Their newer majors ask for Node >=22, so `npm ci` printed EBADENGINE on Node 20.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import semver from 'semver';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.ts';

const OLDEST_NODE = '20.19.0';

describe('installing on Node 20', () => {
  it('asks no package for a newer Node than the oldest the README promises', () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(semver.minVersion(manifest.engines.node)?.version).toBe(OLDEST_NODE);
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } }> };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(OLDEST_NODE, entry.engines.node))
      .map(([path, entry]) => `${path}@${entry.version} (node ${entry.engines?.node})`);
    expect(refusing).toEqual([]);
  });

  describe('the pinned versions’ dependents', () => {
    const root = mkdtempSync(join(tmpdir(), 'pinned-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('inject sends and reads cookies (cookie 1)', async () => {
      const app = Fastify();
      app.get('/', async (request, reply) => reply.header('set-cookie', 'session=abc; Path=/; HttpOnly').send({ cookie: request.headers.cookie }));
      const res = await app.inject({ url: '/', cookies: { theme: 'night', lang: 'en' } });
      expect(res.json()).toEqual({ cookie: 'theme=night; lang=en' });
      expect(res.cookies).toEqual([{ name: 'session', value: 'abc', path: '/', httpOnly: true }]);
      await app.close();
    });

    it('a download names its file (content-disposition 2)', async () => {
      writeFileSync(join(root, 'report ü.csv'), 'a,b\n');
      const app = Fastify();
      await app.register(fastifyStatic, { root, serve: false });
      app.get('/download', (_request, reply) => reply.download('report ü.csv'));
      const res = await app.inject({ url: '/download' });
      expect(res.headers['content-disposition']).toBe(`attachment; filename="report ?.csv"; filename*=UTF-8''report%20%C3%BC.csv`);
      expect(res.body).toBe('a,b\n');
      await app.close();
    });
  });
});
