// The account centre as a member uses it: binds Google Authenticator (the test is the phone: it
// computes the TOTP code from the secret the page shows) and then logs in with the two steps;
// changes the login password and logs in with the new one; submits KYC with two images and sees
// it under review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { crc32, deflateSync } from 'node:zlib';
import * as OTPAuth from 'otpauth';
import { launch, openTab } from './support/browser.ts';
import { MEMBER_PASSWORD, registerMember } from './support/member.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const logOut = async (page: Page) => {
  await page.goto('/home/index');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Log in' }).first().waitFor();
};

const fillLogin = async (page: Page, email: string, password: string) => {
  await page.goto('/user/login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

/** A valid 1×1 RGB PNG: signature, IHDR, IDAT, IEND, each chunk with its CRC. */
const onePixelPng = (r: number, g: number, b: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, r, g, b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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

  it('submits KYC with two images and sees it under review', async () => {
    const { page, context, errors } = await openTab(browser);
    await registerMember(page, 'kyc');
    await page.goto('/account/center/kyc');
    await page.getByLabel('Real name').fill('Ada Lovelace');
    await page.getByLabel('Document type').selectOption({ label: 'Passport' });
    await page.getByLabel('Document number').fill('P1234567');
    // A 1×1 PNG of a different colour for each side (the server refuses the same image twice).
    await page.getByTestId('kyc-file-Front of the document').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: onePixelPng(200, 40, 40) });
    await page.getByTestId('kyc-file-Back of the document').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: onePixelPng(40, 40, 200) });
    // Each image uploads as soon as it is picked; a member submits once both previews show.
    await page.getByRole('button', { name: 'Replace image: Front of the document' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Replace image: Back of the document' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByText('Under review').first().waitFor({ timeout: 30_000 });
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });
});
