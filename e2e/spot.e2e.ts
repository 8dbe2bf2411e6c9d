// Spot trading on /exchange/full-screen/BTC_USDT against the simulated market (issue 4): a new
// member finds the demo grant, buys at market and sees the fill and the balances move; places a
// limit sell above the market, finds it in the book and the open orders, cancels it and gets the
// coins back; and watches a stop order fire when the live price crosses its trigger. Each journey
// registers a member of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';
import { registerMember } from './support/member.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PAIR_PATH = '/exchange/full-screen/BTC_USDT';
/** The demo grant every new member gets on the spot account. */
const GRANT = 10_000;

/** A figure as the page shows it ("67012.34", "0.00150") as a number. */
const numberIn = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d.-]/g, '') || NaN);
/** How the order lists show a price: the decimal without trailing zeros ("67020.10" → "67020.1"). */
const plain = (price: string) => String(Number(price));
/** A price in cents back to the pair's two decimals. */
const fromCents = (cents: number) => (cents / 100).toFixed(2);

const openPair = async (page: Page) => {
  await page.goto(PAIR_PATH);
  await page.getByRole('form', { name: 'Buy BTC' }).waitFor();
};

const buyForm = (page: Page) => page.getByRole('form', { name: 'Buy BTC' });
const sellForm = (page: Page) => page.getByRole('form', { name: 'Sell BTC' });
const orderType = (page: Page, name: 'Limit' | 'Market' | 'Stop-limit') =>
  page.getByRole('tablist', { name: 'Order type' }).getByRole('tab', { name, exact: true }).click();

/** "Available" or "In orders" of one coin in the Balances panel. */
const balance = (page: Page, coin: 'BTC' | 'USDT', line: 'Available' | 'In orders') =>
  page.getByRole('region', { name: 'Balances' }).locator(`dl[aria-label="${coin}"] dt:text-is("${line}") + dd`);

const lastPrice = (page: Page) => numberIn(page.locator('dt:text-is("Last price") + dd'));

/** The member's lists under the chart. */
const listTab = (page: Page, name: 'Open orders' | 'Order history' | 'Trade history') => page.getByRole('tab', { name, exact: true }).click();
const openOrders = (page: Page) => page.getByRole('table', { name: 'Open orders' });
const orderRow = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

/** Buys BTC at market by money and waits for the coins to arrive. */
const marketBuy = async (page: Page, money: string) => {
  const usdtBefore = await numberIn(balance(page, 'USDT', 'Available'));
  await orderType(page, 'Market');
  const form = buyForm(page);
  await expect(form.getByLabel('Price', { exact: true }).inputValue()).resolves.toBe('Market');
  await form.getByLabel('Total', { exact: true }).fill(money);
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  await expect.poll(() => numberIn(balance(page, 'BTC', 'Available')), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => numberIn(balance(page, 'USDT', 'Available')), { timeout: 20_000 }).toBeLessThan(usdtBefore);
};

