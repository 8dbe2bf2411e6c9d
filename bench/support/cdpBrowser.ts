// The browser the page benches drive: Debian's Chromium, headless, spoken to over the Chrome
// DevTools Protocol with nothing but the Page, Runtime, Emulation and Input domains.
//
// Why not Playwright here (the e2e suite does use it): Playwright enables the Network domain on
// every page, and then Chromium copies each WebSocket frame to the client over the DevTools pipe.
// At the benches' rates (up to 2000 live messages a second) that copying cost the renderer more
// than the page itself: on Chromium 156 the markets page ran at 9 fps under Playwright and at
// 59 fps with this client, the same build and the same messages. A bench measures the page, so
// it leaves the network unobserved.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

interface Reply {
  id?: number;
  method?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface BenchPage {
  /** Loads `url` and resolves on its load event. */
  goto(url: string): Promise<void>;
  /** Evaluates page source text (awaiting a promise it returns) and answers its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls a page expression until it is truthy. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  /** Clicks the middle of the element a page expression returns, as a mouse would. */
  click(elementExpression: string): Promise<void>;
  /** Presses a key (Backspace, or one printable character) through Chromium's input pipeline. */
  press(key: string): Promise<void>;
  /** Saves what the page shows as a PNG (BENCH_SCREENSHOT asks a bench for one). */
  screenshot(path: string): Promise<void>;
}

export interface BenchBrowser {
  newPage(viewport: { width: number; height: number }): Promise<BenchPage>;
  /** Records a Chromium trace (viewable in Perfetto) around `during`, written to `path`. */
  trace<T>(path: string, during: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const KEYS: Record<string, { code: string; keyCode: number }> = { Backspace: { code: 'Backspace', keyCode: 8 } };

const connect = async (url: string) => {
  const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<number, (reply: Reply) => void>();
  const listeners = new Map<string, Array<() => void>>();
  const streams = new Map<string, (params: Record<string, unknown>) => void>();
  socket.on('message', (data) => {
    const reply = JSON.parse(String(data)) as Reply;
    if (reply.id !== undefined) {
      waiting.get(reply.id)?.(reply);
      waiting.delete(reply.id);
    } else if (reply.method) {
      streams.get(reply.method)?.((reply as { params?: Record<string, unknown> }).params ?? {});
      for (const listener of listeners.get(reply.method) ?? []) listener();
      listeners.delete(reply.method);
    }
  });
  const send = async (method: string, params: object = {}): Promise<Record<string, unknown>> => {
    const id = ++lastId;
    const reply = await new Promise<Reply>((resolve) => {
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
    return reply.result ?? {};
  };
  const once = (event: string) =>
    new Promise<void>((resolve) => {
      listeners.set(event, [...(listeners.get(event) ?? []), resolve]);
    });
  const on = (event: string, listener: (params: Record<string, unknown>) => void) => streams.set(event, listener);
  return { send, once, on, close: () => socket.close() };
};

const pageOver = (cdp: Awaited<ReturnType<typeof connect>>): BenchPage => {
  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
      result: { value?: unknown };
      exceptionDetails?: { exception?: { description?: string }; text: string };
    };
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    return answer.result.value as T;
  };
  const key = async (type: 'keyDown' | 'keyUp', name: string) => {
    const named = KEYS[name];
    const params = named
      ? { type: type === 'keyDown' ? 'rawKeyDown' : 'keyUp', key: name, code: named.code, windowsVirtualKeyCode: named.keyCode }
      : { type, key: name, text: type === 'keyDown' ? name : undefined, unmodifiedText: type === 'keyDown' ? name : undefined };
    await cdp.send('Input.dispatchKeyEvent', params);
  };
  return {
    async goto(url) {
      const loaded = cdp.once('Page.loadEventFired');
      await cdp.send('Page.navigate', { url });
      await loaded;
    },
    evaluate,
    async waitFor(expression, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(await evaluate<boolean>(`Boolean(${expression})`))) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async click(elementExpression) {
      const { x, y } = await evaluate<{ x: number; y: number }>(`(() => {
        const element = ${elementExpression};
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      })()`);
      for (const type of ['mousePressed', 'mouseReleased']) await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    },
    async press(name) {
      await key('keyDown', name);
      await key('keyUp', name);
    },
    async screenshot(path) {
      const { data } = (await cdp.send('Page.captureScreenshot', { format: 'png' })) as { data: string };
      writeFileSync(path, Buffer.from(data, 'base64'));
    },
  };
};

export const launchBenchBrowser = async (): Promise<BenchBrowser> => {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chromium: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group: /usr/bin/chromium is Debian's shell wrapper, and closing must reach
    // the browser behind it, not only the shell.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let text = '';
    chromium.stderr?.on('data', (chunk) => {
      text += String(chunk);
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (found) resolve(found[1]!);
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${text}`)));
  });
  const port = new URL(endpoint).port;
  const pages: Array<{ close(): void }> = [];
  return {
    async newPage({ width, height }) {
      const target = (await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })).json()) as { webSocketDebuggerUrl: string };
      const cdp = await connect(target.webSocketDebuggerUrl);
      pages.push(cdp);
      await cdp.send('Page.enable');
      await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
      return pageOver(cdp);
    },
    async trace(path, during) {
      const browser = await connect(endpoint);
      const events: unknown[] = [];
      browser.on('Tracing.dataCollected', (params) => events.push(...(params.value as unknown[])));
      const complete = browser.once('Tracing.tracingComplete');
      await browser.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink', 'cc', 'gpu', 'viz', 'v8.execute', 'toplevel', 'benchmark', 'latencyInfo'] } });
      try {
        return await during();
      } finally {
        await browser.send('Tracing.end');
        await complete;
        browser.close();
        writeFileSync(path, JSON.stringify({ traceEvents: events }));
      }
    },
    async close() {
      for (const page of pages) page.close();
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      const browser = await connect(endpoint);
      await browser.send('Browser.close').catch(() => undefined);
      browser.close();
      const late = setTimeout(() => process.kill(-chromium.pid!, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(late);
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
};
