// Route rules of spec §2: redirects, the remembered invite code, where the footer hides, and every
// route loading without a console error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ALL_ROUTE_PATHS } from '../apps/web/src/app/routePaths.ts';
import { launch, openTab } from './support/browser.ts';
import { watchNetwork } from './support/network.ts';

const ROUTES_PER_TEST = 12;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('routes', () => {
  it('sends an unknown route to /home/index', async () => {
    const { page, context } = await openTab(browser);
    await page.goto('/no/such/page');
    await page.waitForURL('**/home/index');
    await context.close();
  });

  it('remembers invite_code for the session and fills it in on register', async () => {
    const { page, context } = await openTab(browser);
    await page.goto('/market/main?invite_code=FRIEND7');
    await page.goto('/home/index');
    await page.goto('/user/register');
    await expect(page.getByLabel(/Invitation code/).inputValue()).resolves.toBe('FRIEND7');
    await context.close();
  });

  it('hides the footer on /user/ and /exchange/full-screen/ paths only', async () => {
    const { page, context } = await openTab(browser);
    await page.goto('/home/index');
    await page.getByRole('contentinfo').waitFor();
    for (const path of ['/user/login', '/exchange/full-screen/BTC_USDT']) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      expect(await page.getByRole('contentinfo').count()).toBe(0);
    }
    await context.close();
  });

  it('lists every route of the spec', () => {
    expect(ALL_ROUTE_PATHS.length).toBeGreaterThan(60);
  });

  // A dozen routes to a test, so each test's time limit covers a dozen pages however many routes
  // the spec has (every page waits for its network to go quiet), and a failure names its part.
  for (let from = 0; from < ALL_ROUTE_PATHS.length; from += ROUTES_PER_TEST) {
    const paths = ALL_ROUTE_PATHS.slice(from, from + ROUTES_PER_TEST);
    it(`loads routes ${from + 1} to ${from + paths.length} of the spec without a console error`, async () => {
      const { page, context, errors } = await openTab(browser);
      const network = watchNetwork(page);
      const failures: string[] = [];
      for (const path of paths) {
        errors.length = 0;
        await page.goto(path);
        await network.quiet();
        await page.getByRole('main').waitFor();
        const text = (await page.getByRole('main').innerText()).trim();
        if (!text) failures.push(`${path}: empty main`);
        if (errors.length) failures.push(`${path}: ${errors.join(' | ')}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }
});
