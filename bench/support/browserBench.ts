// What the browser benches share: the built web served by a real exchange (embedded default,
// simulator off, a temporary data directory), Debian's Chromium, and the frame and long-task
// count taken inside the page.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createExchange, type Exchange } from '../../apps/server/src/exchange.ts';

const root = resolve(import.meta.dirname, '..', '..');

export interface BenchServer {
  exchange: Exchange;
  base: string;
  close(): Promise<void>;
}

/** Builds the web when it is missing (or when asked), then serves it with a real exchange on a free port. */
export const startBenchServer = async ({ rebuild = false } = {}): Promise<BenchServer> => {
  if (rebuild || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', MQTT_URL: '', SIMULATOR: 'off' });
  const exchange = await createExchange(config, { logger: false });
  await exchange.app.listen({ port: 0, host: '127.0.0.1' });
  const address = exchange.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    exchange,
    base,
    async close() {
      await exchange.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

/** Animation frames per second and long tasks (over 50 ms) inside the page for `ms`. */
export const measureFrames = async (page: Page, ms: number): Promise<{ fps: number; longTasks: number }> =>
  // Sent as source text: tsx would wrap a function literal in helpers the page does not have.
  (await page.evaluate(`new Promise((done) => {
    let frames = 0;
    let longTasks = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.duration > 50) longTasks++;
    });
    observer.observe({ type: 'longtask', buffered: false });
    const start = performance.now();
    const frame = () => {
      frames++;
      if (performance.now() - start < ${ms}) requestAnimationFrame(frame);
      else {
        observer.disconnect();
        done({ fps: (frames * 1000) / (performance.now() - start), longTasks });
      }
    };
    requestAnimationFrame(frame);
  })`)) as { fps: number; longTasks: number };

/** Calls `send(n)` for every message due at `perSecond` since the start, from a 10 ms timer. */
export const publishAtRate = (perSecond: number, send: (n: number) => void): { stop(): number } => {
  let n = 0;
  const started = Date.now();
  // Every tick sends what the elapsed time calls for, so a late timer does not lower the rate.
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) * perSecond) / 1000);
    while (n < due) send(n++);
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.round((n * 1000) / (Date.now() - started));
    },
  };
};
