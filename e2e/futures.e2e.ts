// Futures on /exchange/full-contract/{ubw|bbw} against the real server and its simulated contract
// books (issue 22): a new member moves USDT to the contract account, opens a 10x long on BTC/USDT,
// sees the position with its liquidation price, adds margin and sees that price move, sets take-profit
// and stop-loss, closes half at market and the rest with close-all; and a coin-margined BTC/USD
// position is opened and closed, its realised PnL counted in BTC. Each journey registers a member of
// its own. Every figure checked is one the server sent: the page works none of them out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';
import { registerMember } from './support/member.ts';
import { adminOk } from './support/operator.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A figure as the page shows it ("45180.8", "+1.5 USDT", "0.02 BTC") as a number. */
const numberIn = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d.-]/g, '') || NaN);

const ticket = (page: Page) => page.getByRole('region', { name: 'Place order' });
/** A line of the contract account panel beside the ticket ("Available", "Equity" …). */
const accountLine = (page: Page, coin: string, line: string) => page.getByRole('region', { name: `Contract account (${coin})` }).locator(`dt:text-is("${line}") + dd`);
const positions = (page: Page) => page.getByRole('table', { name: 'Positions' });
const positionRow = (page: Page, name: RegExp) => positions(page).getByRole('row', { name });
/** Cells of a position row after its contract: size, entry, mark, liquidation price, margin, ratio, PnL, funding, TP/SL. */
const cell = (row: Locator, column: 'size' | 'entry' | 'mark' | 'liquidation' | 'margin' | 'tpsl') =>
  row.getByRole('cell').nth({ size: 0, entry: 1, mark: 2, liquidation: 3, margin: 4, tpsl: 8 }[column]);

/** Moves `amount` of `coin` from the spot account to the contract account through the panel's Transfer. */
const transferIn = async (page: Page, coin: string, amount: string) => {
  await page.getByRole('region', { name: `Contract account (${coin})` }).getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await dialog.getByRole('combobox', { name: 'To' }).waitFor();
  expect(await dialog.getByRole('combobox', { name: 'To' }).inputValue()).toBe('4');
  await dialog.getByText(`Available: `, { exact: false }).filter({ hasNotText: '--' }).waitFor();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => numberIn(accountLine(page, coin, 'Available')), { timeout: 15_000 }).toBe(Number(amount));
};

/** A market order from the ticket: open or close tab, the amount in the wire's unit, the side's button. */
const marketOrder = async (page: Page, action: 'Open' | 'Close', side: string, amount?: string) => {
  const panel = ticket(page);
  await panel.getByRole('tab', { name: action, exact: true }).click();
  await panel.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
  if (amount) await panel.getByLabel('Amount', { exact: true }).fill(amount);
  await panel.getByRole('button', { name: side, exact: true }).click();
  await panel.getByRole('status').filter({ hasText: 'Order placed' }).waitFor({ timeout: 15_000 });
};

