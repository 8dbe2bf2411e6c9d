// The keyboard alone (issue 21, item 18): every page opens with a "Skip to content" link that shows
// itself when focused, and on the exchange page a second one takes a member to the order form in a
// few Tab presses (it took about 90 through the header, pair list, chart and book). A limit buy is
// then typed and sent without the mouse, and the focus stays on the form's submit button while the
// form's live region reads out what was placed.
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
/** Skip link, order type tab, price: four Tab presses with one to spare. */
const MOST_TABS_TO_PRICE = 5;

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus, at most `limit` times; answers how many it took. */
const tabTo = async (page: Page, target: Locator, limit: number): Promise<number> => {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return presses;
  }
  throw new Error(`no focus on ${target.toString()} after ${limit} Tab presses`);
};

/** Console errors other than the 4xx answers of intentional checks. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('keyboard', () => {
  it.each(['/home/index', '/market/main'])('%s starts with a skip link that shows when focused and moves the focus to the page', async (path) => {
    const { page, context, errors } = await openTab(browser);
    await page.goto(path);
    await page.getByRole('main').locator('h1, h2').first().waitFor();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect((await skip.boundingBox())?.y ?? 0).toBeLessThan(0);
    expect(await tabTo(page, skip, 1)).toBe(1);
    const box = await skip.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.height).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(page.getByRole('main'))).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('reaches the limit-buy price through the skip link in a few Tab presses and places the order without the mouse', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'keyboard');
    await page.goto(PAIR_PATH);
    const form = page.getByRole('form', { name: 'Buy BTC' });
    const price = form.getByLabel('Price', { exact: true });
    // The last price is put in the price field once it is known.
    await expect.poll(() => price.inputValue(), { timeout: 15_000 }).not.toBe('');

    const skip = page.getByRole('link', { name: 'Skip to order form' });
    let presses = await tabTo(page, skip, 2);
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(page.getByRole('region', { name: 'Place order' }))).toBe(true);
    presses += await tabTo(page, price, MOST_TABS_TO_PRICE - presses);
    expect(presses).toBeLessThanOrEqual(MOST_TABS_TO_PRICE);
    // Limit is the order type the page opens with.
    await expect(page.getByRole('tab', { name: 'Limit', exact: true }).getAttribute('aria-selected')).resolves.toBe('true');

    // A tenth under the last price, so the order rests in the book.
    const limit = (Math.round(Number(await price.inputValue()) * 90) / 100).toFixed(2);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(limit);
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(form.getByLabel('Amount', { exact: true }))).toBe(true);
    await page.keyboard.type('0.001');
    const submit = form.getByRole('button', { name: 'Buy BTC' });
    // Past the four percentage buttons and the total.
    await tabTo(page, submit, 6);
    await page.keyboard.press('Enter');

    await expect
      .poll(() => form.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe(`Order placed: Buy 0.001 BTC at ${limit} USDT (Limit)`);
    expect(await hasFocus(submit)).toBe(true);
    await expect(form.getByLabel('Amount', { exact: true }).inputValue()).resolves.toBe('');
    const row = page.getByRole('table', { name: 'Open orders' }).getByRole('row').filter({ hasText: String(Number(limit)) });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toMatch(/Limit.*Buy.*0 \/ 0\.001.*Open/);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
