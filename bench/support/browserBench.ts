// What the browser benches share: the built web served by a real exchange (embedded default,
// simulator off, a temporary data directory), the frame and long-task count taken inside the
// page, and a publisher that keeps a message rate. The browser itself is in cdpBrowser.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createExchange, type Exchange } from '../../apps/server/src/exchange.ts';
import { chromium, type Browser } from 'playwright-core';
import type { BenchPage } from './cdpBrowser.ts';

const root = resolve(import.meta.dirname, '..', '..');

export interface BenchServer {
  exchange: Exchange;
  base: string;
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** Build the web even when a build is there. */
  rebuild?: boolean;
  /** Runs before the server listens: a bench adds the hooks that answer its synthetic data. */
  beforeListen?: (exchange: Exchange) => void;
}

/** Builds the web when it is missing (or when asked), then serves it with a real exchange on a free port. */
export const startBenchServer = async ({ rebuild = false, beforeListen }: BenchServerOptions = {}): Promise<BenchServer> => {
  if (rebuild || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', MQTT_URL: '', SIMULATOR: 'off' });
  const exchange = await createExchange(config, { logger: false });
  beforeListen?.(exchange);
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

/**
 * Playwright's Chromium, for a bench that watches the network (bundle). Page benches use
 * cdpBrowser.ts instead: observing the network costs the renderer a copy of every live message.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

export interface FrameCount {
  fps: number;
  longTasks: number;
  /** DOM changes seen meanwhile: proof that the page really showed the messages. */
  changes: number;
}

/** Animation frames per second, long tasks (over 50 ms) and DOM changes inside the page for `ms`. */
export const measureFrames = (page: BenchPage, ms: number): Promise<FrameCount> =>
  // Sent as source text: tsx would wrap a function literal in helpers the page does not have.
  page.evaluate<FrameCount>(`new Promise((done) => {
    let frames = 0;
    let longTasks = 0;
    let changes = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.duration > 50) longTasks++;
    });
    observer.observe({ type: 'longtask', buffered: false });
    const mutations = new MutationObserver((records) => { changes += records.length; });
    mutations.observe(document.body, { subtree: true, childList: true, characterData: true });
    const start = performance.now();
    const frame = () => {
      frames++;
      if (performance.now() - start < ${ms}) requestAnimationFrame(frame);
      else {
        observer.disconnect();
        mutations.disconnect();
        done({ fps: (frames * 1000) / (performance.now() - start), longTasks, changes });
      }
    };
    requestAnimationFrame(frame);
  })`);

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
