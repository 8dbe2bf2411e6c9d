// Starts the real server from its build as `npm start` runs it (build.ts): the built web, PGlite in a
// fresh DATA_DIR, the embedded broker. The run's shared server (globalSetup.ts) starts here, and so
// does a journey that needs a server configured otherwise (one per such file, e.g. a short P2P
// payment window). Its log goes to a file in the DATA_DIR, where tests read the outbox.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/nodeFlags.ts';
import { buildServer, DIST_DIR } from '../../apps/server/build.ts';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

const waitForServer = async (url: string, child: ChildProcess, withinMs: number) => {
  const deadline = Date.now() + withinMs;
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
  throw new Error(`the server did not start within ${withinMs / 1000} s`);
};

export interface RunningServer {
  baseUrl: string;
  serverLog: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Builds the server (so it is never older than the source) unless told it is built, and starts it
 * with these settings. With the simulator on, the first start back-fills 30 days of klines for every
 * market: the default wait allows for that on a loaded machine (a shared 2-core box took over 240 s).
 */
export const startServer = async (env: Record<string, string>, options: { build?: boolean; withinMs?: number } = {}): Promise<RunningServer> => {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) throw new Error('Build the web first: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-e2e-'));
  const port = await freePort();
  const serverLog = join(dataDir, 'server.log');
  const out = createWriteStream(serverLog);
  if (options.build !== false) await buildServer();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(DIST_DIR, 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', MQTT_URL: '', AUTH_RATE_LIMIT: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseUrl, child, options.withinMs ?? 420_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    serverLog,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
