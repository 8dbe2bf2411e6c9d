// The order book's header in every language at 1280 px (issue 21): the heading, the three view
// buttons and the grouping menu all on screen and none cut off. Spanish words ("Libro de órdenes",
// "Compras", "Ventas") once pushed "Ventas" under the panel's edge and the grouping menu out of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { LANGUAGES } from '@exchange/contract/constants';
import { launch, openTab } from './support/browser.ts';
import { presetPreferences } from './support/preferences.ts';
import { textsOf } from './support/texts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** What of an element is hidden: outside its panel, or its own text wider than its box. */
const clipping = async (element: Locator, panel: Locator) =>
  element.evaluate((node, panelNode) => {
    const box = node.getBoundingClientRect();
    const edge = (panelNode as Element).getBoundingClientRect();
    const problems: string[] = [];
    if (box.width === 0 || box.height === 0) problems.push('not shown');
    if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) problems.push(`outside the panel (${Math.round(box.left)}–${Math.round(box.right)} of ${Math.round(edge.left)}–${Math.round(edge.right)})`);
    if (node.scrollWidth > node.clientWidth + 1) problems.push(`text cut (${node.scrollWidth} px in ${node.clientWidth})`);
    return problems.join(', ');
  }, await panel.elementHandle());

describe('the order book header', () => {
  it.each(LANGUAGES)('shows its heading, views and grouping whole at 1280 px in %s', async (language) => {
    const texts = textsOf(language);
    const { page, context } = await openTab(browser, { width: 1280, height: 860 });
    await presetPreferences(context, { language });
    await page.goto('/exchange/full-screen/BTC_USDT');
    const book = page.getByRole('region', { name: texts['spot.book.title'] });
    const controls: Array<[string, Locator]> = [
      ['heading', book.getByRole('heading', { name: texts['spot.book.title'] })],
      ...(['both', 'bids', 'asks'] as const).map((view): [string, Locator] => [view, book.getByRole('button', { name: texts[`spot.book.view_${view}`], exact: true })]),
      ['grouping', book.getByRole('combobox', { name: texts['spot.book.grouping'] })],
    ];
    const problems: string[] = [];
    for (const [name, control] of controls) {
      await control.waitFor();
      const found = await clipping(control, book);
      if (found) problems.push(`${name}: ${found}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
