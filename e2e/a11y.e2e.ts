// Accessibility of every route of spec §2 (DESIGN §6): axe-core finds no serious or critical
// violation of WCAG 2.2 AA, for a visitor and for a member, in the day and the night theme. A
// failure lists each violation (rule, impact, element, what is wrong) so it can be fixed where it
// comes from: the theme tokens or the component, never by switching a rule off.
//
// Time: one visit per route and state, both themes checked on it (the second for the colour rules
// alone). A visitor's member pages all land on /user/login, which is checked once. The night theme
// is the same page with html[data-theme] switched, which is all the theme does to the DOM
// (session/preferences.ts applyTheme); what reads the theme in script is the charts' canvas, which
// axe does not read, and the logo, the same image element. The member's storage (registered once)
// is reused by every member test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { ALL_ROUTE_PATHS } from '../apps/web/src/app/routePaths.ts';
import type { Theme } from '@exchange/contract/constants';
import { launch, openTab, type StorageState } from './support/browser.ts';
import { watchNetwork } from './support/network.ts';
import { registerMember } from './support/member.ts';

const ROUTES_PER_TEST = 12;
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * The rules a theme can change: it redefines colours only (styles/tokens.css; sizes and spacing are
 * the same in both), so the second theme is checked for these and the rest once, in the first.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

let browser: Browser;
let memberStorage: StorageState;
beforeAll(async () => {
  browser = await launch();
  const { page, context } = await openTab(browser);
  await registerMember(page, 'a11y');
  memberStorage = await context.storageState();
  await context.close();
});
afterAll(() => browser?.close());

/** Switches the theme as applyTheme does and waits for the colours to settle (CSS transitions). */
const showTheme = async (page: Page, theme: Theme) => {
  await page.evaluate((theme) => {
    document.documentElement.dataset.theme = theme;
  }, theme);
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'));
};

/** The serious and critical violations on the page as it is, one line per element. */
const violations = async (page: Page, where: string, only?: string[]): Promise<string[]> => {
  // Legacy mode runs axe once in the page; the default mode opens a blank page for every run to
  // merge frames' results, and the app has no frames.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const results = await (only ? axe.withRules(only) : axe.withTags(WCAG_22_AA)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        return `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${summary}`;
      }),
    );
};

for (const state of ['visitor', 'member'] as const) {
  describe(`axe, WCAG 2.2 AA, ${state}`, () => {
    /** Pages already checked in this state (a visitor's member pages all land on the login page). */
    const checked = new Set<string>();
    for (let from = 0; from < ALL_ROUTE_PATHS.length; from += ROUTES_PER_TEST) {
      const paths = ALL_ROUTE_PATHS.slice(from, from + ROUTES_PER_TEST);
      it(`finds no serious or critical violation on routes ${from + 1} to ${from + paths.length} as a ${state}, day and night`, async () => {
        const tab = await openTab(browser, undefined, state === 'member' ? memberStorage : undefined);
        const network = watchNetwork(tab.page);
        const found: string[] = [];
        for (const path of paths) {
          await tab.page.goto(path);
          await network.quiet();
          await tab.page.getByRole('main').waitFor();
          const landed = new URL(tab.page.url()).pathname;
          if (checked.has(landed)) continue;
          checked.add(landed);
          await showTheme(tab.page, 'daytime');
          found.push(...(await violations(tab.page, `${landed} (daytime)`)));
          await showTheme(tab.page, 'night');
          found.push(...(await violations(tab.page, `${landed} (night)`, COLOUR_RULES)));
        }
        // The list as the message: a diff of a long array is cut short, and every line is a fix.
        expect(found.length, `${found.length} violations:\n${found.join('\n')}`).toBe(0);
        await tab.context.close();
      });
    }
  });
}
