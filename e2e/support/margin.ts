// The margin panel of the exchange page as the margin journeys read and drive it: the account's
// region, a cell of its coin table, and its borrow / repay / transfer dialogs.
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
