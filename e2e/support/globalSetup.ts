// Starts the real server once for the e2e run: the built web, PGlite in a fresh DATA_DIR, the
// embedded broker, and the simulator (seeded), so markets are alive as a visitor would find them.
// Its log goes to a file, where tests read verification codes from the outbox
// exactly as a developer would. Its DATA_DIR and PORT are provided too, so a spec can run the
// operator's commands (npm run admin) against it as an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/nodeFlags.ts';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

const waitForServer = async (url: string, child: ChildProcess) => {
  // The first start back-fills 30 days of klines for every market: allow for a loaded machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/exchange/cgform-api/getData/languages?pageSize=-521`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not start within 240 s');
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    dataDir: string;
    port: number;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) throw new Error('Build the web first: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-e2e-'));
  const port = await freePort();
  const serverLog = join(dataDir, 'server.log');
  const out = createWriteStream(serverLog);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', MQTT_URL: '', SIMULATOR: 'on', SIMULATOR_SEED: '7', AUTH_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);
  project.provide('dataDir', dataDir);
  project.provide('port', port);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
