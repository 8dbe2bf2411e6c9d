// A member as the journeys need one: registered through /user/register with the code from the
// outbox (registration logs them in) and past the first-login KYC prompt.
import type { Page } from 'playwright-core';
import { waitForCode } from './browser.ts';

export const MEMBER_PASSWORD = 'Member123';

/** A fresh address per call, so every journey starts with a member of its own. */
export const newEmail = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

/** Registers with an e-mail code and lands on /home/index logged in (the KYC prompt comes next); `serverLog`: a journey's own server's. */
export const register = async (page: Page, email: string, password = MEMBER_PASSWORD, serverLog?: string) => {
  await page.goto('/user/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /Resend in/ }).waitFor();
  await page.getByLabel('Verification code').fill(await waitForCode(email, undefined, undefined, serverLog));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL('**/home/index');
};

/** The first-login prompt of a new member: "Don't show this again", then "Not now". */
export const dismissKycPrompt = async (page: Page) => {
  const kyc = page.getByRole('dialog', { name: 'Verify your identity' });
  await kyc.waitFor();
  await kyc.getByRole('checkbox', { name: "Don't show this again" }).check();
  await kyc.getByRole('button', { name: 'Not now' }).click();
  await kyc.waitFor({ state: 'detached' });
};

/** A new member, logged in on this page and past the KYC prompt. */
export const registerMember = async (page: Page, prefix: string, serverLog?: string) => {
  const email = newEmail(prefix);
  await register(page, email, MEMBER_PASSWORD, serverLog);
  await dismissKycPrompt(page);
  return { email, password: MEMBER_PASSWORD };
};
