// Environment → typed config. Every knob of the server lives here, with the default of the
// embedded single-machine setup; the README's configuration table mirrors this file.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_API_HEAD, DEFAULT_LANG_HEADER } from '@exchange/contract';
import { REPO_ROOT } from './paths.ts';

export interface Config {
  port: number;
  host: string;
  /**
   * Whom to believe about the client's address (X-Forwarded-For): false, the socket's peer is the
   * client; or the proxies' addresses and CIDR ranges (Fastify's trustProxy).
   */
  trustProxy: false | string[];
  /**
   * The listener of the operator's commands and the broker auth hook (http/internalApp.ts), kept
   * off the public port; port 0 takes a free one, which the server writes to DATA_DIR.
   */
  internalPort: number;
  internalHost: string;
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
  /** Files and bytes one member may upload in 24 hours (0: no cap), so nobody fills the disk. */
  uploadDailyCount: number;
  uploadDailyBytes: number;
  bodyLimitBytes: number;
  logLevel: string;
  /** JSON lines (for a log collector), readable lines (for a person), or whichever suits stdout (logging.ts). */
  logFormat: 'auto' | 'json' | 'pretty';
  /** Failed logins per account and client (IP) within loginLockMinutes before that client is locked out of it for loginLockMinutes. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Requests per minute per IP on the auth calls. */
  authRateLimit: number;
  seedDemoUsers: boolean;
  /** Market-maker and taker bots that keep every market trading; off for tests that want a quiet book. */
  simulator: boolean;
  /** The simulator's seed: the same seed replays the same markets. */
  simulatorSeed: number;
  /** Days of bot-against-bot history kept (market/retention.ts); 0 keeps everything. */
  simulatorRetentionDays: number;
  /** USDT a new account gets on its spot account (a decimal string); "0" gives nothing. */
  demoGrant: string;
  /** Seconds between futures funding times, aligned to the epoch (8 h: 00:00, 08:00, 16:00 UTC); shorter for a demo or a test. */
  fundingIntervalSeconds: number;
  /** Pulse (modules/pulse): fixed-time up/down contracts on the spot markets' trades. */
  pulse: PulseConfig;
  /** How often P2P orders past their payment window are looked for and cancelled (ms); 0 turns the timer off. */
  otcExpireEveryMs: number;
  /** When above 0, every new P2P order's payment window in seconds instead of its advert's minutes (OTC_PAY_WINDOW_SECONDS). */
  otcPayWindowSeconds: number;
  /** How often the futures liquidation worker reads the marks, ms; 0 leaves it to a caller (tests drive it). */
  liquidationTickMs: number;
}

export interface PulseConfig {
  /** Off: the ping answers 1003 and no contract or swap in is taken (so is `npm run admin -- pulse-off`). */
  enabled: boolean;
  /** Durations offered, shortest first, with the profit of a win in basis points of the stake. */
  durations: Array<{ seconds: number; ratioBp: number }>;
  minStake: string;
  maxStake: string;
  /** A symbol whose last trade is older than this takes no new contract. */
  staleSeconds: number;
  /** Cap on |Σ payouts of up − Σ payouts of down| per symbol and expiry bucket (USDT). */
  exposureCap: string;
  exposureBucketSeconds: number;
  /** Open contracts one member may hold. */
  maxOpen: number;
  /** USDT deposited to the house account on a start that finds it empty. */
  houseFunds: string;
}

/** "30:85,60:85": seconds and payout percent (whole or with up to two decimals). */
const durations = (value: string | undefined): PulseConfig['durations'] => {
  const text = value === undefined || value === '' ? '30:85,60:85,180:82,300:80' : value;
  const list = text.split(',').map((part) => {
    const m = /^\s*(\d{1,5}):(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(part);
    if (!m || Number(m[1]) <= 0) throw new Error(`PULSE_DURATIONS must be seconds:percent pairs, comma-separated, got "${text}"`);
    return { seconds: Number(m[1]), ratioBp: Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0')) };
  });
  return list.sort((a, b) => a.seconds - b.seconds).filter((d, i, all) => i === 0 || all[i - 1]!.seconds !== d.seconds);
};

const atLeastOne = (n: number, name: string): number => {
  if (n < 1) throw new Error(`${name} must be at least 1`);
  return n;
};

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

/** proxy-addr's names for ranges, which Fastify's trustProxy takes beside addresses. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxy = (entry: string): boolean => {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Off unless it names the proxy: anyone can send X-Forwarded-For, so trusting it from every peer
 * would let each client choose the address its rate limits and login records are kept under. A
 * hop count is refused, not taken: Fastify 5 trusts no peer for one (it cannot tell the proxy).
 */
const trustProxy = (value: string | undefined): false | string[] => {
  if (value === undefined || value.trim() === '') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxy)) return entries;
  throw new Error(`TRUST_PROXY must be the proxies' addresses or CIDR ranges, comma-separated, got "${value}"`);
};

