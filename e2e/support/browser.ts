// Debian's Chromium driven by playwright-core (Playwright's own browser download does not work
// here). Each test gets a fresh context; console errors and page errors are collected so a spec
// can assert a page loaded cleanly.
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

export const launch = () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

export interface Tab {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/** What a context's storageState() gives back: cookies and local storage, to open a tab logged in. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const openTab = async (browser: Browser, viewport = { width: 1280, height: 860 }, storageState?: StorageState): Promise<Tab> => {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport, storageState });
  const page = await context.newPage();
  // A control that is not there within 10 s is not coming; fail fast with Playwright's call log.
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
};

/**
 * The verification code the server's outbox printed last for this address; with a purpose, the
 * last code for that purpose (the log trails the answers, so an earlier code may still be last).
 */
export const codeFromLog = (target: string, purpose?: string, serverLog: string = inject('serverLog')): string => {
  const lines = readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((l) => l.includes('[outbox]') && l.includes(`"to":"${target}"`) && (!purpose || l.includes(`Verification code (${purpose})`)));
  const code = lines.at(-1)?.match(/verification code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in the server log for ${target}`);
  return code;
};

export const waitForCode = async (target: string, timeoutMs = 10_000, purpose?: string, serverLog?: string): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return codeFromLog(target, purpose, serverLog);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
};
