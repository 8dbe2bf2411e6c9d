// A visitor's display choices set before the app starts, as the app itself stores them
// (coin_web1-preferences, the zustand store of session/preferences.ts), so a spec can open a page
// straight in a language or theme instead of clicking through the settings menu first.
import type { BrowserContext } from 'playwright-core';
import type { Language, Theme } from '@exchange/contract/constants';

export const presetPreferences = async (context: BrowserContext, choices: { language?: Language; theme?: Theme }): Promise<void> => {
  await context.addInitScript((choices) => {
    const key = 'coin_web1-preferences';
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { content?: { state?: object } } | null;
    const state = { ...stored?.content?.state, ...choices };
    localStorage.setItem(key, JSON.stringify({ name: 'preferences', content: { state, version: 0 }, type: 'local', datetime: Date.now(), dataType: 'object' }));
  }, choices);
};
