// Rewards as a new member meets them (issue 27): sends a KYC request, which the operator approves;
// claims the KYC task's points on the points page; spends them on two draws; draws on the lucky
// draw page against a budget the operator funded; and finds the prize in the spot account (the
// registration's demo grant plus the prize), and the win in the public feed, masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';
import { registerMember } from './support/member.ts';
import { sendKycRequest } from './support/kyc.ts';
import { adminOk } from './support/operator.ts';

/** The demo grant every new member gets in USDT on the spot account (config DEMO_GRANT). */
const GRANT = 10_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

const spotUsdt = async (page: Page) => {
  await page.goto('/account/wallet/assets');
  const row = page
    .getByRole('table', { name: 'Spot account' })
    .getByRole('row')
    .filter({ has: page.locator('td:first-child', { hasText: /^\s*USDT\s*$/ }) });
  return Number((await row.locator('td').nth(1).textContent())?.replace(/[^\d.-]/g, '') || NaN);
};

describe('rewards', () => {
  it('earns points for KYC, buys draws with them, draws, and sees the prize in the wallet', async () => {
    const { page, context, errors } = await openTab(browser);
    const { email } = await registerMember(page, 'welfare');
    await adminOk('fund-rewards', '--amount', '100');

    // Before verification the task is there to do, not to claim.
    await page.goto('/welfare/integratingActivity');
    await page.getByRole('link', { name: 'Go and do: Verify your identity' }).waitFor();
    await sendKycRequest(page);
    await page.getByText('Under review').first().waitFor({ timeout: 60_000 });
    await expect(adminOk('kyc-approve', email)).resolves.toMatch(/approved/i);

    await page.goto('/welfare/integratingActivity');
    await page.getByRole('button', { name: 'Claim the reward of Verify your identity' }).click();
    await expect.poll(() => page.getByTestId('points-balance').textContent(), { timeout: 15_000 }).toBe('50');
    await page.getByRole('cell', { name: '+50' }).waitFor();

    await page.getByLabel('Draws', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Buy draws (40 points)' }).click();
    await expect.poll(() => page.getByTestId('points-balance').textContent(), { timeout: 15_000 }).toBe('10');

    await page.goto('/welfare/luckyDraw');
    await expect.poll(() => page.getByTestId('draw-chances').textContent(), { timeout: 15_000 }).toBe('2');
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    const result = page.getByText(/^You won [\d.]+ USDT!$/);
    await result.waitFor({ timeout: 15_000 });
    const prize = Number((await result.textContent())?.match(/[\d.]+/)?.[0]);
    expect([50, 10, 2, 0.5, 0.1]).toContain(prize);
    await expect.poll(() => page.getByTestId('draw-chances').textContent()).toBe('1');
    const masked = `${email.slice(0, 2)}****${email.slice(-2)}`;
    await page.getByText(masked).first().waitFor();

    await expect.poll(() => spotUsdt(page), { timeout: 15_000 }).toBeCloseTo(GRANT + prize, 8);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
