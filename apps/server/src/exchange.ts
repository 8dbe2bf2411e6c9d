// Builds the whole exchange from a config: database → services → http app → live channel →
// routes. main.ts calls this and listens; integration tests call it with a temporary DATA_DIR.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { TOPIC } from '@exchange/contract';
import type { Config } from './config.ts';
import { hasOneConnection, openDb, type Db } from './db/index.ts';
import { startMaintenance } from './db/maintenance.ts';
import { createHttpApp } from './http/app.ts';
import { createInternalApp } from './http/internalApp.ts';
import { registerApiDocs } from './http/apiDocs.ts';
import { registerWebApp } from './http/webApp.ts';
import { brokerAuthRoutes, createLiveChannel, type LiveChannel, type Principal } from './broker/index.ts';
import { loadJwtSecret } from './secrets.ts';
import { loggerOptions } from './logging.ts';
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
import { createChatService } from './modules/chat/service.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { canReadChatImage } from './modules/chat/images.ts';
import { staffRoleOf } from './modules/chat/staff.ts';
import { createLedger, type Ledger } from './ledger/index.ts';
import { createMarkets, type Markets } from './market/index.ts';
import { MARKET_JOURNAL } from './market/projection.ts';
import { startRetention } from './market/retention.ts';
import { createMarketService } from './modules/market/service.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { createSpotService, type SpotService } from './modules/spot/service.ts';
import { spotRoutes } from './modules/spot/routes.ts';
import { createSpotObserver } from './modules/spot/observer.ts';
import { TriggerBook } from './modules/spot/triggers.ts';
import { TpSlOrders } from './modules/spot/exits.ts';
import { loadWaiting } from './modules/spot/waiting.ts';
import { createDemoGrant } from './modules/spot/demoGrant.ts';
import { createFutures, type Futures } from './modules/futures/index.ts';
import { futuresRoutes } from './modules/futures/routes.ts';
import { createContractBots } from './modules/futures/bots.ts';
import { createPulse, type Pulse } from './modules/pulse/index.ts';
import { pulseRoutes } from './modules/pulse/routes.ts';
import { createAssetsService, type AssetsService } from './modules/assets/service.ts';
import { createMargin, type Margin } from './modules/margin/index.ts';
import { createLiquidationWorker, type LiquidationWorker } from './modules/liquidation/worker.ts';
import { createMarginObserver } from './modules/margin/observer.ts';
import { marginRoutes } from './modules/margin/routes.ts';
import { seedPool } from './modules/margin/pool.ts';
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
import { createFinance, type Finance } from './modules/finance/index.ts';
import { financeRoutes } from './modules/finance/routes.ts';
import { seedFinance } from './modules/finance/seed.ts';
import { settleRebates } from './modules/invite/settlement.ts';
import { serialJob } from './serialJob.ts';
import { rebateRoutes } from './modules/invite/rebateRoutes.ts';
import { createRebateService } from './modules/invite/rebates.ts';
import { kolRoutes } from './modules/kol/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { savingsHeld } from './modules/finance/holdings.ts';
import { createWelfareService } from './modules/welfare/service.ts';
import { welfareRoutes } from './modules/welfare/routes.ts';
import { seedRewards } from './modules/welfare/budget.ts';
import { createFeeCoupons } from './modules/welfare/feeCoupons.ts';
import { welfareNotifier } from './modules/welfare/notify.ts';
import { createOtc, type Otc } from './modules/otc/index.ts';
import { otcRoutes } from './modules/otc/routes.ts';
import { fiatIndexFrom } from './modules/otc/fiatIndex.ts';
import { ensureOperatorToken, operatorRoutes } from './admin/operator.ts';
import { seedContent } from './seed/content.ts';
import { seedDemoUsers } from './seed/users.ts';

/** The simulator's old history is swept every ten minutes, a step every 200 ms so requests go between them. */
const RETENTION_EVERY_MS = 10 * 60_000;
const RETENTION_PAUSE_MS = 200;
/** Invite rebates are settled hourly; each fee is rebated once however often it runs. */
const REBATE_EVERY_MS = 60 * 60_000;
/** Expired coupons give their rest back within a minute: a fee-deduction coupon's to the prize budget (fills stop using it at once), a trial fund's to the coupons account. */
const COUPON_EXPIRY_EVERY_MS = 60_000;

