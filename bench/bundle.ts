// bundle: the gzip size of the JavaScript a browser loads for /home/index, against a 150 KB
// budget. Measured by loading the page in headless Chromium against a real server and gzipping
// every script response it received (so lazy chunks the route pulls in count; ones it does not,
// do not). Last line: "bundle: <KB> KB gz, <ratio> of budget".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { loadConfig } from '../apps/server/src/config.ts';
import { createExchange } from '../apps/server/src/exchange.ts';

const BUDGET_KB = 150;
const root = resolve(import.meta.dirname, '..');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

if (!existsSync(join(root, 'apps/web/dist/index.html')) || process.argv.includes('--build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', MQTT_URL: '', SIMULATOR: 'off' });
const exchange = await createExchange(config, { logger: false });
await exchange.app.listen({ port: 0, host: '127.0.0.1' });
const address = exchange.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (type !== 'script' && !url.endsWith('.js')) return;
    try {
      scripts.set(url, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      /* a response without a body (redirect) carries no script */
    }
  });
  await page.goto(`${base}/home/index`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const rows = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
  for (const [url, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  const totalKb = rows.reduce((sum, [, size]) => sum + size, 0) / 1024;
  console.log(`bundle: ${totalKb.toFixed(1)} KB gz, ${(totalKb / BUDGET_KB).toFixed(2)} of budget`);
} finally {
  await browser.close();
  await exchange.close();
  rmSync(dataDir, { recursive: true, force: true });
}
