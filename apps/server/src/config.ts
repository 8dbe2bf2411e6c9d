// Environment → typed config. Every knob of the server lives here, with the default of the
// embedded single-machine setup; the README's configuration table mirrors this file.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_API_HEAD, DEFAULT_LANG_HEADER } from '@exchange/contract';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where PGlite runs: a worker thread of its own (the default on more than one core) or the server's thread (db/pgliteThread.ts). */
  pgliteThread: 'worker' | 'main';
  /** Seconds between PGlite's autovacuum checks (db/maintenance.ts); 0 turns them off. PostgreSQL has its own. */
  dbMaintenanceSeconds: number;
  mqttUrl: string | undefined;
  apiHead: string;
  langHeader: string;
  clientId: string;
  clientSecret: string;
  brand: string;
  /** Secret for signing access tokens; generated and kept in dataDir when not given. */
  jwtSecret: string | undefined;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  webDist: string;
  uploadMaxBytes: number;
  bodyLimitBytes: number;
  logLevel: string;
  /** Failed logins per account before it is locked for loginLockMinutes. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Requests per minute per IP on the auth calls. */
  authRateLimit: number;
  seedDemoUsers: boolean;
  /** Market-maker and taker bots that keep every market trading; off for tests that want a quiet book. */
  simulator: boolean;
  /** The simulator's seed: the same seed replays the same markets. */
  simulatorSeed: number;
  /** USDT a new account gets on its spot account (a decimal string); "0" gives nothing. */
  demoGrant: string;
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

/** Longest interval a Node timer keeps: past 2^31 - 1 ms it fires after 1 ms instead. */
const MAX_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

const atMost = (n: number, max: number, name: string): number => {
  if (n > max) throw new Error(`${name} must be at most ${max}, got "${n}"`);
  return n;
};

const decimal = (value: string | undefined, fallback: string, name: string): string => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,20}(\.\d{1,8})?$/.test(value)) throw new Error(`${name} must be a non-negative amount with at most 8 decimals, got "${value}"`);
  return value;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'off', 'no'].includes(value.toLowerCase());

/** `auto` (the default): a thread of its own when the machine has a second core for it (db/pgliteThread.ts). */
const pgliteThread = (value: string | undefined, cores: number): 'worker' | 'main' => {
  if (value === undefined || value === '' || value === 'auto') return cores > 1 ? 'worker' : 'main';
  if (value === 'main' || value === 'worker') return value;
  throw new Error(`PGLITE_THREAD must be auto, main or worker, got "${value}"`);
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): Config => {
  const root = resolve(import.meta.dirname, '../../..');
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? resolve(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteThread: pgliteThread(env.PGLITE_THREAD, cores),
    dbMaintenanceSeconds: atMost(int(env.DB_MAINTENANCE_SECONDS, 1, 'DB_MAINTENANCE_SECONDS'), MAX_TIMER_SECONDS, 'DB_MAINTENANCE_SECONDS'),
    mqttUrl: env.MQTT_URL || undefined,
    apiHead: env.API_HEAD ?? DEFAULT_API_HEAD,
    langHeader: (env.LANG_HEADER ?? DEFAULT_LANG_HEADER).toLowerCase(),
    clientId: env.CLIENT_ID ?? 'exchange_web',
    clientSecret: env.CLIENT_SECRET ?? 'exchange_web_secret',
    brand: env.BRAND ?? 'Exchange',
    jwtSecret: env.JWT_SECRET || undefined,
    // The web refreshes at 7 days of age (spec §9), so an access token must outlive that.
    accessTokenSeconds: int(env.ACCESS_TOKEN_SECONDS, 8 * 24 * 3600, 'ACCESS_TOKEN_SECONDS'),
    refreshTokenSeconds: int(env.REFRESH_TOKEN_SECONDS, 30 * 24 * 3600, 'REFRESH_TOKEN_SECONDS'),
    webDist: resolve(env.WEB_DIST ?? resolve(root, 'apps/web/dist')),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15, 'LOGIN_LOCK_MINUTES'),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 30, 'AUTH_RATE_LIMIT'),
    seedDemoUsers: flag(env.SEED_DEMO_USERS, true),
    simulator: flag(env.SIMULATOR, true),
    simulatorSeed: int(env.SIMULATOR_SEED, 20261121, 'SIMULATOR_SEED'),
    // Play money for the embedded demo; a real deployment (DATABASE_URL) starts everyone at zero.
    demoGrant: decimal(env.DEMO_GRANT, env.DATABASE_URL ? '0' : '10000', 'DEMO_GRANT'),
  };
};