export interface Exchange {
  app: FastifyInstance;
  /** The operator's commands and the broker auth hook, to listen on the internal address (http/internalApp.ts). */
  internal: FastifyInstance;
  db: Db;
  live: LiveChannel;
  tokens: Tokens;
  outbox: Outbox;
  ledger: Ledger;
  markets: Markets;
  spot: SpotService;
  futures: Futures;
  pulse: Pulse;
  margin: Margin;
  /** The liquidation worker contracts and margin share (modules/liquidation). */
  liquidationWorker: LiquidationWorker;
  assets: AssetsService;
  finance: Finance;
  otc: Otc;
  /** The coupon expiry job (both kinds of coupon); run(at) expires what is due at `at` now. */
  couponExpiry: { run(at?: number): Promise<void> };
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
  /** Sees every route registered after the http app's own (tests check each is documented). */
  onRoute?: (route: RouteOptions) => void;
  /** How often pulse settles due contracts; 0: only when asked (tests, the benchmark). */
  pulseSettleEveryMs?: number;
}

export const createExchange = async (config: Config, options: ExchangeOptions = {}): Promise<Exchange> => {
  const startedAt = new Date();
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
    logger: options.logger ?? loggerOptions(config),
  });
  const internal = createInternalApp(app.log);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerApiDocs(app, config);
  // PGlite has no autovacuum of its own (db/maintenance.ts); PostgreSQL does.
  const maintenance = hasOneConnection(db) ? startMaintenance(db, { everyMs: config.dbMaintenanceSeconds * 1000, log: app.log }) : null;
  const outbox = createOutbox(db, app.log);
  const members = createMemberService(db, { endDeviceSessions: tokens.revokeDeviceSessions });
  const store = createContentStore(db);

  // Made once the ledger exists; the broker asks it who may read an order's chat topic.
  const p2p: { otc?: Otc } = {};
  /** MQTT login: username = member id, password = access token; owns its refresh and chat topics (support staff read every support chat). */
  const authenticate = async (memberId: string, token: string): Promise<Principal | null> => {
    const caller = await tokens.verifyAccess(token);
    if (!caller || caller.memberId !== memberId) return null;
    const member = await findMemberById(db, memberId);
    if (!member) return null;
    const merchant = await findMerchantOf(db, memberId);
    const owned = [TOPIC.refresh(memberId), member.chat_key];
    if (merchant) owned.push(TOPIC.refresh(String(merchant.id)));
    const staff = (await staffRoleOf(db, memberId)) !== '';
    return { memberId, sessionId: caller.sessionId, ownedTopics: owned, mayRead: (topic) => p2p.otc?.mayRead(memberId, topic) ?? false, ...(staff ? { staff } : {}) };
  };
  const live = await createLiveChannel({
    server: app.server,
    ...(config.mqttUrl ? { externalUrl: config.mqttUrl } : {}),
    authenticate,
    log: app.log,
  });

  tokens.onSessionEnded(live.endSession);

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
  await app.register(authRoutes, { auth, tokens, apiHead: head, clientId: config.clientId, clientSecret: config.clientSecret, rateLimitPerMinute: config.authRateLimit });
  await app.register(memberRoutes, { members, apiHead: head });
  await app.register(contentRoutes, {
    store,
    apiHead: head,
    db,
    dataDir: config.dataDir,
    uploadMaxBytes: config.uploadMaxBytes,
    uploadLimits: { dailyCount: config.uploadDailyCount, dailyBytes: config.uploadDailyBytes },
    sharedUploads: (memberId, name) => canReadChatImage(db, memberId, name),
  });
  await app.register(feedbackRoutes, { db, apiHead: head, dataDir: config.dataDir });
  await app.register(chatRoutes, {
    chat: createChatService({ db, store, publisher: live.publisher, dataDir: config.dataDir }),
    apiHead: head,
    diagnostics: { db, live, externalBroker: Boolean(config.mqttUrl), startedAt },
  });

  // Waiting stop orders and exits are known before the first trade can cross them.
  const triggers = new TriggerBook();
  await loadWaiting(db, triggers);
  const tpsl = new TpSlOrders();
  await tpsl.load(db);
  // Positions, contract orders and their triggers are known before the first order or trade.
  const opened: { hub?: Markets['hub'] } = {};
  // Fee-deduction coupons pay members' spot fees from the first fill: known before the markets open.
  const notifyWelfare = welfareNotifier(live.publisher);
  const feeCoupons = createFeeCoupons(db, ledger, {
    ...(options.now ? { now: options.now } : {}),
    notify: (memberId, couponId, event) => notifyWelfare(memberId, event === 'granted' ? 'coupon_granted' : event === 'used_up' ? 'coupon_used_up' : 'coupon_expired', couponId),
  });
  await feeCoupons.load();
  // One liquidation worker for contracts and margin: one timer, one queue (modules/liquidation).
  const liquidationWorker = createLiquidationWorker({ tickMs: config.liquidationTickMs, log: app.log });
  const futures = await createFutures({
    db,
    ledger,
    publisher: live.publisher,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
    fundingIntervalMs: config.fundingIntervalSeconds * 1000,
    liquidationWorker,
    hub: () => {
      if (!opened.hub) throw new Error('The markets are not open yet');
      return opened.hub;
    },
  });
  // The simulator's contract bots: members with real margin, trading through the futures service.
  const contractBots = createContractBots({
    db,
    ledger,
    book: futures.book,
    service: futures.service,
    hub: () => {
      if (!opened.hub) throw new Error('The markets are not open yet');
      return opened.hub;
    },
    log: app.log,
  });
  const markets = await createMarkets({
    db,
    ledger,
    publisher: live.publisher,
    log: app.log,
    simulator: config.simulator,
    seed: config.simulatorSeed,
    ...(options.now ? { now: options.now } : {}),
    observers: [createSpotObserver({ db, triggers, tpsl, publisher: live.publisher, log: app.log }), futures.observer, createMarginObserver({ publisher: live.publisher }), feeCoupons.observer(app.log)],
    contractSettlement: futures.settlement,
    contractBots: contractBots.trader,
    feeSponsor: feeCoupons.sponsor,
    onFatal: (error) => {
      // Memory and database disagree after a failed commit: stop, and let the restart rebuild
      // the books from the journal (market/journal.ts).
      app.log.fatal({ err: error }, 'journal commit failed; exiting so the books are rebuilt from the journal');
      process.exit(1);
    },
  });
  opened.hub = markets.hub;
  markets.hub.contractDetail = (market) => futures.service.details([market.config.symbol_name], market.config.kind as 'ubw' | 'bbw')[0] ?? null;
  await futures.start();
  if (config.simulator) await contractBots.prepare();
  await app.register(marketRoutes, { markets: createMarketService(db, markets.hub), contracts: futures.service, apiHead: head });
  const retention =
    config.simulatorRetentionDays > 0
      ? startRetention(db, { days: config.simulatorRetentionDays, everyMs: RETENTION_EVERY_MS, pauseMs: RETENTION_PAUSE_MS, log: app.log, ...(options.now ? { now: options.now } : {}) })
      : null;
  const spot = createSpotService({ db, ledger, markets, triggers, tpsl, publisher: live.publisher });
  const prices = pricesFromHub(markets.hub);
  const margin = createMargin({ db, ledger, prices, markets, publisher: live.publisher, outbox, triggers, tpsl, log: app.log, liquidationWorker, ...(options.now ? { now: options.now } : {}) });
  await app.register(spotRoutes, { spot, contracts: futures.service, margin: margin.service.orders, apiHead: head });
  await app.register(marginRoutes, { margin: margin.service, apiHead: head });
  await app.register(futuresRoutes, { futures: futures.service, apiHead: head });
  const pulse = await createPulse({
    db,
    ledger,
    hub: markets.hub,
    publisher: live.publisher,
    config: config.pulse,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.pulseSettleEveryMs !== undefined ? { settleEveryMs: options.pulseSettleEveryMs } : {}),
  });
  await app.register(pulseRoutes, { pulse: pulse.service });
  const notifyWallet = walletNotifier(live.publisher);
  const assets = createAssetsService({
    db,
    ledger,
    prices,
    notify: (change) => {
      notifyWallet(change);
      futures.memberChanged(change.memberId);
    },
    contractTransferable: (memberId, coin) => futures.service.transferableUnits(memberId, coin),
    contractChanged: (memberId) => futures.memberChanged(memberId),
    margin: margin.gate,
    pulseOpen: () => pulse.service.enabled,
    savings: (memberId) => savingsHeld(db, memberId),
  });
  await app.register(assetsRoutes, { assets, apiHead: head, rateLimitPerMinute: config.authRateLimit });
  await app.register(securityRoutes, { db, outbox, apiHead: head, brand: config.brand, rateLimitPerMinute: config.authRateLimit });
  await app.register(kycRoutes, { kyc: createKycService(db, store, config.dataDir), apiHead: head });
  await app.register(apiKeyRoutes, { apiKeys: createApiKeyService(db), apiHead: head, rateLimitPerMinute: config.authRateLimit });
  await app.register(inviteRoutes, { invites: createInviteService(db), apiHead: head });
  await app.register(rebateRoutes, { rebates: createRebateService(db), apiHead: head });
  await app.register(kolRoutes, { db, apiHead: head });
  await app.register(verificationRoutes, { store, apiHead: head });
  const finance = createFinance(db, ledger, app.log, options.now);
  const rebates = serialJob('invite rebate settlement', (now) => settleRebates(db, ledger, now), { everyMs: REBATE_EVERY_MS, log: app.log, ...(options.now ? { clock: options.now } : {}) });
  await app.register(financeRoutes, { finance: finance.service, apiHead: head });
  await app.register(welfareRoutes, { welfare: createWelfareService({ db, ledger, feeCoupons, notify: notifyWelfare, ...(options.now ? { now: options.now } : {}) }), apiHead: head });
  // Both kinds of coupon expire on this timer (and before a member's own list); a member with a
  // reward page open is told either way (feeCoupons notifies its own).
  const couponExpiry = serialJob(
    'coupon expiry',
    async (at) => {
      await feeCoupons.expireDue();
      for (const coupon of await futures.service.expireCoupons(at)) notifyWelfare(coupon.memberId, 'coupon_expired', coupon.id);
    },
    { everyMs: COUPON_EXPIRY_EVERY_MS, log: app.log, ...(options.now ? { clock: options.now } : {}) },
  );
  const otc = await createOtc({ db, ledger, publisher: live.publisher, now: options.now ?? Date.now, dataDir: config.dataDir, expireEveryMs: config.otcExpireEveryMs, index: fiatIndexFrom(prices, store), payWindowSeconds: config.otcPayWindowSeconds, log: app.log });
  p2p.otc = otc;
  await app.register(otcRoutes, { otc, apiHead: head });
  await internal.register(operatorRoutes, { deps: { db, assets, ledger, dataDir: config.dataDir, otc, simulator: markets.simulator, pulse: pulse.service }, token: ensureOperatorToken(config.dataDir) });
  const watchers = options.depositWatchers ?? [];
  for (const watcher of watchers)
    watcher.start(async (deposit) => {
      await assets.deposits.observe(deposit);
    });
  await internal.register(brokerAuthRoutes, { authenticate });
  await registerWebApp(app, config);

  await seedContent(store);
  if (config.seedDemoUsers) {
    await seedDemoUsers(db, demoGrant);
    await seedPool(db, ledger);
    await seedRewards(db, ledger);
  }
  await seedFinance(db, ledger, config.seedDemoUsers);
  finance.accrual.start();
  rebates.start();
  couponExpiry.start();
  margin.start();
  liquidationWorker.start();

  return {
    app,
    internal,
    db,
    live,
    tokens,
    outbox,
    ledger,
    markets,
    spot,
    futures,
    pulse,
    margin,
    liquidationWorker,
    assets,
    finance,
    couponExpiry,
    otc,
    async close() {
      await finance.accrual.stop();
      await rebates.stop();
      await couponExpiry.stop();
      await Promise.all(watchers.map((w) => w.stop()));
      await liquidationWorker.stop();
      await pulse.close();
      await margin.stop();
      await otc.stop();
      await retention?.stop();
      await futures.stop();
      await markets.close();
      await live.close();
      await app.close();
      await internal.close();
      await maintenance?.stop();
      await db.destroy();
    },
  };
};
