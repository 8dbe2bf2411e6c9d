// The wallet (issue 5) with the demo grant's USDT: a transfer from the spot account to the futures
// account through the header's asset panel and the transfer dialog; a withdrawal with a trade
// password set on its page, which the operator approves (npm run admin); and a deposit the operator
// reports to the member's address, credited to the spot account. Each journey registers a member
// of its own. Wallet changes made by the operator send no refresh message, so the member opens the
// page again to see them.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';
import { MEMBER_PASSWORD, registerMember } from './support/member.ts';
import { adminOk } from './support/operator.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The demo grant every new member gets on the spot account. */
const GRANT = 10_000;
const TRADE_PASSWORD = 'Trade4567';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();
/** A fresh, well-formed TRON (TRC20) address: base58check of 0x41 and 20 random bytes (the server checks the checksum). */
const tronAddress = () => {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytes(20)]);
  let n = BigInt(`0x${Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]).toString('hex')}`);
  let text = '';
  for (; n > 0n; n /= 58n) text = BASE58[Number(n % 58n)] + text;
  return text;
};

const numberIn = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d.-]/g, '') || NaN);
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

/** The coin's row of an account's coin table on /account/wallet/assets (Coin, Available, In orders, Total …). */
const coinRow = (page: Page, account: string, coin: string) =>
  page.getByRole('table', { name: account }).getByRole('row').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${coin}\\s*$`) }) });
const available = (page: Page, account: string, coin: string) => numberIn(coinRow(page, account, coin).locator('td').nth(1));
const inOrders = (page: Page, account: string, coin: string) => numberIn(coinRow(page, account, coin).locator('td').nth(2));

const showAccount = async (page: Page, account: string) => {
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: new RegExp(`^${account}`) }).click();
  await page.getByRole('table', { name: account }).waitFor();
};

const openAssets = async (page: Page) => {
  await page.goto('/account/wallet/assets');
  await page.getByRole('table', { name: 'Spot account' }).waitFor();
};

describe('the wallet', () => {
  it('moves USDT from the spot account to the futures account, and both balances change', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'transfer');
    await openAssets(page);
    await expect.poll(() => available(page, 'Spot account', 'USDT'), { timeout: 15_000 }).toBe(GRANT);
    await showAccount(page, 'Futures account');
    await expect.poll(() => available(page, 'Futures account', 'USDT'), { timeout: 15_000 }).toBe(0);

    // The header's asset panel opens the wallet with the transfer dialog.
    await page.getByRole('button', { name: 'Assets', exact: true }).hover();
    await page.getByRole('link', { name: 'Transfer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer between accounts' });
    await dialog.waitFor();
    await dialog.getByLabel('From').selectOption({ label: 'Spot account' });
    await dialog.getByLabel('To').selectOption({ label: 'Futures account' });
    await dialog.getByLabel('Coin').selectOption('USDT');
    await dialog.getByText(/Available: 10000(\.0+)? USDT/).waitFor();
    await dialog.getByLabel('Amount').fill('250');
    await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
    await page.getByText('Transfer successful').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await showAccount(page, 'Spot account');
    await expect.poll(() => available(page, 'Spot account', 'USDT'), { timeout: 15_000 }).toBe(GRANT - 250);
    await showAccount(page, 'Futures account');
    await expect.poll(() => available(page, 'Futures account', 'USDT'), { timeout: 15_000 }).toBe(250);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('sets a trade password, requests a withdrawal, sees it under review, and sent once the operator approves it', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'withdraw');
    // An address of this journey alone, so the operator and the member's lists tell its request apart.
    const address = tronAddress();

    // Without a trade password the form cannot be sent; the notice leads to the page that sets one.
    await page.goto('/account/wallet/withdrawal');
    await page.getByText('You need a trade password before you can withdraw.').waitFor();
    await expect(page.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Set a trade password' }).click();
    await page.waitForURL('**/account/center/security/setting/trade-pwd');
    await page.getByLabel('Login password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByLabel('New trade password', { exact: true }).fill(TRADE_PASSWORD);
    await page.getByLabel('Repeat trade password', { exact: true }).fill(TRADE_PASSWORD);
    await page.getByRole('button', { name: 'Set trade password' }).click();
    await page.getByText('The trade password has been set').waitFor();

    await page.goto('/account/wallet/withdrawal');
    await page.getByRole('group', { name: 'Network' }).getByRole('button', { name: 'TRC20' }).click();
    await page.getByText(/Available: 10000(\.0+)? USDT/).waitFor({ timeout: 15_000 });
    expect(await page.getByText('You need a trade password before you can withdraw.').count()).toBe(0);
    await page.getByLabel('Withdrawal address').fill(address);
    await page.getByLabel('Amount to receive').fill('20');
    // The network fee (1 USDT on TRC20) comes on top.
    const summary = page.getByRole('definition').filter({ hasText: /USDT/ });
    await expect.poll(() => summary.allTextContents()).toContain('21 USDT');
    await page.getByLabel('Trade password', { exact: true }).fill(TRADE_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('The withdrawal request has been submitted').waitFor();

    await page.goto('/account/wallet/history-withdrawal');
    const pending = page.getByRole('table', { name: 'Pending withdrawals' }).getByRole('row').filter({ hasText: address });
    await pending.waitFor();
    await expect(pending.textContent()).resolves.toMatch(/USDT.*TRC20.*20.*1.*Under review/);
    const history = page.getByRole('table', { name: 'Withdrawal history' }).getByRole('row').filter({ hasText: address });
    await expect(history.textContent()).resolves.toMatch(/Under review/);
    // The amount and the fee are held on the spot account meanwhile.
    await openAssets(page);
    await expect.poll(() => available(page, 'Spot account', 'USDT'), { timeout: 15_000 }).toBe(GRANT - 21);
    expect(await inOrders(page, 'Spot account', 'USDT')).toBe(21);

    // The operator finds the request by its address and approves it.
    const waiting = await adminOk('withdrawals');
    const id = waiting.split('\n').find((line) => line.includes(address))?.match(/#(\d+)\s.*\b20(\.0+)? USDT/)?.[1];
    expect(id, waiting).toBeDefined();
    const tx = randomBytes(32).toString('hex');
    await expect(adminOk('approve-withdrawal', id!, '--tx', tx)).resolves.toMatch(new RegExp(`Withdrawal #${id} approved`));

    // Nothing tells an open page (no refresh message for wallet changes): the member opens it again.
    await page.goto('/account/wallet/history-withdrawal');
    const sent = page.getByRole('table', { name: 'Withdrawal history' }).getByRole('row').filter({ hasText: address });
    await sent.waitFor();
    await expect(sent.textContent()).resolves.toMatch(new RegExp(`Sent${tx}`));
    expect(await page.getByRole('table', { name: 'Pending withdrawals' }).count()).toBe(0);
    await openAssets(page);
    await expect.poll(() => available(page, 'Spot account', 'USDT'), { timeout: 15_000 }).toBe(GRANT - 21);
    expect(await inOrders(page, 'Spot account', 'USDT')).toBe(0);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('sees a deposit the operator reports to the member’s address credited to the spot account', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'deposit');
    await page.goto('/account/wallet/deposit');
    await page.getByRole('group', { name: 'Network' }).getByRole('button', { name: 'TRC20' }).click();
    const address = (await page.getByText('Your TRC20 deposit address').locator('+ code').textContent({ timeout: 15_000 }))?.trim() ?? '';
    expect(address).toMatch(/^T\w{33}$/);

    const tx = randomBytes(32).toString('hex');
    const report = await adminOk('deposit', '--coin', 'USDT', '--chain', 'TRC20', '--amount', '250', '--address', address, '--tx', tx);
    expect(report).toMatch(/19\/19 confirmations: credited/);

    await page.reload();
    const recent = page.getByRole('table', { name: 'Recent deposits' }).getByRole('row').filter({ hasText: tx });
    await recent.waitFor();
    await expect(recent.textContent()).resolves.toMatch(/USDT.*TRC20.*250.*19\/19.*Credited/);

    await page.goto('/account/wallet/history-deposit');
    const row = page.getByRole('table', { name: 'Deposit history' }).getByRole('row').filter({ hasText: tx });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Credited/);

    await openAssets(page);
    await expect.poll(() => available(page, 'Spot account', 'USDT'), { timeout: 15_000 }).toBe(GRANT + 250);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
