// The markets a visitor finds alive: prices move on the home page and the markets page (the
// simulator trades through the real engine), the header search finds BTC and opens its market,
// and a member's favourite star survives a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Waits until the text of the market list differs from what it was: live prices arrived. */
const waitForChange = async (page: Page, region: () => Promise<string>, timeoutMs = 30_000) => {
  const before = await region();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await page.waitForTimeout(500);
    if ((await region()) !== before) return true;
  }
  return false;
};

describe('live markets', () => {
  it('shows prices changing on /home/index', async () => {
    const { page, context, errors } = await openTab(browser);
    await page.goto('/home/index');
    await page.getByText('BTC/USDT').first().waitFor();
    expect(await waitForChange(page, () => page.getByRole('main').innerText())).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows prices changing on /market/main', async () => {
    const { page, context, errors } = await openTab(browser);
    await page.goto('/market/main');
    await page.getByText('ETH/USDT').first().waitFor();
    expect(await waitForChange(page, () => page.getByRole('main').innerText())).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('header search', () => {
  it('finds BTC and opens its market', async () => {
    const { page, context } = await openTab(browser);
    await page.goto('/home/index');
    await page.getByRole('button', { name: 'Search markets' }).click();
    const panel = page.getByRole('dialog', { name: 'Search markets' });
    await panel.getByRole('combobox').fill('BTC');
    const option = panel.getByRole('option', { name: /BTC\/USDT/ }).first();
    await option.waitFor();
    await option.click();
    await page.waitForURL(/\/exchange\/full-screen\/BTC_USDT/);
    await context.close();
  });

  it('closes on an outside click', async () => {
    const { page, context } = await openTab(browser);
    await page.goto('/home/index');
    await page.getByRole('button', { name: 'Search markets' }).click();
    await page.getByRole('dialog', { name: 'Search markets' }).waitFor();
    await page.mouse.click(640, 700);
    await page.getByRole('dialog', { name: 'Search markets' }).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('favourites', () => {
  it('a member stars a pair and finds it under favourites after a reload', async () => {
    const { page, context } = await openTab(browser);
    await page.goto('/user/login');
    await page.getByLabel('Email or phone number').fill('demo@exchange.local');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/home/index');
    // The demo member has never finished the first-login flow, so the KYC prompt comes first.
    const kyc = page.getByRole('dialog', { name: 'Verify your identity' });
    await kyc.waitFor();
    await kyc.getByRole('button', { name: 'Not now' }).click();
    await page.goto('/market/main');
    await page.getByRole('button', { name: 'Add SOL/USDT to favourites' }).click();
    await page.getByRole('button', { name: 'Remove SOL/USDT from favourites' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await page.getByText('SOL/USDT').first().waitFor();
    expect(await page.getByRole('button', { name: 'Remove SOL/USDT from favourites' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('asks a visitor to log in instead', async () => {
    const { page, context } = await openTab(browser);
    await page.goto('/market/main');
    await page.getByRole('button', { name: 'Add ETH/USDT to favourites' }).click();
    await page.waitForURL(/\/user\/login\?redirect=/);
    await context.close();
  });
});
