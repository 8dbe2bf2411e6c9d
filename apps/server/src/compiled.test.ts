// The server's build (build.ts) runs as `npm start` runs it: node on dist/main.js, with PGlite on
// its worker thread (dist/pgliteWorker.js) hosting the journal's projection (dist/projection.js),
// seeds read from apps/server/seed, and `npm run admin` (dist/admin.js) sending a command to it
// and, once it has stopped, opening the database itself on the same worker thread. Its log is
// forced readable (LOG_FORMAT=pretty, though piped) and ends its start with the URL and the demo
// logins.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_PATH, SPOT_PATH, TENANT_ID, coinBase, type Envelope, type EntrustRow, type Page, type TokenResponse } from '@exchange/contract';
import { buildServer, DIST_DIR } from '../build.ts';
import { SERVER_NODE_FLAGS } from './nodeFlags.ts';
import { md5 } from './testing/kit.ts';

const REPO = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-compiled-'));
// PGlite on its thread whatever the suite's pass (the PostgreSQL one sets DATABASE_URL).
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MQTT_URL: '', PGLITE_THREAD: 'worker', PORT: '0', HOST: '127.0.0.1', INTERNAL_PORT: '0', SIMULATOR: 'off', SEED_DEMO_USERS: 'on', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' };
const basic = `Basic ${Buffer.from('exchange_web:exchange_web_secret').toString('base64')}`;

/** `npm run admin -- …` from the repository's root, as the README has the operator run it. */
const admin = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: REPO, env, timeout: 120_000 });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
};

describe('the server’s build', () => {
  let server: ChildProcess;
  let url = '';
  const lines: string[] = [];

  beforeAll(async () => {
    await buildServer();
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(DIST_DIR, 'main.js')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    url = await new Promise<string>((ready, fail) => {
      createInterface({ input: server.stdout! }).on('line', (line) => {
        lines.push(line);
        const found = /Exchange ready on (http:\/\/\S+)/.exec(lines.at(-2) ?? '');
        if (found?.[1] && line.includes('Demo logins')) ready(found[1]);
      });
      server.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
    });
  }, 180_000);
  afterAll(() => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs readable lines, the last of its start being the URL and the demo logins', () => {
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines.at(-1)).toMatch(/INFO: Demo logins \(password Demo1234\): demo@exchange\.local \(member\), merchant@exchange\.local \(merchant\)$/);
  });

  it('serves orders through the journal, takes an operator’s command, and leaves the database to the command once stopped', async () => {
    const query = new URLSearchParams({ tenantId: TENANT_ID, grant_type: 'password', username: 'demo@exchange.local', password: md5('Demo1234'), scope: 'all', type: 'account' });
    const login = (await (await fetch(`${url}${AUTH_TOKEN_PATH}?${query}`, { method: 'POST', headers: { authorization: basic, 'tenant-id': TENANT_ID } })).json()) as TokenResponse;
    const headers = { authorization: basic, 'blade-auth': `bearer ${login.access_token}`, 'content-type': 'application/json' };
    const base = `${url}${coinBase('exchange')}`;
    const placed = await fetch(`${base}/${SPOT_PATH.place('xjwt')}`, { method: 'POST', headers, body: JSON.stringify({ exchangeCoinStr: 'BTC/USDT', direction: '1', price: '100', amount: '0.001' }) });
    const order = ((await placed.json()) as Envelope<EntrustRow>).data;
    // A read after the answer sees the order's row: the projection on the database thread wrote it.
    const open = (await (await fetch(`${base}/${SPOT_PATH.entrustLog('now', 'xh', 'all')}`, { headers })).json()) as Envelope<Page<EntrustRow>>;
    expect(open.data.records.map((row) => row.id)).toContain(order.id);

    const deposit = await admin('deposit', '--member', 'demo@exchange.local', '--coin', 'USDT', '--amount', '5');
    expect(deposit, deposit.out).toMatchObject({ code: 0, out: expect.stringContaining('credited') });

    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'internal-url'))).toBe(false);
    const merchant = await admin('make-merchant', 'demo@exchange.local');
    expect(merchant, merchant.out).toMatchObject({ code: 0, out: expect.stringContaining('is now a merchant') });
  }, 240_000);
});
