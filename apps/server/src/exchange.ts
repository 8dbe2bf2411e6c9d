// Builds the whole exchange from a config: database → services → http app → live channel →
// routes. main.ts calls this and listens; integration tests call it with a temporary DATA_DIR.
import type { FastifyInstance } from 'fastify';
import { TOPIC } from '@exchange/contract';
import type { Config } from './config.ts';
import { hasOneConnection, openDb, type Db } from './db/index.ts';
import { startMaintenance } from './db/maintenance.ts';
import { createHttpApp } from './http/app.ts';
import { registerWebApp } from './http/webApp.ts';
import { brokerAuthRoutes, createLiveChannel, type LiveChannel, type Principal } from './broker/index.ts';
import { loadJwtSecret } from './secrets.ts';
import { createOutbox, type Outbox } from './modules/outbox/service.ts';
import { createCodes } from './modules/auth/codes.ts';
import { createTokens, type Tokens } from './modules/auth/tokens.ts';
import { createAuthService } from './modules/auth/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createMemberService } from './modules/member/service.ts';
import { memberRoutes } from './modules/member/routes.ts';
import { findMemberById, findMerchantOf } from './modules/member/repo.ts';
import { createContentStore } from './modules/content/store.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { createLedger, type Ledger } from './ledger/index.ts';
import { createMarkets, type Markets } from './market/index.ts';
import { MARKET_JOURNAL } from './market/projection.ts';
import { createMarketService } from './modules/market/service.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { createSpotService, type SpotService } from './modules/spot/service.ts';
import { spotRoutes } from './modules/spot/routes.ts';
import { createSpotObserver } from './modules/spot/observer.ts';
import { TriggerBook } from './modules/spot/triggers.ts';
import { TpSlOrders } from './modules/spot/exits.ts';
import { loadWaiting } from './modules/spot/waiting.ts';
import { createDemoGrant } from './modules/spot/demoGrant.ts';
import { createAssetsService, type AssetsService } from './modules/assets/service.ts';
import { assetsRoutes } from './modules/assets/routes.ts';
import { pricesFromHub } from './modules/assets/prices.ts';
import { walletNotifier } from './modules/assets/notify.ts';
import type { DepositWatcher } from './modules/assets/deposits.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { createKycService } from './modules/kyc/service.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { createApiKeyService } from './modules/apikeys/service.ts';
import { apiKeyRoutes } from './modules/apikeys/routes.ts';
import { createInviteService } from './modules/invite/service.ts';
import { inviteRoutes } from './modules/invite/routes.ts';
import { ensureOperatorToken, operatorRoutes } from './admin/operator.ts';
import { seedContent } from './seed/content.ts';
import { seedDemoUsers } from './seed/users.ts';

export interface Exchange {
  app: FastifyInstance;
  db: Db;
  live: LiveChannel;
  tokens: Tokens;
  outbox: Outbox;
  ledger: Ledger;
  markets: Markets;
  spot: SpotService;
  assets: AssetsService;
  close(): Promise<void>;
}

export interface ExchangeOptions {
  /** Pino options, or false to stay quiet (tests). */
  logger?: boolean | object;
  /** PostgreSQL schema to use instead of public (test isolation). */
  schema?: string;
  /** The clock of the markets (tests pin it). */
  now?: () => number;
  /** Chain adapters that report deposits (modules/assets/deposits.ts); the embedded default has none. */
  depositWatchers?: DepositWatcher[];
}

