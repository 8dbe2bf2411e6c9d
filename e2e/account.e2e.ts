// The account centre as a member uses it: binds Google Authenticator (the test is the phone: it
// computes the TOTP code from the secret the page shows) and then logs in with the two steps;
// changes the login password and logs in with the new one; resets a forgotten one with a code
// from the outbox; submits KYC with two images and sees it under review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as OTPAuth from 'otpauth';
import { launch, openTab, waitForCode } from './support/browser.ts';
import { MEMBER_PASSWORD, registerMember } from './support/member.ts';
import { sendKycRequest } from './support/kyc.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const logOut = async (page: Page) => {
  await page.goto('/home/index');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Log in' }).first().waitFor();
};

const fillLogin = async (page: Page, email: string, password: string) => {
  await page.goto('/user/login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

/** A code the secret gives now, avoiding the last seconds of a window (the server would see the next one). */
const totpNow = async (secret: string) => {
  const seconds = Math.floor(Date.now() / 1000) % 30;
  if (seconds > 26) await new Promise((r) => setTimeout(r, (31 - seconds) * 1000));
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
};

describe('account centre', () => {
  it('binds Google Authenticator and logs in again with the two steps', async () => {
    const { page, context, errors } = await openTab(browser);
    const { email } = await registerMember(page, 'google');
    await page.goto('/account/center/security/setting/google');
    await page.getByRole('img', { name: 'QR code for Google Authenticator' }).waitFor();
    const secret = (await page.getByText(/^[A-Z2-7]{16,}$/).first().textContent())!.trim();
    await page.getByLabel('Google Authenticator code').fill(await totpNow(secret));
    await page.getByRole('button', { name: 'Bind Google Authenticator' }).click();
    // Bound: the page says so and returns to the security list, where the setting reads "Bound".
    await page.getByText('Google Authenticator is bound').first().waitFor();
    await page.waitForURL('**/account/center/security');
    await page.getByRole('button', { name: /Reset.*Google Authenticator/ }).or(page.getByRole('link', { name: /Reset.*Google Authenticator/ })).first().waitFor();

    await logOut(page);
    await fillLogin(page, email, MEMBER_PASSWORD);
    // Step one is accepted silently; the form asks for the code.
    await page.getByLabel('Google Authenticator code').fill(await totpNow(secret));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL('**/home/index');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });

  it('changes the login password, is logged out, and logs in with the new one', async () => {
    const { page, context, errors } = await openTab(browser);
    const { email } = await registerMember(page, 'loginpwd');
    await page.goto('/account/center/security/setting/login-pwd');
    await page.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Changed456');
    await page.getByLabel('Repeat new password').fill('Changed456');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/user/login**');

    await fillLogin(page, email, MEMBER_PASSWORD);
    // The old password no longer works: the server's refusal is shown, and the page stays.
    await page.getByText(/Wrong account or password/).first().waitFor();
    expect(page.url()).toContain('/user/login');
    await fillLogin(page, email, 'Changed456');
    await page.waitForURL('**/home/index');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password with an e-mail code and logs in with the new one', async () => {
    const { page, context, errors } = await openTab(browser);
    const { email } = await registerMember(page, 'reset');
    await logOut(page);
    await page.goto('/user/reset');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in/ }).waitFor();
    await page.getByLabel('Verification code').fill(await waitForCode(email, 10_000, 'reset'));
    await page.getByLabel('New password', { exact: true }).fill('Reset7890');
    await page.getByLabel('Repeat password').fill('Reset7890');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/user/login**');
    await fillLogin(page, email, 'Reset7890');
    await page.waitForURL('**/home/index');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });

  it('submits KYC with two images and sees it under review', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'kyc');
    await sendKycRequest(page);
    await page.getByText('Under review').first().waitFor({ timeout: 30_000 });
    // The submitted images are served to their member only: the page fetches them with its token.
    for (const side of ['Front of the document', 'Back of the document']) {
      const image = page.getByRole('img', { name: side, exact: true });
      await image.waitFor({ timeout: 30_000 });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    }
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });
});
