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
  it('shows that it is reconnecting and marks prices stale until fresh data arrives', async () => {
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
    await book.getByRole('list', { name: 'Bids' }).getByRole('button').first().waitFor();
    await expect(status.textContent()).resolves.toBe('');

    down = true;
    await Promise.all(sockets.splice(0).flatMap((pair) => [pair.server.close(), pair.page.close({ code: 1001, reason: 'cut by the test' })]));
    await status.getByText('Reconnecting…').waitFor();
    await expect(status.textContent()).resolves.toContain('Live prices have stopped updating');
    for (const panel of [book, trades, ticker]) await panel.and(page.locator('[data-stale]')).waitFor();

    down = false;
    await status.getByText('Reconnecting…').waitFor({ state: 'detached', timeout: 40_000 });
    await status.getByText('Live prices are updating again.').waitFor();
    await book.and(page.locator(':not([data-stale])')).waitFor();
    await context.close();
  });
});