export const createExchange = async (config: Config, options: ExchangeOptions = {}): Promise<Exchange> => {
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteThread: config.pgliteThread,
    journal: MARKET_JOURNAL,
    ...(options.schema ? { schema: options.schema } : {}),
  });
  const tokens = createTokens(db, {
    secret: loadJwtSecret(config.jwtSecret, config.dataDir),
    accessSeconds: config.accessTokenSeconds,
    refreshSeconds: config.refreshTokenSeconds,
  });
  const app = await createHttpApp({
    config,
    verifyAccessToken: tokens.verifyAccess,
    logger: options.logger ?? { level: config.logLevel },
  });
  // PGlite has no autovacuum of its own (db/maintenance.ts); PostgreSQL does.
  const maintenance = hasOneConnection(db) ? startMaintenance(db, { everyMs: config.dbMaintenanceSeconds * 1000, log: app.log }) : null;
  const outbox = createOutbox(db, app.log);
  const members = createMemberService(db);
  const store = createContentStore(db);

  /** MQTT login: username = member id, password = access token; owns its refresh and chat topics. */
  const authenticate = async (memberId: string, token: string): Promise<Principal | null> => {
    const caller = await tokens.verifyAccess(token);
    if (!caller || caller.memberId !== memberId) return null;
    const member = await findMemberById(db, memberId);
    if (!member) return null;
    const merchant = await findMerchantOf(db, memberId);
    const owned = [TOPIC.refresh(memberId), member.chat_key];
    if (merchant) owned.push(TOPIC.refresh(String(merchant.id)));
    return { memberId, ownedTopics: owned };
  };
  const live = await createLiveChannel({
    server: app.server,
    ...(config.mqttUrl ? { externalUrl: config.mqttUrl } : {}),
    authenticate,
    log: app.log,
  });

  const ledger = createLedger(db);
  const demoGrant = createDemoGrant(ledger, config.demoGrant);
  const auth = createAuthService({
    db,
    codes: createCodes(db),
    tokens,
    outbox,
    members,
    maxFailures: config.loginMaxFailures,
    lockMinutes: config.loginLockMinutes,
    onRegistered: demoGrant,
  });
  const head = config.apiHead;
  await app.register(authRoutes, { auth, apiHead: head, clientId: config.clientId, clientSecret: config.clientSecret, rateLimitPerMinute: config.authRateLimit });
  await app.register(memberRoutes, { members, apiHead: head });
  await app.register(contentRoutes, { store, apiHead: head, dataDir: config.dataDir, uploadMaxBytes: config.uploadMaxBytes });
  await app.register(feedbackRoutes, { db, apiHead: head });

  // Waiting stop orders and exits are known before the first trade can cross them.
  const triggers = new TriggerBook();
  await loadWaiting(db, triggers);
  const tpsl = new TpSlOrders();
  await tpsl.load(db);
  const markets = await createMarkets({
    db,
    ledger,
    publisher: live.publisher,
    log: app.log,
    simulator: config.simulator,
    seed: config.simulatorSeed,
    ...(options.now ? { now: options.now } : {}),
    observers: [createSpotObserver({ db, triggers, tpsl, publisher: live.publisher, log: app.log })],
    onFatal: (error) => {
      // Memory and database disagree after a failed commit: stop, and let the restart rebuild
      // the books from the journal (market/journal.ts).
      app.log.fatal({ err: error }, 'journal commit failed; exiting so the books are rebuilt from the journal');
      process.exit(1);
    },
  });
  await app.register(marketRoutes, { markets: createMarketService(db, markets.hub), apiHead: head });
  const spot = createSpotService({ db, ledger, markets, triggers, tpsl, publisher: live.publisher });
  await app.register(spotRoutes, { spot, apiHead: head });
  const assets = createAssetsService({ db, ledger, prices: pricesFromHub(markets.hub), notify: walletNotifier(live.publisher) });
  await app.register(assetsRoutes, { assets, apiHead: head, rateLimitPerMinute: config.authRateLimit });
  await app.register(securityRoutes, { db, outbox, apiHead: head, brand: config.brand, rateLimitPerMinute: config.authRateLimit });
  await app.register(kycRoutes, { kyc: createKycService(db, store, config.dataDir), apiHead: head });
  await app.register(apiKeyRoutes, { apiKeys: createApiKeyService(db), apiHead: head, rateLimitPerMinute: config.authRateLimit });
  await app.register(inviteRoutes, { invites: createInviteService(db), apiHead: head });
  await app.register(operatorRoutes, { deps: { db, assets }, token: ensureOperatorToken(config.dataDir) });
  const watchers = options.depositWatchers ?? [];
  for (const watcher of watchers)
    watcher.start(async (deposit) => {
      await assets.deposits.observe(deposit);
    });
  await app.register(brokerAuthRoutes, { authenticate });
  await registerWebApp(app, config);

  await seedContent(store);
  if (config.seedDemoUsers) await seedDemoUsers(db, demoGrant);

  return {
    app,
    db,
    live,
    tokens,
    outbox,
    ledger,
    markets,
    spot,
    assets,
    async close() {
      await Promise.all(watchers.map((w) => w.stop()));
      await markets.close();
      await live.close();
      await app.close();
      await maintenance?.stop();
      await db.destroy();
    },
  };
};
