// markets-page: /market/main in headless Chromium with 500 symbols while the live channel carries
// 2000 ticker messages a second (all_symbol_detail, one changed symbol each). A real server and
// broker deliver the messages; the server answers the market-list calls with the 500 synthetic
// rows (a hook in front of its routes). Over 10 s the page counts animation frames, long tasks
// and the DOM changes the messages caused. BENCH_SCREENSHOT=<png> saves the page as measured.
// Last line: "markets-page: <fps> fps, <n> long tasks over 50 ms". Goal: 55 fps, none.
import { TOPIC, type MarketRow, type SymbolDetail } from '@exchange/contract';
import type { Exchange } from '../apps/server/src/exchange.ts';
import { measureFrames, publishAtRate, startBenchServer } from './support/browserBench.ts';
import { launchBenchBrowser } from './support/cdpBrowser.ts';

const SYMBOLS = 500;
const MESSAGES_PER_SECOND = 2000;
const MEASURE_MS = 10_000;

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

const indexRows = rows.map((r) => ({ symbol: r.symbol_name.replace('/', '_'), symbolName: r.symbol_name, bzmc: r.coin_symbol, bzicon: r.avatar, close: r.close, zdf: r.zdf, cjl: r.amount, cje: r.vol, priceScale: 2, newCoin: 0 }));
const synthetic: Array<[string, unknown]> = [
  ['/coin/open/getSpotGoods', rows],
  ['/coin/open/getContract', []],
  ['/coin/open/market/initData?type=index', { xh: indexRows }],
];
const answerSynthetic = (exchange: Exchange) =>
  exchange.app.addHook('onRequest', async (request, reply) => {
    const found = synthetic.find(([path]) => request.url.includes(path));
    if (found) return reply.type('application/json').send(JSON.stringify({ code: 200, success: true, data: found[1], msg: 'success' }));
  });

const server = await startBenchServer({ beforeListen: answerSynthetic });
const { exchange, base } = server;
const browser = await launchBenchBrowser();
let publisher: ReturnType<typeof publishAtRate> | undefined;
try {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await page.goto(`${base}/market/main`);
  await page.waitFor(`document.body.innerText.includes(${JSON.stringify(names[0])})`);

  // 2000 messages a second, each one changed symbol.
  publisher = publishAtRate(MESSAGES_PER_SECOND, (n) => {
    const i = n % SYMBOLS;
    const price = (100 + (((n + 1) * 7) % 5000) / 100).toFixed(2);
    const detail: SymbolDetail = { symbolName: names[i]!, type: 'xh', close: price, open: '100.00', high: '160.00', low: '90.00', amount: '12345.6', vol: '1234567.89', zdf: ((Number(price) - 100) / 1).toFixed(2) };
    exchange.live.publisher.publish(TOPIC.allSymbolDetail, [detail]);
  });

  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (process.env.BENCH_SCREENSHOT) await page.screenshot(process.env.BENCH_SCREENSHOT);
  const result = await measureFrames(page, MEASURE_MS);
  const rate = publisher.stop();
  publisher = undefined;
  console.log(`messages published: ${rate} a second; DOM changes seen: ${result.changes}`);
  console.log(`markets-page: ${result.fps.toFixed(1)} fps, ${result.longTasks} long tasks over 50 ms`);
} finally {
  publisher?.stop();
  await browser.close();
  await server.close();
}
