// bundle: the gzip size of the JavaScript a browser loads for /home/index, against a 150 KB
// budget. Measured by loading the page in headless Chromium against a real server and gzipping
// every script response it received (so lazy chunks the route pulls in count; ones it does not,
// do not). Last line: "bundle: <KB> KB gz, <ratio> of budget".
import { gzipSync } from 'node:zlib';
import { launchChromium, startBenchServer } from './support/browserBench.ts';

const BUDGET_KB = 150;

const server = await startBenchServer({ rebuild: process.argv.includes('--build') });
const browser = await launchChromium();
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
  await page.goto(`${server.base}/home/index`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const rows = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
  for (const [url, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  const totalKb = rows.reduce((sum, [, size]) => sum + size, 0) / 1024;
  console.log(`bundle: ${totalKb.toFixed(1)} KB gz, ${(totalKb / BUDGET_KB).toFixed(2)} of budget`);
} finally {
  await browser.close();
  await server.close();
}
