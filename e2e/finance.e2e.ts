// Savings and invitations against the real server (issue 27 parts 5–6): a new member subscribes to
// the flexible USDT product from their spot account, sees the day's interest once the operator runs
// the accrual job (npm run admin -- finance-accrue), and redeems it all; the member's invite page
// shows their code and link with a QR code, and a friend who registers through the link appears
// among their invitees, masked; once the friend trades and the operator settles rebates
// (npm run admin -- invite-settle), the inviter sees a rebate of their rate on the friend's fee.
// Every figure checked is one the server sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';
import { dismissKycPrompt, newEmail, register, registerMember } from './support/member.ts';
import { adminOk } from './support/operator.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Console errors other than the 4xx answers of intentional checks. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('savings', () => {
  it('subscribes to a flexible product, earns the day’s interest when the job runs, and redeems', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'savings');
    await page.goto('/finance/investment/investment');
    const product = page.getByRole('article', { name: 'USDT flexible' });
    await product.getByRole('button', { name: 'Subscribe to USDT flexible' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to USDT flexible' });
    await dialog.getByLabel('Amount (USDT)').fill('1000');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.waitFor({ state: 'detached' });

    const holdings = page.getByRole('table', { name: 'My holdings' });
    const row = holdings.getByRole('row', { name: /USDT flexible/ });
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('1000 USDT');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('0 USDT');

    // 1000 × 5 % / 365, rounded down at 8 decimals.
    expect(await adminOk('finance-accrue')).toMatch(/1 holding\(s\) accrued|[1-9]\d* holding\(s\) accrued/);
    await page.reload();
    await expect.poll(() => row.getByRole('cell').nth(3).textContent(), { timeout: 15_000 }).toBe('0.1369863 USDT');
    await expect.poll(() => page.getByRole('region', { name: 'Your USDT savings' }).textContent()).toContain('0.1369863');
    expect(await page.getByRole('table', { name: 'History' }).textContent()).toContain('Interest');

    await row.getByRole('button', { name: 'Redeem USDT flexible' }).click();
    const redeem = page.getByRole('dialog', { name: 'Redeem USDT flexible' });
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await redeem.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByRole('cell').nth(7).textContent()).toBe('Redeemed');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('0.1369863 USDT');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('invitations', () => {
  it('shows the invite code and link, a friend who registers through it, and a rebate on the friend’s trading fee', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'inviter');
    await page.goto('/invite_rebate/index');
    const share = page.getByRole('region', { name: 'Share your invitation' });
    const link = (await share.getByText(/\/user\/register\?invite_code=/).textContent())!.trim();
    const code = new URL(link).searchParams.get('invite_code')!;
    expect(link).toBe(`${new URL(page.url()).origin}/user/register?invite_code=${encodeURIComponent(code)}`);
    await share.getByText(code, { exact: true }).waitFor();
    await share.getByRole('button', { name: 'Copy invite code' }).waitFor();
    expect(await share.locator('figure svg').count()).toBe(1);

    const friend = await openTab(browser);
    await friend.page.goto(link);
    const email = newEmail('friend');
    await register(friend.page, email);
    await dismissKycPrompt(friend.page);
    // The friend buys BTC at market with part of the demo grant: the fee is 0.1 % of the BTC bought.
    await friend.page.goto('/exchange/full-screen/BTC_USDT');
    const buy = friend.page.getByRole('form', { name: 'Buy BTC' });
    await buy.waitFor();
    await friend.page.getByRole('tablist', { name: 'Order type' }).getByRole('tab', { name: 'Market', exact: true }).click();
    await buy.getByLabel('Total', { exact: true }).fill('1000');
    await buy.getByRole('button', { name: 'Buy BTC' }).click();
    const friendBtc = friend.page.getByRole('region', { name: 'Balances' }).locator('dl[aria-label="BTC"] dt:text-is("Available") + dd');
    await expect.poll(async () => Number(((await friendBtc.textContent()) ?? '').replace(/[^\d.]/g, '') || 0), { timeout: 20_000 }).toBeGreaterThan(0);
    await friend.context.close();

    await page.reload();
    const masked = `${email.slice(0, 2)}****${email.slice(-2)}`;
    await page.getByRole('table', { name: 'Friends' }).getByRole('cell', { name: masked }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Share your invitation' }).isVisible()).toBe(true);

    // The operator settles rebates now (hourly by itself): the inviter earns 20 % of the friend's fee.
    expect(await adminOk('invite-settle')).toMatch(/Invite rebates settled: [1-9]\d* payment/);
    await page.reload();
    await page.getByRole('tab', { name: 'Rebates' }).click();
    const rebate = page.getByRole('table', { name: 'Rebates' }).getByRole('row').filter({ hasText: masked }).first();
    await rebate.waitFor({ timeout: 15_000 });
    const cells = rebate.getByRole('cell');
    const fee = (await cells.nth(2).textContent()) ?? '';
    const amount = (await cells.nth(4).textContent()) ?? '';
    expect(fee).toMatch(/ BTC$/);
    expect(await cells.nth(3).textContent()).toBe('20%');
    const figure = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(figure(fee)).toBeGreaterThan(0);
    // Rounded down to the ledger's 8 decimals.
    expect(figure(fee) * 0.2 - figure(amount)).toBeGreaterThanOrEqual(0);
    expect(figure(fee) * 0.2 - figure(amount)).toBeLessThan(1e-8 + 1e-12);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
