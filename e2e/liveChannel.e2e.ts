// A dropped live channel is not invisible (issue 21): with the page's /mqtt WebSocket cut, the
// header says "Reconnecting…" (a status region, so screen readers hear it) and the ticker, book and
// trades are marked stale; once the socket can connect again the pill goes, the return is announced
// and the book is fresh again with its next depth message. The socket runs through Playwright's
// WebSocket route: passed through to the real broker while the channel is "up", closed at once
// while it is "down".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, WebSocketRoute } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the live channel', () => {
  it('shows that it is reconnecting and marks prices stale until fresh data arrives', { timeout: 180_000 }, async () => {
    const { page, context } = await openTab(browser);
    let down = false;
    const sockets: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
    await page.routeWebSocket(/\/mqtt$/, (ws) => {
      if (down) return void ws.close({ code: 1001, reason: 'cut by the test' });
      sockets.push({ page: ws, server: ws.connectToServer() });
    });
    await page.goto('/exchange/full-screen/BTC_USDT');
    const book = page.getByRole('region', { name: 'Order book' });
    const trades = page.getByRole('region', { name: 'Recent trades' });
    const ticker = page.locator('header:has(h1)');
    const status = page.getByRole('banner').getByRole('status');
    // A loaded machine (CI runs this after the other e2e files) can take longer than the 10 s default
    // to draw the page and connect; what this test is about starts at the cut.
    await book.getByRole('list', { name: 'Bids' }).getByRole('button').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('');

    down = true;
    await Promise.all(sockets.splice(0).flatMap((pair) => [pair.server.close(), pair.page.close({ code: 1001, reason: 'cut by the test' })]));
    await status.getByText('Reconnecting…').waitFor({ timeout: 20_000 });
    await expect(status.textContent()).resolves.toContain('Live prices have stopped updating');
    for (const panel of [book, trades, ticker]) await panel.and(page.locator('[data-stale]')).waitFor({ timeout: 20_000 });

    down = false;
    // Retries back off 1, 2, 4, 8, 16, then 30 s: the next one after the socket is let through comes
    // within 30 s, and its connect and the fresh snapshot may be slow on a loaded machine.
    await status.getByText('Reconnecting…').waitFor({ state: 'detached', timeout: 60_000 });
    await status.getByText('Live prices are updating again.').waitFor({ timeout: 20_000 });
    await book.and(page.locator(':not([data-stale])')).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
