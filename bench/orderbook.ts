// orderbook: the spot exchange page (/exchange/full-screen/BTC_USDT) in headless Chromium while the
// live channel carries 200 depth updates and 100 trades a second for the pair. A real server and
// broker deliver them (simulator off, so only these messages move the page). Over 10 s the page
// counts animation frames and long tasks; then, with the messages still flowing, the bench types
// a price into the limit buy form and takes the Event Timing entries of those key presses: the
// input delay is the longest time from a key press to the frame that showed it.
// BENCH_SCREENSHOT=<png> saves the page as measured; BENCH_TRACE=<json> records a Chromium trace of
// the typing (open it in Perfetto).
// Last line: "orderbook: <fps> fps, <n> long tasks over 50 ms, input delay <ms> ms".
// Goal: 55 fps or more, no long task over 50 ms, typing under 50 ms.
import { TOPIC, type DepthPayload, type PriceLevel, type TradeRow } from '@exchange/contract';
import { measureFrames, publishAtRate, startBenchServer } from './support/browserBench.ts';
import { launchBenchBrowser } from './support/cdpBrowser.ts';

const PAIR = 'BTC/USDT';
const DEPTH_PER_SECOND = 200;
const TRADES_PER_SECOND = 100;
const LEVELS = 50;
const MEASURE_MS = 10_000;

const server = await startBenchServer();
const { exchange, base } = server;
const browser = await launchBenchBrowser();
// The limit buy form's price field, found as a user would: the first decimal input labelled "Price".
const PRICE_FIELD = `[...document.querySelectorAll('input[inputmode=decimal]')].find((input) => /price/i.test(input.labels?.[0]?.textContent ?? ''))`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TYPED = '64999.55';
const publishers: Array<ReturnType<typeof publishAtRate>> = [];
try {
  const page = await browser.newPage({ width: 1440, height: 900 });
  await page.goto(`${base}/exchange/full-screen/BTC_USDT`);
  await page.waitFor(PRICE_FIELD, 60_000);
  await sleep(1000);

  // The page took its snapshot at the server's seq; the bench continues from there.
  const snapshot = exchange.markets.hub.depth(exchange.markets.hub.get('xh', PAIR)!);
  let seq = snapshot.seq;
  const level = (n: number, i: number, side: 1 | -1): PriceLevel => [(65000 + side * (i + 1) * 0.5 + ((n * 13) % 7) * 0.01).toFixed(2), ((((n + i) * 37) % 5000) / 1000 + 0.001).toFixed(4)];
  publishers.push(
    publishAtRate(DEPTH_PER_SECOND, (n) => {
      const depth: DepthPayload = {
        symbolName: PAIR,
        seq: ++seq,
        buyItems: Array.from({ length: LEVELS }, (_, i) => level(n, i, -1)),
        sellItems: Array.from({ length: LEVELS }, (_, i) => level(n, i, 1)),
      };
      exchange.live.publisher.publish(TOPIC.depth('xh', PAIR), depth);
    }),
    publishAtRate(TRADES_PER_SECOND, (n) => {
      const trade: TradeRow = { id: `bench-${n}`, price: (65000 + ((n * 17) % 200) / 10 - 10).toFixed(2), amount: (((n * 31) % 900) / 1000 + 0.001).toFixed(4), direction: n % 2 ? '1' : '2', time: Date.now() };
      exchange.live.publisher.publish(TOPIC.trade('xh', PAIR), [trade]);
    }),
  );
  await sleep(1000);
  if (process.env.BENCH_SCREENSHOT) await page.screenshot(process.env.BENCH_SCREENSHOT);
  const frames = await measureFrames(page, MEASURE_MS);

  // Each slow key press split into its wait for the main thread, its handlers, and the wait for the
  // frame that showed it: which part grew says where to look.
  await page.evaluate(`(() => {
    window.__keys = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'keydown' || e.name === 'keypress' || e.name === 'keyup')
        window.__keys.push({ duration: e.duration, wait: e.processingStart - e.startTime, handlers: e.processingEnd - e.processingStart });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  })()`);
  const typing = async () => {
    await page.click(PRICE_FIELD);
    await page.evaluate(`${PRICE_FIELD}.select()`);
    await page.press('Backspace');
    for (const key of TYPED) {
      await page.press(key);
      await sleep(120);
    }
    await sleep(500);
  };
  await (process.env.BENCH_TRACE ? browser.trace(process.env.BENCH_TRACE, typing) : typing());
  // Entries under the 16 ms threshold are not reported: no entry means every key took less.
  const keys = await page.evaluate<Array<{ duration: number; wait: number; handlers: number }>>('window.__keys');
  const slowest = keys.toSorted((a, b) => b.duration - a.duration)[0];
  const inputDelay = slowest?.duration ?? 16;
  if (slowest) console.log(`slowest key press: ${Math.round(slowest.wait)} ms waiting, ${Math.round(slowest.handlers)} ms in handlers, ${Math.round(slowest.duration - slowest.wait - slowest.handlers)} ms to its frame`);
  const rates = publishers.map((p) => p.stop());
  publishers.length = 0;
  console.log(`published: ${rates[0]} depth updates and ${rates[1]} trades a second; typed value ${await page.evaluate<string>(`${PRICE_FIELD}.value`)}; DOM changes seen: ${frames.changes}`);
  console.log(`orderbook: ${frames.fps.toFixed(1)} fps, ${frames.longTasks} long tasks over 50 ms, input delay ${Math.round(inputDelay)} ms`);
} finally {
  for (const p of publishers) p.stop();
  await browser.close();
  await server.close();
}
