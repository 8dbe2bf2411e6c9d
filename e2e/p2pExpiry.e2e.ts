// A P2P order left unpaid cancels itself (issue 24): on a server of its own whose payment window is
// 45 seconds (OTC_PAY_WINDOW_SECONDS; the run's shared server keeps the advert's minutes), the demo
// member orders from the demo merchant's sell advert and does not pay. The server's expiry timer
// cancels the order; both parties' pages say so live, and the escrow is back on the advert and on
// the merchant wallet's locked balance, the member's spot balance untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './support/browser.ts';
import { dismissKycPrompt } from './support/member.ts';
import { chatLine, DEMO_MEMBER, DEMO_PASSWORD, logIn, md5, MERCHANT, ok, p2pApi, TRADE_PASSWORD } from './support/p2p.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** The payment window: long enough for both pages to open on a loaded machine before it passes. */
const WINDOW_SECONDS = 45;
let browser: Browser;
let server: RunningServer;
let p2p: ReturnType<typeof p2pApi>;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  // The shared server's setup has just built the server: start this one from that build, quiet markets.
  // Both at once, but each kept as it comes: a failed launch must not leave the server running.
  const started = await Promise.allSettled([
    launch().then((b) => (browser = b)),
    startServer({ SIMULATOR: 'off', OTC_PAY_WINDOW_SECONDS: String(WINDOW_SECONDS), OTC_EXPIRE_EVERY_MS: '1000' }, { build: false, withinMs: 280_000 }).then((s) => (server = s)),
  ]);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  p2p = p2pApi(server.baseUrl, server.dataDir);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

const tab = async (): Promise<{ page: Page; errors: string[] }> => {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 860 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
};

const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('P2P payment window', () => {
  it('an unpaid order cancels itself when the window passes, and the escrow returns to the advert', async () => {
    const merchantToken = await p2p.readyMerchant('50');
    const advert = await ok(p2p.api<{ id: string }>(merchantToken, 'POST', 'advertise/create', { direction: '2', coin: 'USDT', fiat: 'CNY', price: '7.20', total: '20', minAmount: '10', maxAmount: '144', payKinds: ['1'], payMinutes: 10, terms: 'Expiry journey' }));
    const merchantBefore = await p2p.usdtOf(merchantToken, '8');

    const buyer = await tab();
    await logIn(buyer.page, DEMO_MEMBER, DEMO_PASSWORD);
    await dismissKycPrompt(buyer.page);
    const buyerToken = await p2p.tokenOf(DEMO_MEMBER, DEMO_PASSWORD);
    await p2p.ensureTradePassword(buyerToken, DEMO_PASSWORD);
    await p2p.verify(buyerToken, DEMO_MEMBER);
    const spotBefore = await p2p.usdtOf(buyerToken, '1');
    // The merchant is logged in before the order exists: the window runs from the order on.
    const seller = await tab();
    await logIn(seller.page, MERCHANT, DEMO_PASSWORD);

    const orderId = await ok(p2p.api<string>(buyerToken, 'POST', 'buy/submit_order', { advertiseId: advert.id, coinCou: '10', tradePwd: md5(TRADE_PASSWORD) }));
    await buyer.page.goto(`/otc/order?id=${orderId}`);
    await buyer.page.getByRole('timer', { name: 'Time left to pay' }).waitFor({ timeout: 30_000 });
    await seller.page.goto(`/merchant/deal?id=${orderId}`);
    await seller.page.getByRole('heading', { name: /Waiting for payment/ }).waitFor({ timeout: 30_000 });
    // While it waits, the 10 USDT are the order's, no longer the advert's.
    const mine = async () => (await ok(p2p.api<{ records: Array<{ id: string; remaining: string }> }>(merchantToken, 'GET', 'advertise/mine'))).records.find((r) => r.id === advert.id)!;
    expect((await mine()).remaining).toBe('10');

    // Nobody pays: the window passes and the server cancels the order; both pages hear it.
    for (const page of [buyer.page, seller.page]) {
      await page.getByRole('heading', { name: /Cancelled/ }).waitFor({ timeout: 90_000 });
      await chatLine(page, 'The payment window passed; the order was cancelled').waitFor({ timeout: 15_000 });
    }
    expect(await buyer.page.getByRole('button', { name: 'I have paid' }).count()).toBe(0);
    const paid = await p2p.api(buyerToken, 'POST', `buy/pay/${orderId}`);
    expect(paid.code).not.toBe(200);

    // The escrow is back: on the advert's remainder, still locked on the merchant wallet; the member's balance untouched.
    expect((await mine()).remaining).toBe('20');
    expect(await p2p.usdtOf(merchantToken, '8')).toEqual(merchantBefore);
    expect(await p2p.usdtOf(buyerToken, '1')).toEqual(spotBefore);
    expect(unexpected(buyer.errors)).toEqual([]);
    expect(unexpected(seller.errors)).toEqual([]);
  }, 300_000);
});
