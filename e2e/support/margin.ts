// The margin panel of the exchange page as the margin journeys read and drive it: the account's
// region, a cell of its coin table, its borrow / repay / transfer dialogs, and the opening steps
// both journeys share (open the account, move USDT in, borrow, buy BTC at market).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** A figure on the page as a number (thousands separators and units dropped). */
export const numberIn = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d.-]/g, '') || NaN);

export const account = (page: Page) => page.getByRole('region', { name: 'Margin account' });

/** A cell of the margin account's coin table: available, frozen, borrowed, interest. */
export const coinCell = (page: Page, coin: 'BTC' | 'USDT', column: 1 | 2 | 3 | 4) => account(page).getByRole('row', { name: new RegExp(`^${coin}`) }).getByRole('cell').nth(column - 1);

/** Opens one of the account's dialogs, fills it, confirms, and waits for it to close. */
export const dialog = async (page: Page, name: string, fill: (d: Locator) => Promise<void>, confirm: string) => {
  await account(page).getByRole('button', { name, exact: true }).click();
  const d = page.getByRole('dialog', { name });
  await d.waitFor();
  await fill(d);
  await d.getByRole('button', { name: confirm }).click();
  await d.waitFor({ state: 'detached', timeout: 15_000 });
};

/** Switches the exchange page of BTC/USDT to margin, in the isolated or the cross account. */
export const openMarginAccount = async (page: Page, mode: 'Isolated' | 'Cross') => {
  await page.goto('/exchange/full-screen/BTC_USDT');
  await page.getByRole('group', { name: 'Trade on' }).getByRole('button', { name: 'Margin' }).click();
  await account(page).waitFor();
  await account(page).getByRole('group', { name: 'Margin mode' }).getByRole('button', { name: mode }).click();
  await account(page).getByRole('heading', { name: `${mode} margin account` }).waitFor();
};

/** Moves USDT from spot into the margin account and waits for the account to show it available. */
export const transferUsdtIn = async (page: Page, amount: number) => {
  await dialog(page, 'Transfer', async (d) => {
    await d.getByRole('combobox', { name: 'Coin' }).selectOption('USDT');
    await d.getByRole('textbox', { name: 'Amount' }).fill(String(amount));
  }, 'Confirm transfer');
  await expect.poll(() => numberIn(coinCell(page, 'USDT', 1)), { timeout: 15_000 }).toBe(amount);
};

/**
 * Borrows USDT (the quote shows the first hour's interest before the borrow is confirmed) and waits
 * for the account to show the loan.
 */
export const borrowUsdt = async (page: Page, amount: number) => {
  await dialog(page, 'Borrow', async (d) => {
    await d.getByRole('combobox', { name: 'Coin' }).selectOption('USDT');
    await d.getByRole('textbox', { name: 'Amount' }).fill(String(amount));
    await expect.poll(() => d.locator('dt:text-is("First hour\'s interest") + dd').textContent(), { timeout: 15_000 }).toContain('USDT');
  }, 'Confirm borrow');
  await expect.poll(() => numberIn(coinCell(page, 'USDT', 3)), { timeout: 15_000 }).toBe(amount);
};

/** Buys BTC at market with `total` USDT of the margin account; waits for the BTC and for the USDT left to fall below `usdtLeftBelow`. */
export const buyBtcAtMarket = async (page: Page, total: number, usdtLeftBelow: number) => {
  await page.getByRole('tablist', { name: 'Order type' }).getByRole('tab', { name: 'Market', exact: true }).click();
  const buy = page.getByRole('form', { name: 'Buy BTC' });
  await buy.getByLabel('Total', { exact: true }).fill(String(total));
  await buy.getByRole('button', { name: 'Buy BTC' }).click();
  await expect.poll(() => numberIn(coinCell(page, 'BTC', 1)), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => numberIn(coinCell(page, 'USDT', 1)), { timeout: 20_000 }).toBeLessThan(usdtLeftBelow);
};
