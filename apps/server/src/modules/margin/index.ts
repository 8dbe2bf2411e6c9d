// Margin trading (issue 23; spec §7 margin calls; products.md §2 and §5): a member moves funds into
// a margin account (wallet/trans: the lever wallet is the cross account, "3:BASE_QUOTE" an isolated
// one), borrows from the exchange's lending pool against them, trades them on the spot books, and
// repays with hourly interest; a watcher calls and liquidates accounts whose margin level falls.
//
// Why its own module and not a spot option: a margin account has debt, so every move out of it
// (a transfer, a borrow, an order is only a hold) is judged against its margin level, one member at
// a time (serial.ts). The money still moves only through the ledger and the books only through the
// engine: orders are spot orders owned by the margin account (orders.ts, market/settlement.ts
// partyOf), borrows and repays are ledger transfers between the pool and the account (loans.ts),
// and the risk math is pure (risk/marginLevel.ts).
import type { CrossBorrowRow, CrossProperty, IsolatedProperty, LoanRow, MarginMode, Page } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import type { Publisher } from '../../broker/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { trimUnits, type Ledger } from '../../ledger/index.ts';
import type { Markets } from '../../market/index.ts';
import { findMarket } from '../../market/symbols.ts';
import { borrowThreshold, unitsForValue, withdrawableValue } from '../../risk/marginLevel.ts';
import type { Prices } from '../assets/prices.ts';
import type { Outbox } from '../outbox/service.ts';
import type { TpSlOrders } from '../spot/exits.ts';
import type { TriggerBook } from '../spot/triggers.ts';
import { createInterestJob } from './interest.ts';
import { createRiskWatcher } from './liquidation.ts';
import type { LiquidationWorker } from '../liquidation/worker.ts';
import { borrowCoin, createLoans, leverageFor } from './loans.ts';
import type { MarginGate } from '../assets/accounts.ts';
import { createMarginOrders } from './orders.ts';
import { findLoans, saveLeverage, type LoanRecord } from './repo.ts';
import { MemberQueue } from './serial.ts';
import { CROSS_ACCOUNT, CROSS_COINS, MIN_LEVERAGE, dayRateOf, isolatedAccount, marginPair, maxLeverageOf, minBorrowOf, type MarginAccount } from './terms.ts';
import { figuresOf, readAccount } from './valuation.ts';

export interface MarginDeps {
  db: Db;
  ledger: Ledger;
  prices: Prices;
  markets: Markets;
  publisher: Publisher;
  outbox: Outbox;
  /** Spot's waiting stops and exits (modules/spot): margin stop and dtzyzs orders use the same. */
  triggers: TriggerBook;
  tpsl: TpSlOrders;
  log: { error(obj: object, msg?: string): void };
  now?: () => number;
  /** The liquidation worker shared with contracts (modules/liquidation). */
  liquidationWorker: LiquidationWorker;
}

const loanRow = (l: LoanRecord): LoanRow => ({
  id: String(l.id),
  mode: l.mode === 'all' ? 'all' : 'fixed',
  symbol_name: l.symbol,
  coin: l.coin,
  borrowAmount: trimUnits(BigInt(l.borrowed)),
  nopayAmount: trimUnits(BigInt(l.principal)),
  interestAmount: trimUnits(BigInt(l.interest)),
  interestPaid: trimUnits(BigInt(l.interest_paid)),
  dayRate: l.day_rate,
  hoursCharged: l.hours_charged,
  borrowStatus: l.status === 1 ? '1' : '0',
  create_time: Number(l.create_time),
  repaid_time: l.repaid_time === null ? null : Number(l.repaid_time),
});

/** The margin account a wallet type names: "3" cross, "3:BASE_QUOTE" isolated; null for any other wallet. */
export const marginAccountOfWallet = (walletType: string): MarginAccount | null => {
  if (walletType === CROSS_ACCOUNT.walletType) return CROSS_ACCOUNT;
  const m = /^3:([A-Z0-9]+)_([A-Z0-9]+)$/.exec(walletType);
  const config = m ? findMarket('xh', `${m[1]}/${m[2]}`) : undefined;
  return config ? isolatedAccount(config) : null;
};

