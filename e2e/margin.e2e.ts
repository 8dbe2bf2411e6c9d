// Margin on the exchange page against the real server, its seeded lending pool and simulated books
// (issue 23): a new member switches the page to margin, moves USDT to the isolated BTC/USDT margin
// account, borrows USDT from the pool, buys BTC with it at market on the margin account, sees the
// margin level the server sends, sells, repays the loan with its interest and moves the rest back to
// spot; the loan then shows as repaid on /account/entrust/margin-fixed. Every figure is the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';
import { registerMember } from './support/member.ts';
import { account, borrowUsdt, buyBtcAtMarket, coinCell, dialog, numberIn, openMarginAccount, transferUsdtIn } from './support/margin.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('margin', () => {
  it('isolated BTC/USDT: transfer in, borrow USDT, buy BTC, see the level, repay with interest, transfer back', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'margin');
    await openMarginAccount(page, 'Isolated');

    // 1,000 USDT from spot into the isolated account; borrow 1,000 USDT at 3x.
    await transferUsdtIn(page, 1000);
    await borrowUsdt(page, 1000);
    expect(await numberIn(coinCell(page, 'USDT', 4))).toBeGreaterThan(0);
    const meter = account(page).getByRole('meter', { name: 'Margin level' });
    // 2,000 of assets against 1,000 and its interest: just under 2.
    await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(1.9);

    // Buy BTC at market with 1,500 USDT of the margin account.
    await buyBtcAtMarket(page, 1500, 600);
    // The level is the server's: assets at the last price over the debt.
    const level = Number(await meter.getAttribute('aria-valuenow'));
    expect(level).toBeGreaterThan(1.5);
    expect(level).toBeLessThan(2.1);
    await page.getByRole('tab', { name: 'Open loans' }).click();
    await page.getByRole('table', { name: 'Open loans' }).getByRole('row', { name: /USDT/ }).waitFor();

    // Sell the BTC back at market, then repay everything owed (interest first).
    const sell = page.getByRole('form', { name: 'Sell BTC' });
    await sell.getByRole('button', { name: '100%' }).click();
    await sell.getByRole('button', { name: 'Sell BTC' }).click();
    await expect.poll(() => numberIn(coinCell(page, 'BTC', 1)), { timeout: 20_000 }).toBeLessThan(0.0001);
    await dialog(page, 'Repay', async (d) => {
      await d.getByRole('combobox', { name: 'Coin' }).selectOption('USDT');
      const owed = await numberIn(d.locator('dt:text-is("Owed") + dd'));
      expect(owed).toBeGreaterThan(1000);
      expect(Number(await d.getByRole('textbox', { name: 'Amount' }).inputValue())).toBe(owed);
    }, 'Confirm repay');
    await expect.poll(() => numberIn(coinCell(page, 'USDT', 3)), { timeout: 15_000 }).toBe(0);
    expect(await numberIn(coinCell(page, 'USDT', 4))).toBe(0);
    expect(await meter.getAttribute('aria-valuetext')).toBe('No debt');

    // Everything left goes back to spot.
    const left = String(await numberIn(coinCell(page, 'USDT', 1)));
    await dialog(page, 'Transfer', async (d) => {
      await d.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Margin → spot' }).click();
      await d.getByRole('combobox', { name: 'Coin' }).selectOption('USDT');
      await d.getByRole('textbox', { name: 'Amount' }).fill(left);
    }, 'Confirm transfer');
    await expect.poll(() => numberIn(coinCell(page, 'USDT', 1)), { timeout: 15_000 }).toBe(0);

    await page.goto('/account/entrust/margin-fixed');
    await page.getByRole('tab', { name: 'Repaid loans' }).click();
    await page.getByRole('table', { name: 'Repaid loans' }).getByRole('row', { name: /BTC\/USDT.*USDT.*Repaid/ }).waitFor({ timeout: 15_000 });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
