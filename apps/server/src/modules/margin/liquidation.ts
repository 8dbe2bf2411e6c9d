// The margin risk watcher (products.md §2, issue 23 part 6), margin's desk of the liquidation worker
// it shares with contracts (modules/liquidation): every fifth of the worker's ticks, and when asked
// (checkNow), each margin account with debt is valued at the last prices.
//   margin call   at a level of 1.3 or below: once per fall, a refresh_{id} notice (type ggzc or
//                 ggqc, content "margin_call") and an e-mail through the outbox.
//   liquidation   at 1.1 or below: the account's open orders are cancelled (waiting stops and exits too); every coin it does not
//                 owe is sold for USDT, and every coin it owes beyond what it holds is bought back
//                 with USDT, all by market orders of the account on the spot books (the engine);
//                 each owed coin is then repaid to the pool (interest first), a fee of 1 % of what
//                 was repaid goes to the margin insurance fund, and the rest stays the member's.
//                 Debt still owed when the account has nothing left to sell is paid to the pool by
//                 the insurance fund as far as it holds that coin, and the remainder is written off
//                 by the pool: no member balance and no pool goes below zero.
import { MARGIN_REFRESH_TYPE, TOPIC, type RefreshMessage } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import type { Publisher } from '../../broker/index.ts';
import { SYSTEM_OWNER, WALLET_TYPE, memberOwner, systemOwner, trimUnits, type Ledger, type Move } from '../../ledger/index.ts';
import type { Markets } from '../../market/index.ts';
import { MARGIN_OWNER_TYPE, unitsOf } from '../../market/settlement.ts';
import { findMarket } from '../../market/symbols.ts';
import { LIQUIDATION, LIQUIDATION_FEE_BP, MARGIN_CALL, atOrBelow, levelText, marginLevel } from '../../risk/marginLevel.ts';
import type { Outbox } from '../outbox/service.ts';
import type { Prices } from '../assets/prices.ts';
import { newOrderId } from '../spot/ids.ts';
import { settleInterest } from './accrual.ts';
import { leverageFor, planRepay, poolRef, writeRepay } from './loans.ts';
import { marginOwnerId, type MarginOrders } from './orders.ts';
import { allOpenLoans, openLoansOf } from './repo.ts';
import type { MemberQueue } from './serial.ts';
import { CROSS_ACCOUNT, isolatedAccount, type MarginAccount } from './terms.ts';
import { readAccount, type AccountState } from './valuation.ts';
import type { LiquidationDesk, LiquidationWorker } from '../liquidation/worker.ts';

export const INSURANCE = systemOwner(SYSTEM_OWNER.marginInsurance);
const insuranceRef = { ...INSURANCE, walletType: WALLET_TYPE.lever, balance: 'available' as const };

export interface WatcherDeps {
  db: Db;
  ledger: Ledger;
  prices: Prices;
  markets: Markets;
  orders: MarginOrders;
  queue: MemberQueue;
  publisher: Publisher;
  outbox: Outbox;
  now: () => number;
  log: { error(obj: object, msg?: string): void };
  /** The shared worker: this desk joins its ticks at start; checkNow sweeps through its queue. */
  worker: LiquidationWorker;
}

/** The worker's ticks between two valuations of every account with debt (5 s at the default 1 s tick). */
export const MARGIN_SWEEP_TICKS = 5;

export interface LiquidationReport {
  memberId: string;
  account: MarginAccount;
  repaid: Record<string, string>;
  writtenOff: Record<string, string>;
}

const accountOfLoan = (loan: { mode: string; symbol: string }): MarginAccount => {
  if (loan.mode === 'all') return CROSS_ACCOUNT;
  return isolatedAccount(findMarket('xh', loan.symbol)!);
};