export const createMargin = (deps: MarginDeps) => {
  const now = deps.now ?? Date.now;
  const { db, ledger, prices } = deps;
  const queue = new MemberQueue();
  const loans = createLoans({ db, ledger, prices, queue, now });
  const orders = createMarginOrders({ db, ledger, markets: deps.markets, triggers: deps.triggers, tpsl: deps.tpsl, publisher: deps.publisher });
  const interest = createInterestJob({ db, ledger, queue, now });
  const watcher = createRiskWatcher({ ...deps, orders, queue, now, worker: deps.liquidationWorker });

  const stateOf = async (memberId: string, account: MarginAccount) => readAccount(deps, memberId, account, await leverageFor(db, memberId, account));

  const service = {
    loans,
    orders,

    async isolatedProperty(memberId: string, pair: string): Promise<IsolatedProperty> {
      const config = marginPair(pair, 'fixed');
      const state = await stateOf(memberId, isolatedAccount(config));
      const base = state.coins.get(config.coin_symbol)!;
      const quote = state.coins.get(config.quote_symbol)!;
      return {
        ...figuresOf(state),
        symbolName: config.symbol_name,
        baseCoin: config.coin_symbol,
        coinCoin: config.quote_symbol,
        baseBorrowBalance: trimUnits(base.principal),
        coinBorrowBalance: trimUnits(quote.principal),
        baseInterestAmount: trimUnits(base.interest),
        coinInterestAmount: trimUnits(quote.interest),
        currentLeverageRadio: state.leverage,
        maxLeverageRadio: maxLeverageOf(config),
        borrwBaseDayRate: dayRateOf(config.coin_symbol),
        borrwCoinDayRate: dayRateOf(config.quote_symbol),
        borrowMinBaseCou: trimUnits(minBorrowOf(config.coin_symbol)),
        borrowMinCoinCou: trimUnits(minBorrowOf(config.quote_symbol)),
      };
    },

    async crossProperty(memberId: string): Promise<CrossProperty> {
      const state = await stateOf(memberId, CROSS_ACCOUNT);
      for (const coin of CROSS_COINS) if (!state.coins.has(coin)) state.coins.set(coin, { coin, available: 0n, locked: 0n, principal: 0n, interest: 0n });
      const figures = figuresOf(state);
      return { ...figures, current_leverage_radio: state.leverage, syzc: figures.totalAsset };
    },

    async crossBorrowList(memberId: string): Promise<CrossBorrowRow[]> {
      const state = await stateOf(memberId, CROSS_ACCOUNT);
      return Promise.all(
        CROSS_COINS.map(async (coin) => {
          const c = state.coins.get(coin);
          return {
            coinName: coin,
            borrowBalance: trimUnits(await loans.crossBorrowable(memberId, state, coin)),
            borrowed: trimUnits(c?.principal ?? 0n),
            interestAmount: trimUnits(c?.interest ?? 0n),
            dayRate: dayRateOf(coin),
            minBorrow: trimUnits(minBorrowOf(coin)),
          };
        }),
      );
    },

    /** The cross account's level × 100 ("" without debt), the original's getDepositRate. */
    depositRate: async (memberId: string): Promise<string> => figuresOf(await stateOf(memberId, CROSS_ACCOUNT)).depositRate,

    updateLeverage: (memberId: string, symbolName: unknown, cou: unknown): Promise<{ symbolName: string; leverage: number }> =>
      queue.run(memberId, async () => {
        const config = marginPair(symbolName, 'fixed');
        const max = maxLeverageOf(config);
        const leverage = typeof cou === 'number' ? cou : typeof cou === 'string' && /^\d{1,3}$/.test(cou.trim()) ? Number(cou.trim()) : NaN;
        if (!Number.isInteger(leverage) || leverage < MIN_LEVERAGE || leverage > max) throw new BusinessError(`The leverage must be a whole number from ${MIN_LEVERAGE} to ${max}`);
        const state = await readAccount(deps, memberId, isolatedAccount(config), leverage);
        const t = borrowThreshold(leverage);
        if (state.liabilities > 0n && state.assets * t.den < state.liabilities * t.num)
          throw new BusinessError(`The current debt is more than ${leverage}x allows: repay some first`);
        await saveLeverage(db, memberId, config.symbol_name, leverage);
        return { symbolName: config.symbol_name, leverage };
      }),

    async loanList(memberId: string, when: 'now' | 'history', mode: MarginMode, pair: string, query: { coin?: string | undefined }, page: { current: number; size: number }): Promise<Page<LoanRow>> {
      const symbol = mode === 'fixed' && pair !== 'all' ? marginPair(pair, 'fixed').symbol_name : mode === 'all' ? '' : null;
      const { rows, total } = await findLoans(db, { memberId, mode, symbol, open: when === 'now', coin: query.coin }, page);
      return { records: rows.map(loanRow), total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
    },

    /**
     * Units of a coin that may leave a margin account now (wallet/trans): all of its available
     * balance without debt; else what keeps the level at or above the borrow level.
     */
    async transferable(memberId: string, account: MarginAccount, coin: string): Promise<bigint> {
      const state = await stateOf(memberId, account);
      const c = state.coins.get(coin);
      if (!c) return 0n;
      if (state.liabilities === 0n) return c.available;
      const price = prices.usdt(coin);
      if (price === null || price <= 0n) return 0n;
      const free = unitsForValue(withdrawableValue(state.assets, state.liabilities, state.leverage), price);
      return free < c.available ? free : c.available;
    },
  };

  /** What wallet/trans asks before a transfer touches a margin account (modules/assets). */
  const gate: MarginGate = {
    isolatedWallet: (symbolName, coin) => {
      const config = marginPair(symbolName, 'fixed');
      borrowCoin('fixed', config, coin);
      return isolatedAccount(config).walletType;
    },
    transferable: async (memberId, walletType, coin) => {
      const account = marginAccountOfWallet(walletType);
      return account ? service.transferable(memberId, account, coin) : 0n;
    },
    serial: (memberId, work) => queue.run(memberId, work),
  };

  return {
    service,
    gate,
    interest,
    watcher,
    start() {
      interest.start(60_000, (error) => deps.log.error({ err: String(error) }, 'margin interest accrual failed'));
      watcher.start();
    },
    async stop() {
      await interest.stop();
    },
  };
};

export type Margin = ReturnType<typeof createMargin>;
export type MarginService = Margin['service'];
