// The web under the server's security headers (apps/server/src/http/securityHeaders.ts), in
// Chromium: the home page, the exchange page and a logged-in page (the API keys, with their Delete
// buttons) load with no Content-Security-Policy violation and the live channel connects under it;
// and a page of another site cannot frame the web.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';
import { registerMember } from './support/member.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Sent as source text, so the test's own transform cannot wrap it in helpers the page lacks.
const RECORD_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
`;
const violations = (page: Page) => page.evaluate<string[]>('window.__violations');

describe('the content security policy', () => {
  it('lets the home page, the exchange page and a member’s page run, and the live channel connect', async () => {
    const { page, context, errors } = await openTab(browser);
    await context.addInitScript(RECORD_VIOLATIONS);
    let liveFrames = 0;
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname === '/mqtt') socket.on('framereceived', () => liveFrames++);
    });

    const home = await page.goto('/home/index');
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByText('BTC/USDT').first().waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto('/exchange/full-screen/BTC_USDT');
    await page.getByRole('form', { name: 'Buy BTC' }).waitFor();
    // The broker's CONNACK, then market data on the subscribed topics.
    await expect.poll(() => liveFrames, { timeout: 20_000 }).toBeGreaterThan(2);
    expect(await violations(page)).toEqual([]);

    await registerMember(page, 'csp');
    await page.goto('/account/center/security/api');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the web out of another site’s frames', async () => {
    const { page, context } = await openTab(browser);
    const target = `${inject('baseUrl')}/account/center/security/api`;
    // Another origin, on this machine (Chromium refuses a page from the internet a frame of 127.0.0.1 anyway).
    const elsewhere = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${target}"></iframe>`));
    await new Promise<void>((listening) => elsewhere.listen(0, '127.0.0.1', listening));
    const framed = page.waitForResponse(target);
    await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
    const frame = page.frames()[1];
    // Chromium replaces a refused frame's document with its error page: none of the web runs there.
    await expect.poll(() => frame?.evaluate('document.getElementById("root") === null')).toBe(true);
    expect((await framed).headers()['x-frame-options']).toBe('DENY');
    await context.close();
    elsewhere.close();
  });
});
