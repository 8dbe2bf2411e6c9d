// Boots a real exchange for an integration test: PGlite in a temporary DATA_DIR, or, when
// DATABASE_URL is set (CI's second pass), PostgreSQL in a schema of its own that is dropped after.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_TOKEN_PATH, TENANT_ID, coinBase, type Envelope, type TokenResponse } from '@exchange/contract';
import { loadConfig, type Config } from '../config.ts';
import { createExchange, type Exchange, type ExchangeOptions } from '../exchange.ts';
import { listenExchange } from '../listen.ts';
import { seedFromTemplate } from './pgliteTemplate.ts';

/** Drops a test's schema on a connection of its own (the exchange's pool is closed by then). */
const dropSchema = async (url: string, schema: string) => {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
};

/**
 * Funding times a test does not ask for never come (boundaries every ten years), and the
 * liquidation worker ticks only when a test ticks it: a test settles funding and liquidates itself
 * (futures funding.test.ts, liquidation.test.ts).
 */
const TEN_YEARS = 10 * 365 * 86_400;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface TestExchange {
  ex: Exchange;
  config: Config;
  url: string;
  port: number;
  /** The internal listener: operator's commands, broker auth hook (http/internalApp.ts). */
  internalUrl: string;
  coin: (path: string) => string;
  call<T = Envelope>(method: 'GET' | 'POST', path: string, opts?: { query?: Record<string, string>; body?: unknown; token?: string; headers?: Record<string, string>; raw?: string }): Promise<Answer<T>>;
  token(query: Record<string, string>): Promise<Answer<TokenResponse & { error_code?: number; error_description?: string }>>;
  login(account: string, password: string, extra?: Record<string, string>): Promise<TokenResponse>;
  lastCode(target: string): Promise<string>;
  registerEmail(email?: string, password?: string): Promise<{ email: string; password: string }>;
  close(): Promise<void>;
}

export const basicHeader = (config: Config) => `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

export interface TestExchangeOptions {
  /** Runs before the server listens: a benchmark adds its reference route here. */
  beforeListen?: (ex: Exchange) => void;
  /** Pino options, to read what the server logs (testing/logCapture.ts); quiet otherwise. */
  logger?: object;
  /** Sees every route as it is registered (the API document's test). */
  onRoute?: ExchangeOptions['onRoute'];
}

export const startTestExchange = async (env: Record<string, string> = {}, options: TestExchangeOptions = {}): Promise<TestExchange> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-test-'));
  seedFromTemplate(dataDir);
  const schema = process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', INTERNAL_PORT: '0', INTERNAL_HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIMULATOR: 'off', FUNDING_INTERVAL_SECONDS: String(TEN_YEARS), LIQUIDATION_TICK_MS: '0', ...env });
  const ex = await createExchange(config, { logger: options.logger ?? false, ...(options.onRoute ? { onRoute: options.onRoute } : {}), ...(schema ? { schema } : {}) });
  options.beforeListen?.(ex);
  const { url, internalUrl } = await listenExchange(ex, config);
  const port = Number(new URL(url).port);
  const coin = (path: string) => `${coinBase(config.apiHead)}/${path}`;

  const call: TestExchange['call'] = async (method, path, opts = {}) => {
    const qs = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    const headers: Record<string, string> = { authorization: basicHeader(config), ...opts.headers };
    if (opts.token) headers['blade-auth'] = `bearer ${opts.token}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    if (opts.raw !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${url}${path}${qs}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* non-JSON answers are returned as text */
    }
    return { status: res.status, body: parsed as never };
  };

  const token: TestExchange['token'] = (query) =>
    call('POST', AUTH_TOKEN_PATH, { query: { tenantId: TENANT_ID, scope: 'all', type: 'account', deviceId: 'test-device', ...query }, headers: { 'tenant-id': TENANT_ID } });

  const login: TestExchange['login'] = async (account, password, extra = {}) => {
    const res = await token({ grant_type: 'password', username: account, password: md5(password), ...extra });
    if (res.status !== 200 || !res.body.access_token) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  const lastCode = async (target: string) => {
    const message = await ex.outbox.latest(target);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${target}`);
    return code;
  };

  const registerEmail: TestExchange['registerEmail'] = async (email = `u${randomBytes(5).toString('hex')}@test.local`, password = 'Secret123') => {
    const sent = await call<Envelope>('GET', coin('open/send/email'), { query: { email, purpose: 'register' } });
    if (sent.body.code !== 200) throw new Error(JSON.stringify(sent.body));
    const res = await call<Envelope>('POST', coin('open/register'), {
      body: { accountType: 'email', account: email, password: md5(password), code: await lastCode(email) },
    });
    if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
    return { email, password };
  };

  return {
    ex,
    config,
    url,
    port,
    internalUrl,
    coin,
    call,
    token,
    login,
    lastCode,
    registerEmail,
    async close() {
      // The exchange first: its last writes (the klines it flushes on close) go to the schema.
      await ex.close();
      if (schema && config.databaseUrl) await dropSchema(config.databaseUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