/** Console errors other than the 4xx answers of intentional checks. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('spot trading on BTC/USDT', () => {
  it('a new member sees the demo grant, buys at market and sees the fill and the balances change', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'spotbuy');
    await openPair(page);

    // The grant is there before anything is traded: in the buy form and in the balances panel.
    await expect.poll(() => numberIn(balance(page, 'USDT', 'Available')), { timeout: 15_000 }).toBe(GRANT);
    await expect.poll(() => buyForm(page).locator('p', { hasText: 'Available' }).textContent()).toMatch(/10000(\.0+)? USDT/);
    expect(await numberIn(balance(page, 'BTC', 'Available'))).toBe(0);

    await marketBuy(page, '100');
    const usdt = await numberIn(balance(page, 'USDT', 'Available'));
    expect(usdt).toBeGreaterThanOrEqual(GRANT - 100);
    expect(usdt).toBeLessThan(GRANT);
    expect(await numberIn(balance(page, 'USDT', 'In orders'))).toBe(0);

    await listTab(page, 'Trade history');
    const fill = orderRow(page.getByRole('table', { name: 'Trade history' }), 'BTC/USDT').filter({ hasText: 'Buy' }).filter({ hasText: 'Taker' });
    await fill.first().waitFor({ timeout: 15_000 });
    await listTab(page, 'Order history');
    await orderRow(page.getByRole('table', { name: 'Order history' }), 'Market').filter({ hasText: 'Filled' }).first().waitFor({ timeout: 15_000 });

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('places a limit sell above the market, finds it in the book and the open orders, and cancels it', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'spotlimit');
    await openPair(page);
    await expect.poll(() => numberIn(balance(page, 'USDT', 'Available')), { timeout: 15_000 }).toBe(GRANT);
    await marketBuy(page, '100');
    const btc = await numberIn(balance(page, 'BTC', 'Available'));

    await expect.poll(() => lastPrice(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const price = fromCents(Math.round(Math.round((await lastPrice(page)) * 100) * 1.2));
    await orderType(page, 'Limit');
    const form = sellForm(page);
    await form.getByLabel('Price', { exact: true }).fill(price);
    await form.getByLabel('Amount', { exact: true }).fill('0.001');
    await form.getByRole('button', { name: 'Sell BTC' }).click();

    // The coins it may sell are held while it rests.
    await expect.poll(() => numberIn(balance(page, 'BTC', 'In orders')), { timeout: 15_000 }).toBe(0.001);
    expect(await numberIn(balance(page, 'BTC', 'Available'))).toBeCloseTo(btc - 0.001, 8);

    // Its price level is on the asks side of the book (the asks-only view shows the deeper levels).
    await page.getByRole('group', { name: 'Order book view' }).getByRole('button', { name: 'Asks' }).click();
    const level = page.getByRole('list', { name: 'Asks' }).getByRole('button', { name: price, exact: true });
    await level.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('list', { name: 'Bids' }).getByRole('button', { name: price, exact: true }).count()).toBe(0);

    await listTab(page, 'Open orders');
    const row = orderRow(openOrders(page), plain(price));
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Limit.*Sell.*0 \/ 0\.001.*Open/);

    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByText('Orders cancelled: 1').waitFor();
    await page.getByText('No open orders.').waitFor();
    await expect.poll(() => numberIn(balance(page, 'BTC', 'In orders')), { timeout: 15_000 }).toBe(0);
    expect(await numberIn(balance(page, 'BTC', 'Available'))).toBeCloseTo(btc, 8);
    await level.waitFor({ state: 'detached', timeout: 15_000 });

    await listTab(page, 'Order history');
    await orderRow(page.getByRole('table', { name: 'Order history' }), plain(price)).filter({ hasText: 'Cancelled' }).waitFor();

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a stop order waits, then fires when the live price crosses its trigger', { timeout: 300_000 }, async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'spotstop');
    await openPair(page);
    await expect.poll(() => numberIn(balance(page, 'USDT', 'Available')), { timeout: 15_000 }).toBe(GRANT);
    // Some BTC, in case the stop has to be a sell.
    await marketBuy(page, '100');
    await orderType(page, 'Stop-limit');
    await listTab(page, 'Open orders');
    for (const form of [buyForm(page), sellForm(page)]) await form.getByLabel('Amount', { exact: true }).fill('0.001');

    // The simulator trades this pair at its best bid or its best ask (whichever side its taker
    // picks) around a slowly walking price, and comes back to the pair no sooner than every 4 s
    // (one market per 150 ms, round robin). So: right after a simulated trade, a trigger halfway
    // between the best bid and ask is a buy stop above the last price when that trade hit the bid
    // (a sell stop below it when it hit the ask). It cannot fire before the list shows it
    // waiting, and fires on the first trade on the other side, within a few of the pair's steps.
    const topTrade = page.getByRole('list', { name: 'Recent trades' }).getByRole('listitem').first();
    await expect.poll(() => topTrade.textContent(), { timeout: 30_000 }).not.toBe('');
    // Twice: the first change may still be this member's own market buy arriving.
    for (let i = 0; i < 2; i++) {
      const seen = await topTrade.textContent();
      await expect.poll(() => topTrade.textContent(), { timeout: 60_000, interval: 50 }).not.toBe(seen);
    }
    const last = Math.round((await numberIn(topTrade.getByRole('button'))) * 100);
    const levels = async (side: 'Asks' | 'Bids') => (await page.getByRole('list', { name: side }).getByRole('button').allTextContents()).filter(Boolean).map((p) => Math.round(Number(p) * 100));
    // The market maker requotes every level on each step, so a depth frame can catch a side empty.
    let [asks, bids] = [[0], [0]];
    const bothSides = async () => Math.min((asks = await levels('Asks')).length, (bids = await levels('Bids')).length);
    await expect.poll(bothSides, { timeout: 3_000, interval: 50 }).toBeGreaterThan(0);
    const mid = Math.round((Math.min(...asks) + Math.max(...bids)) / 2);
    const buy = last < mid;
    const trigger = fromCents(mid);
    const form = buy ? buyForm(page) : sellForm(page);
    await form.getByLabel('Trigger price', { exact: true }).fill(trigger);
    // The limit is 1 % through the trigger, so the fired order trades at once.
    await form.getByLabel('Price', { exact: true }).fill(fromCents(Math.round(mid * (buy ? 1.01 : 0.99))));
    await form.getByRole('button', { name: buy ? 'Buy BTC' : 'Sell BTC' }).click();

    const stop = orderRow(openOrders(page), `Trigger ${plain(trigger)}`);
    await stop.waitFor();
    await expect(stop.textContent()).resolves.toMatch(new RegExp(`Stop-limit${buy ? 'Buy' : 'Sell'}.*0 / 0\\.001.*Waiting for trigger`));
    // It already holds what its limit order will need.
    if (buy) expect(await numberIn(balance(page, 'USDT', 'In orders'))).toBeGreaterThan(0);
    else expect(await numberIn(balance(page, 'BTC', 'In orders'))).toBe(0.001);

    // The live price crosses it: it leaves the waiting state, and its limit order fills.
    await stop.waitFor({ state: 'detached', timeout: 150_000 });
    await listTab(page, 'Order history');
    const done = orderRow(page.getByRole('table', { name: 'Order history' }), `Trigger ${plain(trigger)}`);
    await done.waitFor({ timeout: 15_000 });
    await expect(done.textContent()).resolves.toMatch(/Stop-limit.*0\.001 \/ 0\.001.*Filled/);
    await expect.poll(() => numberIn(balance(page, buy ? 'USDT' : 'BTC', 'In orders')), { timeout: 15_000 }).toBe(0);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
