// The help centre against the real server's content store (issue 26 part 1): a visitor browses from
// the index through a category and a section to an article and back by the breadcrumb, searches
// titles and text, reads an article in Spanish, and a language change on a section page lands on
// the index while one on an article page stays there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openTab } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const crumbs = (page: Page) => page.getByRole('navigation', { name: /Breadcrumb|Ruta de navegación/ });
const chooseLanguage = (page: Page, label: string, value: string) => page.getByRole('combobox', { name: label }).selectOption(value);

describe('help centre', () => {
  it('browses to an article and back by the breadcrumb', async () => {
    const { page, errors } = await openTab(browser);
    await page.goto('/article/main/index');
    await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
    await page.getByRole('link', { name: 'Getting Started', exact: true }).click();
    await page.waitForURL('**/article/main/categories/1');
    await page.getByRole('heading', { level: 1, name: 'Getting Started' }).waitFor();
    await page.getByRole('link', { name: 'Account & Security', exact: true }).click();
    await page.waitForURL('**/article/main/sections/11');
    await page.getByRole('link', { name: /How to register an account/ }).click();
    await page.waitForURL('**/article/main/content/help/1');
    await page.getByRole('heading', { level: 1, name: 'How to register an account' }).waitFor();
    expect((await page.getByRole('article').textContent())!.length).toBeGreaterThan(60);
    expect(await crumbs(page).getByRole('listitem').allTextContents()).toEqual(['Help centre', 'Getting Started', 'Account & Security', 'How to register an account']);

    await crumbs(page).getByRole('link', { name: 'Account & Security' }).click();
    await page.waitForURL('**/article/main/sections/11');
    await crumbs(page).getByRole('link', { name: 'Getting Started' }).click();
    await page.waitForURL('**/article/main/categories/1');
    await crumbs(page).getByRole('link', { name: 'Help centre' }).click();
    await page.waitForURL('**/article/main/index');
    expect(errors).toEqual([]);
  });

  it('searches titles and text, and reaches legal pages from the footer', async () => {
    const { page } = await openTab(browser);
    await page.goto('/article/main/index');
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('withdraw');
    await page.getByRole('searchbox', { name: 'Search the help centre' }).press('Enter');
    await page.waitForURL('**/article/main/index?q=withdraw');
    await page.getByRole('link', { name: /How to withdraw crypto/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('zzqqxx');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No article matches “zzqqxx”.').waitFor();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await page.waitForURL(/\/article\/main\/content\/\w+\/10$/);
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
  });

  it('returns to the index on a language change from a section page, not from an article', async () => {
    const { page } = await openTab(browser);
    await page.goto('/article/main/sections/11');
    await page.getByRole('heading', { level: 1, name: 'Account & Security' }).waitFor();
    await chooseLanguage(page, 'Language', 'es');
    await page.waitForURL('**/article/main/index');
    await page.getByRole('heading', { level: 1, name: 'Centro de ayuda' }).waitFor();
    await page.getByRole('link', { name: 'Cuenta y seguridad', exact: true }).click();
    await page.waitForURL('**/article/main/sections/11');

    await page.goto('/article/main/content/help/1');
    await page.getByRole('heading', { level: 1, name: 'Cómo registrar una cuenta' }).waitFor();
    await chooseLanguage(page, 'Idioma', 'en');
    await page.getByRole('heading', { level: 1, name: 'How to register an account' }).waitFor();
    expect(page.url()).toMatch(/\/article\/main\/content\/help\/1$/);
  });
});