export const createRiskWatcher = (deps: WatcherDeps) => {
  const { db, ledger, markets } = deps;
  /** Accounts told of a margin call, until their level recovers above the call level. */
  const called = new Set<string>();
  const keyOf = (memberId: string, account: MarginAccount) => `${memberId}@${account.walletType}`;

  const notify = async (memberId: string, account: MarginAccount, content: 'margin_call' | 'liquidation', state: AccountState) => {
    const message: RefreshMessage = {
      type: MARGIN_REFRESH_TYPE[account.mode],
      isNew: '1',
      content,
      orderCode: account.symbol || 'cross',
      changeUser: '0',
      serviceType: 'margin',
      link_merchant: '0',
    };
    deps.publisher.publish(TOPIC.refresh(memberId), message);
    const member = await db.selectFrom('member').select(['email']).where('id', '=', memberId).executeTakeFirst();
    if (!member?.email) return;
    const which = account.mode === 'fixed' ? `isolated margin account ${account.symbol}` : 'cross margin account';
    const level = levelText(marginLevel(state.assets, state.liabilities));
    await deps.outbox.send(
      content === 'margin_call'
        ? { channel: 'email', target: member.email, memberId, subject: 'Margin call', body: `The margin level of your ${which} is ${level}, at or below the margin call level of 1.3. Add funds or repay to avoid liquidation at 1.1.` }
        : { channel: 'email', target: member.email, memberId, subject: 'Margin liquidation', body: `Your ${which} reached a margin level of ${level}, at or below 1.1, and was liquidated: its debt was repaid from its assets.` },
    );
  };

  /** A market order of the account on `symbol`: sell `units` of the base, or buy with `units` of the quote. */
  const trade = async (memberId: string, account: MarginAccount, symbol: string, side: 'buy' | 'sell', units: bigint) => {
    const config = findMarket('xh', symbol);
    const market = config ? markets.hub.get('xh', symbol) : undefined;
    if (!config || !market) return;
    const per = side === 'sell' ? unitsOf(config).base(1) : unitsOf(config).quote(1);
    const steps = units / per;
    if (steps <= 0n) return;
    await market.place({
      id: newOrderId(),
      kind: 'xh',
      symbol,
      ownerType: MARGIN_OWNER_TYPE,
      ownerId: marginOwnerId(memberId, account),
      side,
      orderType: 'market',
      tif: 'IOC',
      priceTicks: null,
      quantityLots: side === 'sell' ? Number(steps) : null,
      fundsNotional: side === 'buy' ? Number(steps) : null,
      spot: { entrustType: 'sjwt', triggerTicks: null, triggerRises: null, takeProfitTicks: null, stopLossTicks: null, parentId: null },
    });
  };

  const read = async (memberId: string, account: MarginAccount) => readAccount(deps, memberId, account, await leverageFor(db, memberId, account));

  const liquidate = async (memberId: string, account: MarginAccount): Promise<LiquidationReport> => {
    // 1. Free every hold: the open orders go.
    await deps.orders.cancelAll(memberId, account);
    // 2. Sell what is not owed into USDT; 3. buy back what is owed beyond what is held.
    let state = await read(memberId, account);
    for (const c of state.coins.values())
      if (c.coin !== 'USDT' && c.principal + c.interest === 0n && c.available > 0n) await trade(memberId, account, `${c.coin}/USDT`, 'sell', c.available);
    state = await read(memberId, account);
    for (const c of state.coins.values()) {
      const short = c.principal + c.interest - c.available;
      if (c.coin === 'USDT' || short <= 0n) continue;
      const price = deps.prices.usdt(c.coin);
      const usdt = state.coins.get('USDT');
      if (price === null || !usdt) continue;
      const usdtOwed = usdt.principal + usdt.interest;
      const spare = usdt.available > usdtOwed ? usdt.available - usdtOwed : 0n;
      // The shortfall's value and 2 % more for slippage and the fee, as far as the spare USDT goes.
      const want = (short * price * 102n) / (100n * 100_000_000n) + 1n;
      await trade(memberId, account, `${c.coin}/USDT`, 'buy', want < spare ? want : spare);
    }
    // 4. Repay each owed coin from what is held, with the fee; 5. cover what is left when nothing is.
    state = await read(memberId, account);
    const report: LiquidationReport = { memberId, account, repaid: {}, writtenOff: {} };
    // Nothing left to sell: no coin holds more than is owed of it.
    const nothingLeft = [...state.coins.values()].every((c) => c.available <= c.principal + c.interest);
    for (const c of state.coins.values()) {
      const owed = c.principal + c.interest;
      if (owed === 0n) continue;
      const pay = c.available < owed ? c.available : owed;
      const fee = ((pay * LIQUIDATION_FEE_BP) / 10_000n < c.available - pay ? (pay * LIQUIDATION_FEE_BP) / 10_000n : c.available - pay);
      const loans = await openLoansOf(db, memberId, account, c.coin);
      const plan = planRepay(loans, pay);
      const rest = owed - pay;
      const coverFrom = nothingLeft ? rest : 0n;
      const insurance = coverFrom > 0n ? (await ledger.balance(INSURANCE, WALLET_TYPE.lever, c.coin)).available : 0n;
      const covered = coverFrom < insurance ? coverFrom : insurance;
      const own = { ...memberOwner(memberId), walletType: account.walletType, balance: 'available' as const };
      const moves: Move[] = [];
      if (pay > 0n) moves.push({ from: own, to: poolRef, asset: c.coin, amount: pay, kind: 'repay' });
      if (fee > 0n) moves.push({ from: own, to: insuranceRef, asset: c.coin, amount: fee, kind: 'fee' });
      if (covered > 0n) moves.push({ from: insuranceRef, to: poolRef, asset: c.coin, amount: covered, kind: 'insurance' });
      // The remainder (after insurance) is forgiven only once the account has nothing more to give.
      const forgiven = coverFrom - covered;
      const settled = coverFrom > 0n ? planRepay(loans, owed) : plan;
      // Interest paid or forgiven leaves the receivable with the loans (accrual.ts).
      moves.push(...settleInterest(c.coin, settled.interest));
      await db.transaction().execute(async (trx) => {
        await writeRepay(trx, settled, deps.now());
        if (moves.length > 0) await ledger.transfer({ kind: 'liquidation', ref: `margin-liquidation:${keyOf(memberId, account)}`, moves }, trx);
      });
      report.repaid[c.coin] = trimUnits(pay + covered);
      if (forgiven > 0n) report.writtenOff[c.coin] = trimUnits(forgiven);
    }
    return report;
  };

  /** Judges one account: a call, a liquidation, or nothing. */
  const judge = (memberId: string, account: MarginAccount): Promise<LiquidationReport | null> =>
    deps.queue.run(memberId, async () => {
      const state = await read(memberId, account);
      const key = keyOf(memberId, account);
      if (atOrBelow(state.assets, state.liabilities, LIQUIDATION)) {
        const report = await liquidate(memberId, account);
        called.delete(key);
        await notify(memberId, account, 'liquidation', state);
        return report;
      }
      if (atOrBelow(state.assets, state.liabilities, MARGIN_CALL)) {
        if (!called.has(key)) {
          called.add(key);
          await notify(memberId, account, 'margin_call', state);
        }
      } else {
        called.delete(key);
      }
      return null;
    });

  /** Every account with debt, judged once; answers the liquidations done. */
  const sweep = async (): Promise<LiquidationReport[]> => {
    const accounts = new Map<string, { memberId: string; account: MarginAccount }>();
    for (const loan of await allOpenLoans(db)) {
      const account = accountOfLoan(loan);
      accounts.set(keyOf(loan.member_id, account), { memberId: loan.member_id, account });
    }
    const reports: LiquidationReport[] = [];
    for (const { memberId, account } of accounts.values()) {
      // One account that cannot be judged now (a price missing, a refusal) must not keep the
      // accounts after it from being judged: it is logged and judged again at the next sweep.
      try {
        const report = await judge(memberId, account);
        if (report) reports.push(report);
      } catch (error) {
        deps.log.error({ err: String(error), memberId, account: account.walletType }, 'margin account could not be judged; tried again at the next sweep');
      }
    }
    return reports;
  };

  const desk: LiquidationDesk<LiquidationReport[]> = { name: 'margin', everyTicks: MARGIN_SWEEP_TICKS, sweep };
  return {
    /** Every account with debt judged now, after any pass of the worker still running; answers the liquidations done. */
    checkNow: (): Promise<LiquidationReport[]> => deps.worker.sweep(desk),
    /** Joins the worker's ticks. */
    start() {
      deps.worker.add(desk);
    },
  };
};

export type RiskWatcher = ReturnType<typeof createRiskWatcher>;
