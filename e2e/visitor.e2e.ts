// The visitor journey of the foundation: land on /home/index, switch language, theme and display
// currency, register with an e-mail and the code from the outbox, log in, see the masked account,
// log out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES } from '@exchange/contract/constants';
import { launch, openTab, type Tab } from './support/browser.ts';
import { dismissKycPrompt, register } from './support/member.ts';
import { textsOf } from './support/texts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A locator name matching a key's text in any of the six languages. */
const anyLanguage = (key: string) => new RegExp(`^(${LANGUAGES.map((l) => escape(textsOf(l)[key] ?? key)).join('|')})`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: anyLanguage('header.settings.menu') }).first().click();
};

const LANGUAGE_NAMES: Record<string, string> = { zh_cn: '简体中文', zh_tw: '繁體中文', kr: '한국어', jp: '日本語', es: 'Español', en: 'English' };
const LANGUAGE_CHECKS = [...LANGUAGES.filter((l) => l !== 'en'), 'en' as const].map((lang) => ({
  lang,
  name: LANGUAGE_NAMES[lang]!,
  login: textsOf(lang)['header.login']!,
}));

describe('a visitor', () => {
  let tab: Tab;
  beforeAll(async () => {
    tab = await openTab(browser);
  });
  afterAll(() => tab.context.close());

  it('lands on /home/index from the root', async () => {
    await tab.page.goto('/');
    await tab.page.waitForURL('**/home/index');
    await expect(tab.page.getByRole('link', { name: 'Log in' }).first().isVisible()).resolves.toBe(true);
  });

  it('gets home with only the core of the English texts, and a page with all of them', async () => {
    const { page } = await openTab(browser);
    try {
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
      });
      const restLoaded = () => scripts.some((path) => /\/rest-[\w-]+\.js$/.test(path));
      await page.goto('/home/index');
      await page.getByRole('link', { name: 'Register' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(restLoaded()).toBe(false);
      // A page of the rest, entered from home: it waits for its texts, so no raw key shows, not even for a frame.
      await page.evaluate(() => {
        const seen = window as unknown as { rawKeySeen?: boolean };
        new MutationObserver(() => {
          if (/\buser\.login\./.test(document.body.innerText)) seen.rawKeySeen = true;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page.getByRole('link', { name: 'Log in' }).first().click();
      await page.getByRole('heading', { name: textsOf('en')['user.login.title'] ?? 'user.login.title' }).waitFor();
      expect(restLoaded()).toBe(true);
      await page.getByText(textsOf('en')['user.login.subtitle']!).waitFor();
      expect(await page.evaluate(() => (window as unknown as { rawKeySeen?: boolean }).rawKeySeen ?? false)).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('switches through all six languages', async () => {
    const { page } = tab;
    for (const check of LANGUAGE_CHECKS) {
      await openSettings(page);
      await page.getByRole('menuitem', { name: anyLanguage('header.settings.language') }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: check.name }).click();
      await page.getByRole('link', { name: check.login, exact: true }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).not.toBe('');
    }
  });

  it('switches to the night theme and back, and keeps it over a reload', async () => {
    const { page } = tab;
    await openSettings(page);
    await page.getByRole('menuitem', { name: /Switch to night theme/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('night');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('night');
    await openSettings(page);
    await page.getByRole('menuitem', { name: /Switch to day theme/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('daytime');
  });

  it('chooses a display currency', async () => {
    const { page } = tab;
    await openSettings(page);
    await page.getByRole('menuitem', { name: /^Display currency/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /EUR/ }).click();
    await openSettings(page);
    await expect(page.getByRole('menuitem', { name: /^Display currency/ }).textContent()).resolves.toMatch(/EUR/);
  });

  it('registers with an e-mail code, logs in, sees the masked account and logs out', async () => {
    const { page } = tab;
    const email = `visitor${Date.now()}@example.com`;
    await register(page, email, 'Visitor123');
    // Registration logs the new member in. A first login of a non-merchant brings the KYC prompt.
    await dismissKycPrompt(page);
    const masked = `${email.slice(0, 2)}****${email.slice(-2)}`;
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByText(masked).waitFor();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();

    await page.goto('/user/login');
    await page.getByLabel('Email or phone number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Visitor123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/home/index');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByText(masked).waitFor();
    expect(await page.getByRole('dialog', { name: 'Verify your identity' }).count()).toBe(0);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('coin_web1')));
    expect(stored.length).toBeGreaterThan(0);
    // The logout ends the session on the server too: a copy of the token stops working.
    const accessToken = await page.evaluate(() => /"access_token":"([^"]+)"/.exec(localStorage.getItem('coin_web1-token') ?? '')?.[1] ?? '');
    const profileStatus = () =>
      page.evaluate(async (token) => (await fetch('/api/exchange/coin/member/getMemberInfo', { headers: { 'Blade-Auth': `bearer ${token}` } })).status, accessToken);
    expect(await profileStatus()).toBe(200);

    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    await expect.poll(profileStatus).toBe(401);
    const token = await page.evaluate(() => localStorage.getItem('coin_web1-token') ?? sessionStorage.getItem('coin_web1-token'));
    expect(token === null || !token.includes('access_token') || token.includes('"content":null')).toBe(true);
    expect(tab.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
