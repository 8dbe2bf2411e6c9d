// markets-page: /market/main in headless Chromium with 500 symbols while the live channel carries
// 2000 ticker messages a second (all_symbol_detail, one changed symbol each). A real server and
// broker deliver the messages; the market-list calls are answered with the 500 synthetic rows by
// the browser's request routing. Over 10 s the page counts animation frames and long tasks.
// Last line: "markets-page: <fps> fps, <n> long tasks over 50 ms". Goal: 55 fps, none.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { TOPIC, type MarketRow, type SymbolDetail } from '@exchange/contract';
import { loadConfig } from '../apps/server/src/config.ts';
import { createExchange } from '../apps/server/src/exchange.ts';

const SYMBOLS = 500;
const MESSAGES_PER_SECOND = 2000;
const MEASURE_MS = 10_000;
const root = resolve(import.meta.dirname, '..');

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const names = Array.from({ length: SYMBOLS }, (_, i) => `C${String(i).padStart(3, '0')}/USDT`);
const row = (symbolName: string, i: number): MarketRow => ({
  id: String(1000 + i),
  symbol_name: symbolName,
  coin_symbol: symbolName.split('/')[0]!,
  avatar: '/content/images/coins/usdt.svg',
  close: (100 + i).toFixed(2),
  open: '100.00',
  high: (110 + i).toFixed(2),
  low: '90.00',
  amount: '12345.6',
  vol: '1234567.89',
  zdf: '1.25',
  part_cou: '0',
  full_cou: '0',
  contract_type: '0',
  collect: 0,
});
const rows = names.map(row);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-markets-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', MQTT_URL: '', SIMULATOR: 'off' });
const exchange = await createExchange(config, { logger: false });
await exchange.app.listen({ port: 0, host: '127.0.0.1' });
const address = exchange.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let publisher: NodeJS.Timeout | undefined;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const envelope = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, success: true, data, msg: 'success' }) });
  await page.route('**/coin/open/getSpotGoods**', (route) => route.fulfill(envelope(rows)));
  await page.route('**/coin/open/getContract**', (route) => route.fulfill(envelope([])));
  await page.route('**/coin/open/market/initData?type=index**', (route) =>
    route.fulfill(envelope({ xh: rows.map((r) => ({ symbol: r.symbol_name.replace('/', '_'), symbolName: r.symbol_name, bzmc: r.coin_symbol, bzicon: r.avatar, close: r.close, zdf: r.zdf, cjl: r.amount, cje: r.vol, priceScale: 2, newCoin: 0 })) })),
  );
  await page.goto(`${base}/market/main`, { waitUntil: 'networkidle' });
  await page.getByText(names[0]!).first().waitFor({ timeout: 30_000 });

  // 2000 messages a second, each one changed symbol; every timer tick sends what the elapsed time
  // calls for, so a late timer does not lower the rate.
  let n = 0;
  const started = Date.now();
  publisher = setInterval(() => {
    const due = Math.floor(((Date.now() - started) * MESSAGES_PER_SECOND) / 1000);
    while (n < due) {
      const i = n++ % SYMBOLS;
      const price = (100 + ((n * 7) % 5000) / 100).toFixed(2);
      const detail: SymbolDetail = { symbolName: names[i]!, type: 'xh', close: price, open: '100.00', high: '160.00', low: '90.00', amount: '12345.6', vol: '1234567.89', zdf: ((Number(price) - 100) / 1).toFixed(2) };
      exchange.live.publisher.publish(TOPIC.allSymbolDetail, [detail]);
    }
  }, 10);

  await page.waitForTimeout(1000);
  // Sent as source text: tsx would wrap a function literal in helpers the page does not have.
  const result = (await page.evaluate(`new Promise((done) => {
    let frames = 0;
    let longTasks = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.duration > 50) longTasks++;
    });
    observer.observe({ type: 'longtask', buffered: false });
    const start = performance.now();
    const frame = () => {
      frames++;
      if (performance.now() - start < ${MEASURE_MS}) requestAnimationFrame(frame);
      else {
        observer.disconnect();
        done({ fps: (frames * 1000) / (performance.now() - start), longTasks });
      }
    };
    requestAnimationFrame(frame);
  })`)) as { fps: number; longTasks: number };
  console.log(`messages published: ${n} (${Math.round((n * 1000) / (Date.now() - started))} a second)`);
  console.log(`markets-page: ${result.fps.toFixed(1)} fps, ${result.longTasks} long tasks over 50 ms`);
} finally {
  if (publisher) clearInterval(publisher);
  await browser.close();
  await exchange.close();
  rmSync(dataDir, { recursive: true, force: true });
}