const logFormat = (value: string | undefined): 'auto' | 'json' | 'pretty' => {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT must be auto, json or pretty, got "${value}"`);
};

/** `auto` (the default): a thread of its own when the machine has a second core for it (db/pgliteThread.ts). */
const pgliteThread = (value: string | undefined, cores: number): 'worker' | 'main' => {
  if (value === undefined || value === '' || value === 'auto') return cores > 1 ? 'worker' : 'main';
  if (value === 'main' || value === 'worker') return value;
  throw new Error(`PGLITE_THREAD must be auto, main or worker, got "${value}"`);
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): Config => {
  return {
    port: int(env.PORT, 8080, 'PORT'),
    // Loopback unless told: the embedded default has public demo passwords (HOST=0.0.0.0 behind a proxy).
    host: env.HOST || '127.0.0.1',
    trustProxy: trustProxy(env.TRUST_PROXY),
    internalPort: int(env.INTERNAL_PORT, 0, 'INTERNAL_PORT'),
    internalHost: env.INTERNAL_HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? resolve(REPO_ROOT, 'data')),
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
    webDist: resolve(env.WEB_DIST ?? resolve(REPO_ROOT, 'apps/web/dist')),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    uploadDailyCount: int(env.UPLOAD_DAILY_COUNT, 30, 'UPLOAD_DAILY_COUNT'),
    uploadDailyBytes: int(env.UPLOAD_DAILY_BYTES, 50 * 1024 * 1024, 'UPLOAD_DAILY_BYTES'),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15, 'LOGIN_LOCK_MINUTES'),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 30, 'AUTH_RATE_LIMIT'),
    seedDemoUsers: flag(env.SEED_DEMO_USERS, true),
    simulator: flag(env.SIMULATOR, true),
    simulatorSeed: int(env.SIMULATOR_SEED, 20261121, 'SIMULATOR_SEED'),
    simulatorRetentionDays: atMost(int(env.SIMULATOR_RETENTION_DAYS, 7, 'SIMULATOR_RETENTION_DAYS'), 36_500, 'SIMULATOR_RETENTION_DAYS'),
    // Play money for the embedded demo; a real deployment (DATABASE_URL) starts everyone at zero.
    demoGrant: decimal(env.DEMO_GRANT, env.DATABASE_URL ? '0' : '10000', 'DEMO_GRANT'),
    liquidationTickMs: int(env.LIQUIDATION_TICK_MS, 1000, 'LIQUIDATION_TICK_MS'),
    fundingIntervalSeconds: atLeastOne(int(env.FUNDING_INTERVAL_SECONDS, 8 * 3600, 'FUNDING_INTERVAL_SECONDS'), 'FUNDING_INTERVAL_SECONDS'),
    pulse: {
      enabled: flag(env.PULSE, true),
      durations: durations(env.PULSE_DURATIONS),
      minStake: decimal(env.PULSE_MIN_STAKE, '1', 'PULSE_MIN_STAKE'),
      maxStake: decimal(env.PULSE_MAX_STAKE, '1000', 'PULSE_MAX_STAKE'),
      staleSeconds: int(env.PULSE_STALE_SECONDS, 30, 'PULSE_STALE_SECONDS'),
      exposureCap: decimal(env.PULSE_EXPOSURE_CAP, '20000', 'PULSE_EXPOSURE_CAP'),
      exposureBucketSeconds: Math.max(1, int(env.PULSE_EXPOSURE_BUCKET_SECONDS, 60, 'PULSE_EXPOSURE_BUCKET_SECONDS')),
      maxOpen: int(env.PULSE_MAX_OPEN, 20, 'PULSE_MAX_OPEN'),
      houseFunds: decimal(env.PULSE_HOUSE_FUNDS, '1000000', 'PULSE_HOUSE_FUNDS'),
    },
    otcExpireEveryMs: atMost(int(env.OTC_EXPIRE_EVERY_MS, 2000, 'OTC_EXPIRE_EVERY_MS'), 2_147_483_647, 'OTC_EXPIRE_EVERY_MS'),
    // Every new P2P order's payment window in seconds instead of its advert's minutes (0: the advert's). For demos and the expiry journey.
    otcPayWindowSeconds: atMost(int(env.OTC_PAY_WINDOW_SECONDS, 0, 'OTC_PAY_WINDOW_SECONDS'), 86_400, 'OTC_PAY_WINDOW_SECONDS'),
  };
};
