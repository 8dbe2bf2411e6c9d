// A page's network gone quiet: no HTTP request in flight for a short moment. Playwright's
// 'networkidle' asks for 500 ms of quiet after every load; the route sweeps (routes, a11y) visit
// 140 pages, where that half-second alone was more than a minute of the suite. A page here fetches
// what it shows within a few milliseconds of the request before it finishing (a chunk, then its
// data), so a quarter-second of quiet says the same. The MQTT WebSocket is not a request and does
// not count.
import type { Page, Request } from 'playwright-core';

export interface NetworkWatch {
  /** Resolves once no request has been in flight for `quietMs`; fails after `timeoutMs`, naming what is still loading. */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/** Starts counting the page's requests: call before the first navigation it should cover. */
export const watchNetwork = (page: Page): NetworkWatch => {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    changedAt = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(quietMs = 250, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - changedAt < quietMs) {
        if (Date.now() > deadline) throw new Error(`the network was not quiet after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
};
