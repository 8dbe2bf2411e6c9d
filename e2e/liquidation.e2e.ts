// A liquidation seen by the member (issue 22 part 5) against the real server and its simulator: a
// new member opens a 20x long on BTC/USDT, the operator walks the simulator's BTC price through the
// position's liquidation price (`npm run admin -- walk-price`), the liquidation worker closes the
// position on the mark, and the member sees it gone and the closing fill marked "Liquidation" in
// their fills. The price is walked back after, for the journeys that follow on the same server.
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

const numberIn = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d.-]/g, '') || NaN);
const ticket = (page: Page) => page.getByRole('region', { name: 'Place order' });
const accountLine = (page: Page, coin: string, line: string) => page.getByRole('region', { name: `Contract account (${coin})` }).locator(`dt:text-is("${line}") + dd`);
const positions = (page: Page) => page.getByRole('table', { name: 'Positions' });

describe('liquidation', () => {
  it('a 20x long is liquidated when the operator walks the price through its liquidation price, and the member sees it in their fills', async () => {
    const { page, context } = await openTab(browser);
    await registerMember(page, 'liq');
    await page.goto('/exchange/full-contract/ubw');
    await ticket(page).getByRole('button', { name: 'Open long' }).waitFor();

    await page.getByRole('region', { name: 'Contract account (USDT)' }).getByRole('button', { name: 'Transfer' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer' });
    await transfer.getByText('Available: ', { exact: false }).filter({ hasNotText: '--' }).waitFor();
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
    await transfer.waitFor({ state: 'detached' });
    await expect.poll(() => numberIn(accountLine(page, 'USDT', 'Available')), { timeout: 15_000 }).toBe(1000);

    await ticket(page).getByRole('button', { name: /^Leverage: / }).click();
    const leverage = page.getByRole('dialog', { name: 'Leverage' });
    await leverage.getByRole('textbox', { name: 'Leverage' }).fill('20');
    await leverage.getByRole('button', { name: 'Confirm' }).click();
    await leverage.waitFor({ state: 'detached' });

    const panel = ticket(page);
    await panel.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
    await panel.getByLabel('Amount', { exact: true }).fill('0.02');
    await panel.getByRole('button', { name: 'Open long', exact: true }).click();
    const row = positions(page).getByRole('row', { name: /BTC\/USDT.*Long 20x/ });
    await row.waitFor({ timeout: 20_000 });
    const entry = await numberIn(row.getByRole('cell').nth(1));
    const liquidation = await numberIn(row.getByRole('cell').nth(3));
    expect(liquidation).toBeGreaterThan(entry * 0.9);
    expect(liquidation).toBeLessThan(entry);

    try {
      // 2 % past the liquidation price, over 10 s: the index, the contract book and so the mark follow.
      const said = await adminOk('walk-price', 'BTC/USDT', '--to', String(Math.floor(liquidation * 0.98)), '--seconds', '10');
      expect(said).toContain('ubw:BTC/USDT');
      await row.waitFor({ state: 'detached', timeout: 60_000 });
      await page.getByRole('tab', { name: 'Fills' }).click();
      const fill = page.getByRole('table', { name: 'Fills' }).getByRole('row').filter({ hasText: 'Liquidation' }).first();
      await fill.waitFor({ timeout: 15_000 });
      expect(await fill.textContent()).toContain('BTC/USDT');
    } finally {
      await adminOk('walk-price', 'BTC/USDT', '--to', String(Math.round(entry)), '--seconds', '5');
    }
    await context.close();
  });
});