/** Console errors other than the 4xx answers of intentional checks. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('futures', () => {
  it('a 10x long on BTC/USDT: opened, margin added, TP/SL set, half closed at market, the rest closed with close-all', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'futlong');
    await page.goto('/exchange/full-contract/ubw');
    await ticket(page).getByRole('button', { name: 'Open long' }).waitFor();
    await transferIn(page, 'USDT', '1000');

    const leverage = ticket(page).getByRole('button', { name: /^Leverage: / });
    await leverage.click();
    const dialog = page.getByRole('dialog', { name: 'Leverage' });
    await dialog.getByRole('textbox', { name: 'Leverage' }).fill('10');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await ticket(page).getByRole('button', { name: 'Leverage: 10x' }).waitFor();

    await marketOrder(page, 'Open', 'Open long', '0.02');
    const row = positionRow(page, /BTC\/USDT.*Long 10x/);
    await row.waitFor({ timeout: 20_000 });
    expect(await cell(row, 'size').textContent()).toContain('0.02 BTC');
    const entry = await numberIn(cell(row, 'entry'));
    const liquidation = await numberIn(cell(row, 'liquidation'));
    // A 10x long is liquidated about a tenth below its entry: the server's price, shown as sent.
    expect(liquidation).toBeGreaterThan(entry * 0.85);
    expect(liquidation).toBeLessThan(entry);

    await row.getByRole('button', { name: 'Adjust margin of BTC/USDT Long' }).click();
    const margin = page.getByRole('dialog', { name: 'Adjust margin: BTC/USDT' });
    await margin.getByRole('textbox', { name: 'Amount' }).fill('40');
    await margin.getByRole('button', { name: 'Add margin' }).click();
    await margin.waitFor({ state: 'detached' });
    // More margin: the liquidation price moves away from the mark.
    await expect.poll(() => numberIn(cell(row, 'liquidation')), { timeout: 15_000 }).toBeLessThan(liquidation);

    const mark = await numberIn(cell(row, 'mark'));
    const takeProfit = (mark * 1.05).toFixed(1);
    const stopLoss = (mark * 0.96).toFixed(1);
    await row.getByRole('button', { name: 'Take profit and stop loss of BTC/USDT Long' }).click();
    const tpsl = page.getByRole('dialog', { name: 'Take profit / stop loss: BTC/USDT' });
    await tpsl.getByLabel('Take-profit trigger price').fill(takeProfit);
    await tpsl.getByLabel('Stop-loss trigger price').fill(stopLoss);
    await tpsl.getByRole('button', { name: 'Save' }).click();
    await tpsl.waitFor({ state: 'detached' });
    await expect.poll(() => cell(row, 'tpsl').textContent(), { timeout: 15_000 }).toMatch(new RegExp(`TP ${Number(takeProfit)}.*SL ${Number(stopLoss)}`));
    await page.getByRole('tab', { name: 'TP/SL orders' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'TP/SL orders' }).getByRole('row').count(), { timeout: 15_000 }).toBe(3);
    await page.getByRole('tab', { name: /^Positions/ }).click();

    await ticket(page).getByRole('tab', { name: 'Close', exact: true }).click();
    await ticket(page).getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
    await ticket(page).getByRole('button', { name: '50%' }).click();
    expect(await ticket(page).getByLabel('Amount', { exact: true }).inputValue()).toBe('0.01');
    await ticket(page).getByRole('button', { name: 'Close long', exact: true }).click();
    await expect.poll(() => cell(row, 'size').textContent(), { timeout: 15_000 }).toContain('0.01 BTC');

    await page.getByRole('button', { name: 'Close all' }).click();
    const closeAll = page.getByRole('dialog', { name: 'Close all positions' });
    await closeAll.getByRole('button', { name: 'Close at market' }).click();
    await closeAll.waitFor({ state: 'detached' });
    await page.getByText('No open positions.').waitFor({ timeout: 15_000 });

    await page.getByRole('tab', { name: 'Fills' }).click();
    const fills = page.getByRole('table', { name: 'Fills' });
    await fills.getByRole('row').filter({ hasText: 'Close long' }).first().waitFor({ timeout: 15_000 });
    expect(await fills.getByRole('row').filter({ hasText: 'Open long' }).count()).toBeGreaterThan(0);
    // Nothing is left waiting: the TP/SL of a closed position are gone with it.
    await page.getByRole('tab', { name: 'TP/SL orders' }).click();
    await page.getByText('No take-profit or stop-loss orders.').waitFor({ timeout: 15_000 });

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a coin-margined BTC/USD position: opened in contracts and closed, its PnL in BTC', async () => {
    const { page, context, errors } = await openTab(browser);
    const { email } = await registerMember(page, 'futcoin');
    await adminOk('deposit', '--coin', 'BTC', '--amount', '0.5', '--member', email);
    await page.goto('/exchange/full-contract/bbw');
    await ticket(page).getByRole('button', { name: 'Open short' }).waitFor();
    expect(await page.getByRole('region', { name: 'Order book' }).getByText('Amount (Cont)').count()).toBe(1);
    await transferIn(page, 'BTC', '0.1');

    await marketOrder(page, 'Open', 'Open short', '100');
    const row = positionRow(page, /BTC\/USD.*Short/);
    await row.waitFor({ timeout: 20_000 });
    expect(await cell(row, 'size').textContent()).toContain('100 Cont');
    expect(await cell(row, 'margin').textContent()).toContain('BTC');
    expect(await numberIn(cell(row, 'liquidation'))).toBeGreaterThan(await numberIn(cell(row, 'entry')));

    await row.getByRole('button', { name: 'Close BTC/USD Short at market' }).click();
    await page.getByText('No open positions.').waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Fills' }).click();
    const close = page.getByRole('table', { name: 'Fills' }).getByRole('row').filter({ hasText: 'Close short' }).first();
    await close.waitFor({ timeout: 15_000 });
    expect(await close.textContent()).toMatch(/100 Cont.*BTC.*BTC/);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
