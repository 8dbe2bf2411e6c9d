// The P2P market in two browsers against one real server (issue 24): the demo merchant posts a
// sell advert from the merchant centre; a new, verified member buys from it on /otc/common; both
// chat in the order; the member marks it paid, the merchant gets a live notice, follows it and
// releases; the coins moved from the merchant wallet to the member's spot account. A second order
// is paid, appealed by the buyer, and decided by the operator's `appeal-resolve`: both sides see the
// ruling and the coins reach the buyer. The members' trade passwords, the member's identity
// verification and the merchant's funds and payment method are set up through the API and the
// operator's command, as the account pages would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';
import { MEMBER_PASSWORD, registerMember } from './support/member.ts';
import { adminOk } from './support/operator.ts';
import { chatLine, DEMO_PASSWORD, logIn, md5, MERCHANT, ok, p2pApi, TRADE_PASSWORD } from './support/p2p.ts';

let browser: Browser;
let p2p: ReturnType<typeof p2pApi>;
beforeAll(async () => {
  browser = await launch();
  p2p = p2pApi(inject('baseUrl'), inject('dataDir'));
});
afterAll(() => browser?.close());

const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('P2P', () => {
  it('a merchant sells USDT to a member: advert, order, chat, paid, notice, release, balances moved', async () => {
    // The merchant's side, set up as its account pages would: trade password, coins on the merchant wallet, a bank account.
    const merchantToken = await p2p.readyMerchant('100');

    const seller = await openTab(browser);
    await logIn(seller.page, MERCHANT, DEMO_PASSWORD);
    await seller.page.goto('/merchant/index');
    await seller.page.getByRole('button', { name: 'New advert' }).click();
    const form = seller.page.getByRole('dialog', { name: 'New advert' });
    await form.getByLabel('Price (CNY)').fill('7.20');
    await form.getByLabel('Total amount (USDT)').fill('50');
    await form.getByLabel('Minimum order (CNY)').fill('10');
    await form.getByLabel('Maximum order (CNY)').fill('360');
    await form.getByLabel('Terms').fill('Bank transfer, your own name only');
    await form.getByRole('button', { name: 'Publish' }).click();
    await form.waitFor({ state: 'detached' });
    await seller.page.getByRole('table', { name: 'My adverts' }).getByRole('cell', { name: 'Online' }).first().waitFor({ timeout: 30_000 });
    const merchantWalletBefore = await p2p.usdtOf(merchantToken, '8');

    // The member: registered in the browser, verified and given a trade password.
    const buyer = await openTab(browser);
    const { email } = await registerMember(buyer.page, 'p2pbuyer');
    const buyerToken = await p2p.tokenOf(email, MEMBER_PASSWORD);
    await p2p.ensureTradePassword(buyerToken, MEMBER_PASSWORD);
    await p2p.verify(buyerToken, email);
    const spotBefore = await p2p.usdtOf(buyerToken, '1');

    await buyer.page.goto('/otc/common');
    const row = buyer.page.getByRole('table', { name: "Merchants' adverts" }).getByRole('row', { name: /Demo Merchant/ }).filter({ hasText: '7.20 CNY' }).first();
    // The list loads over a busy server (the simulator trades all along): wait for the row itself.
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Buy USDT' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Buy USDT' });
    await dialog.getByLabel('Amount (CNY)').fill('72');
    await dialog.getByText('About 10 USDT').waitFor();
    await dialog.getByLabel('Trade password').fill(TRADE_PASSWORD);
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await buyer.page.waitForURL('**/otc/order?id=*');
    const orderId = new URL(buyer.page.url()).searchParams.get('id')!;
    await buyer.page.getByRole('timer', { name: 'Time left to pay' }).waitFor({ timeout: 30_000 });
    await buyer.page.getByText('6222 8888 0001').waitFor();

    // Both chat, live on the order's topic.
    await seller.page.goto(`/merchant/deal?id=${orderId}`);
    await chatLine(seller.page, "The order was placed; the seller's coins are held in escrow").waitFor({ timeout: 30_000 });
    await buyer.page.getByLabel('Message').fill('Paying now from my bank');
    await buyer.page.getByRole('button', { name: 'Send', exact: true }).click();
    await chatLine(seller.page, 'Paying now from my bank').waitFor({ timeout: 15_000 });
    await seller.page.getByLabel('Message').fill('Thanks, I will check');
    await seller.page.getByRole('button', { name: 'Send', exact: true }).click();
    await chatLine(buyer.page, 'Thanks, I will check').waitFor({ timeout: 15_000 });

    // Paid: the merchant, elsewhere, gets a notice that leads back to the order.
    await seller.page.goto('/merchant/index');
    // Notices are live only: the merchant's page must be subscribed before the buyer pays. Its
    // heading, then a moment for the live channel to connect and subscribe (a loaded machine's
    // page load ran past the click and the notice was gone before anyone listened).
    await seller.page.getByRole('heading').first().waitFor({ timeout: 30_000 });
    await seller.page.waitForTimeout(3_000);
    await buyer.page.getByRole('button', { name: 'I have paid' }).click();
    await buyer.page.getByRole('heading', { name: /Paid/ }).waitFor({ timeout: 15_000 });
    const notice = seller.page.getByRole('region', { name: 'P2P notices' }).getByRole('button', { name: /The buyer marked the order paid/ });
    await notice.waitFor({ timeout: 30_000 });
    await notice.click();
    await seller.page.waitForURL(`**/merchant/deal?id=${orderId}`);

    await seller.page.getByRole('button', { name: 'Release coins' }).click({ timeout: 30_000 });
    const release = seller.page.getByRole('dialog', { name: 'Release coins' });
    await release.getByLabel('Trade password').fill(TRADE_PASSWORD);
    await release.getByRole('button', { name: 'Confirm and release' }).click();
    await release.waitFor({ state: 'detached' });
    await buyer.page.getByRole('heading', { name: /Completed/ }).waitFor({ timeout: 15_000 });

    const spotAfter = await p2p.usdtOf(buyerToken, '1');
    expect(Number(spotAfter.available) - Number(spotBefore.available)).toBe(10);
    const merchantWalletAfter = await p2p.usdtOf(merchantToken, '8');
    // The 10 USDT came out of the advert's escrow (locked), not the merchant's available balance.
    expect(Number(merchantWalletAfter.frozen)).toBe(Number(merchantWalletBefore.frozen) - 10);
    expect(merchantWalletAfter.available).toBe(merchantWalletBefore.available);
    expect(unexpected(seller.errors)).toEqual([]);
    expect(unexpected(buyer.errors)).toEqual([]);
    await seller.context.close();
    await buyer.context.close();
    // Two browsers, a registration, identity verification and a dozen round trips over a busy server.
  }, 300_000);
  it('a paid order in appeal: the operator releases it with appeal-resolve, both sides see the ruling and the coins reach the buyer', async () => {
    const merchantToken = await p2p.readyMerchant('30');
    const advert = await ok(p2p.api<{ id: string }>(merchantToken, 'POST', 'advertise/create', { direction: '2', coin: 'USDT', fiat: 'CNY', price: '7.30', total: '20', minAmount: '10', maxAmount: '146', payKinds: ['1'], payMinutes: 15, terms: 'Appeal journey' }));
    const buyer = await openTab(browser);
    const { email } = await registerMember(buyer.page, 'p2pappeal');
    const buyerToken = await p2p.tokenOf(email, MEMBER_PASSWORD);
    await p2p.ensureTradePassword(buyerToken, MEMBER_PASSWORD);
    await p2p.verify(buyerToken, email);
    const spotBefore = await p2p.usdtOf(buyerToken, '1');
    const merchantBefore = await p2p.usdtOf(merchantToken, '8');
    // The order and its payment as the first journey made them; the appeal is this journey's part.
    const orderId = await ok(p2p.api<string>(buyerToken, 'POST', 'buy/submit_order', { advertiseId: advert.id, coinCou: '10', tradePwd: md5(TRADE_PASSWORD) }));
    await ok(p2p.api(buyerToken, 'POST', `buy/pay/${orderId}`));

    await buyer.page.goto(`/otc/order?id=${orderId}`);
    await buyer.page.getByRole('button', { name: 'Appeal', exact: true }).click({ timeout: 30_000 });
    const appeal = buyer.page.getByRole('dialog', { name: 'Appeal' });
    await appeal.getByLabel('Reason').fill('Coins not released');
    await appeal.getByLabel('Description').fill('I paid 73 CNY from my bank an hour ago');
    await appeal.getByRole('button', { name: 'Submit' }).click();
    await appeal.waitFor({ state: 'detached' });
    await buyer.page.getByRole('status').filter({ hasText: 'In appeal' }).waitFor({ timeout: 15_000 });

    const seller = await openTab(browser);
    await logIn(seller.page, MERCHANT, DEMO_PASSWORD);
    await seller.page.goto(`/merchant/deal?id=${orderId}`);
    await seller.page.getByRole('status').filter({ hasText: 'In appeal' }).waitFor({ timeout: 30_000 });
    await seller.page.getByText('Coins not released', { exact: true }).waitFor();
    // The escrow stays locked while the appeal is open.
    expect(await p2p.usdtOf(merchantToken, '8')).toEqual(merchantBefore);

    expect(await adminOk('otc-appeals')).toContain(`#${orderId}`);
    expect(await adminOk('appeal-resolve', orderId, '--release', '--note', 'The bank statement matches')).toContain('released to the buyer');
    // Both pages learn the ruling live (the order's notices and chat line), without a reload.
    for (const page of [buyer.page, seller.page]) {
      await page.getByRole('heading', { name: /Completed/ }).waitFor({ timeout: 30_000 });
      await chatLine(page, 'Customer service released the coins to the buyer').waitFor({ timeout: 15_000 });
      await page.getByText('Ruling: the coins were released to the buyer').waitFor({ timeout: 15_000 });
    }
    const spotAfter = await p2p.usdtOf(buyerToken, '1');
    expect(Number(spotAfter.available) - Number(spotBefore.available)).toBe(10);
    const merchantAfter = await p2p.usdtOf(merchantToken, '8');
    expect(Number(merchantAfter.frozen)).toBe(Number(merchantBefore.frozen) - 10);
    expect(merchantAfter.available).toBe(merchantBefore.available);
    expect(unexpected(seller.errors)).toEqual([]);
    expect(unexpected(buyer.errors)).toEqual([]);
    await seller.context.close();
    await buyer.context.close();
  }, 300_000);
});
