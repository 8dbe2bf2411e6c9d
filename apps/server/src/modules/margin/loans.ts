// Borrowing from the lending pool and repaying it (getCanborrow, preborrow, borrow, still): the
// rules of products.md §2 on one margin account, under the member's queue.
//   borrow   a coin of the account (isolated: the pair's two; cross: any coin a cross pair trades),
//            at least the coin's minimum, at most what the pool holds, and only while the account's
//            level after stays at or above L / (L − 1) (net equity × (L − 1) − debt). The pool pays
//            the member's margin account through the ledger; the first hour's interest is owed at
//            once, posted to the interest receivable (accrual.ts) in the same ledger transaction.
//   repay    at most what is owed of the coin, from the margin account's available balance:
//            interest first, then principal, oldest loan first; paid to the pool through the ledger,
//            the interest part also taken off the receivable.
import type { BorrowQuote, CanBorrow, MarginMode, PairConfig, RepayResult } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { LEDGER_SCALE, SYSTEM_OWNER, WALLET_TYPE, memberOwner, systemOwner, trimUnits, type Ledger, type LedgerTrx } from '../../ledger/index.ts';
import { borrowThreshold, debtValueOfUnits, interestFor, levelText, marginLevel, splitRepay, unitsForValue, valueOfUnits } from '../../risk/marginLevel.ts';
import type { Prices } from '../assets/prices.ts';
import { amountOf, coinOf } from '../assets/checks.ts';
import { accrueInterest, settleInterest } from './accrual.ts';
import { insertLoan, leverageOf, openLoansOf, updateLoan, type LoanRecord } from './repo.ts';
import type { MemberQueue } from './serial.ts';
import { CROSS_COINS, CROSS_LEVERAGE, MIN_LEVERAGE, accountOf, dayRateOf, marginPair, minBorrowOf, type MarginAccount } from './terms.ts';
import { readAccount, type AccountState } from './valuation.ts';

export const POOL = systemOwner(SYSTEM_OWNER.lendingPool);
export const poolRef = { ...POOL, walletType: WALLET_TYPE.lever, balance: 'available' as const };

export interface LoanDeps {
  db: Db;
  ledger: Ledger;
  prices: Prices;
  queue: MemberQueue;
  now: () => number;
}

export interface BorrowInput {
  symbolName?: unknown;
  symbol?: unknown;
  amount?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The coin a body names, checked against what the account may borrow. */
export const borrowCoin = (mode: MarginMode, config: PairConfig, value: unknown): string => {
  if (text(value).trim() === '') throw new BusinessError('Please choose a coin');
  const coin = coinOf(text(value));
  const allowed = mode === 'fixed' ? [config.coin_symbol, config.quote_symbol] : CROSS_COINS;
  if (!allowed.includes(coin)) throw new BusinessError(mode === 'fixed' ? `${coin} is not a coin of ${config.symbol_name}` : `${coin} cannot be borrowed on cross margin`);
  return coin;
};

export const leverageFor = async (db: Db, memberId: string, account: MarginAccount): Promise<number> =>
  account.mode === 'fixed' ? ((await leverageOf(db, memberId, account.symbol)) ?? MIN_LEVERAGE) : CROSS_LEVERAGE;

/** Whether borrowing `units` of a coin at `price` keeps the account at or above its borrow level. */
const fits = (state: AccountState, units: bigint, price: bigint): boolean => {
  const t = borrowThreshold(state.leverage);
  return (state.assets + valueOfUnits(units, price)) * t.den >= (state.liabilities + debtValueOfUnits(units, price)) * t.num;
};

/** The most of a coin the account may borrow now: its room at the borrow level, within the pool. */
const borrowableUnits = (state: AccountState, price: bigint, pool: bigint): bigint => {
  const t = borrowThreshold(state.leverage);
  const room = state.assets * t.den - state.liabilities * t.num;
  if (room <= 0n) return 0n;
  // room / (num − den) is the value the level allows (net × (L − 1) − debt); rounding may overshoot by a unit or two.
  let units = unitsForValue(room / (t.num - t.den), price);
  while (units > 0n && !fits(state, units, price)) units -= 1n;
  return units < pool ? units : pool;
};

export interface RepayPlan {
  interest: bigint;
  principal: bigint;
  changes: Array<{ loan: LoanRecord; interest: bigint; principal: bigint; paidInterest: bigint }>;
}

/** How `amount` (at most what is owed) pays `loans` of one coin: interest first across every loan, then principal, oldest loan first. */
export const planRepay = (loans: readonly LoanRecord[], amount: bigint): RepayPlan => {
  const interestOwed = loans.reduce((s, l) => s + BigInt(l.interest), 0n);
  const principalOwed = loans.reduce((s, l) => s + BigInt(l.principal), 0n);
  const paid = splitRepay(amount, interestOwed, principalOwed);
  const changes = loans.map((l) => ({ loan: l, interest: BigInt(l.interest), principal: BigInt(l.principal), paidInterest: 0n }));
  let interestLeft = paid.interest;
  for (const c of changes) {
    const take = interestLeft < c.interest ? interestLeft : c.interest;
    c.interest -= take;
    c.paidInterest = take;
    interestLeft -= take;
  }
  let principalLeft = paid.principal;
  for (const c of changes) {
    const take = principalLeft < c.principal ? principalLeft : c.principal;
    c.principal -= take;
    principalLeft -= take;
  }
  return { ...paid, changes };
};

/** Writes a repay plan's loan rows; a loan with nothing left owed is repaid. */
export const writeRepay = async (trx: LedgerTrx, plan: RepayPlan, now: number): Promise<void> => {
  for (const c of plan.changes) {
    if (c.interest === BigInt(c.loan.interest) && c.principal === BigInt(c.loan.principal)) continue;
    const done = c.principal === 0n && c.interest === 0n;
    await updateLoan(trx, c.loan.id, {
      principal: c.principal.toString(),
      interest: c.interest.toString(),
      interest_paid: (BigInt(c.loan.interest_paid) + c.paidInterest).toString(),
      status: done ? 1 : 0,
      repaid_time: done ? String(now) : null,
    });
  }
};

export const createLoans = (deps: LoanDeps) => {
  const { db, ledger, prices, queue } = deps;

  const priceOf = (coin: string): bigint => {
    const price = prices.usdt(coin);
    if (price === null || price <= 0n) throw new BusinessError(`${coin} has no price yet, so it cannot be borrowed`);
    return price;
  };
  const poolHas = async (coin: string) => (await ledger.balance(POOL, WALLET_TYPE.lever, coin)).available;

  const stateOf = async (memberId: string, account: MarginAccount) => readAccount(deps, memberId, account, await leverageFor(db, memberId, account));

  /** Judges a borrow; answers the quote and the account it is on. */
  const judge = async (memberId: string, mode: MarginMode, input: BorrowInput) => {
    const config = marginPair(input.symbolName, mode);
    const coin = borrowCoin(mode, config, input.symbol);
    const amount = amountOf(text(input.amount), LEDGER_SCALE);
    const min = minBorrowOf(coin);
    if (amount < min) throw new BusinessError(`The smallest borrow of ${coin} is ${trimUnits(min)}`);
    const price = priceOf(coin);
    const account = accountOf(mode, config);
    const state = await stateOf(memberId, account);
    const pool = await poolHas(coin);
    if (state.assets <= state.liabilities) throw new BusinessError('Transfer funds into the margin account before borrowing');
    if (amount > pool) throw new BusinessError(`The lending pool has only ${trimUnits(pool)} ${coin} to lend now`);
    const borrowable = borrowableUnits(state, price, pool);
    if (!fits(state, amount, price)) throw new BusinessError(`At most ${trimUnits(borrowable)} ${coin} can be borrowed now at ${state.leverage}x`);
    const dayRate = dayRateOf(coin);
    const hourInterest = interestFor(amount, dayRate, 1);
    const after = marginLevel(state.assets + valueOfUnits(amount, price), state.liabilities + debtValueOfUnits(amount + hourInterest, price));
    const quote: BorrowQuote = { coin, amount: trimUnits(amount), dayRate, hourInterest: trimUnits(hourInterest), borrowable: trimUnits(borrowable), levelAfter: levelText(after) };
    return { quote, account, coin, amount, dayRate, hourInterest };
  };

  return {
    async canBorrow(memberId: string, mode: MarginMode, symbolName: unknown): Promise<CanBorrow> {
      const config = marginPair(symbolName, mode);
      const state = await stateOf(memberId, accountOf(mode, config));
      const of = async (coin: string) => {
        const price = prices.usdt(coin);
        return price === null || price <= 0n ? 0n : borrowableUnits(state, price, await poolHas(coin));
      };
      const [base, quote] = await Promise.all([of(config.coin_symbol), of(config.quote_symbol)]);
      return { baseCoin: config.coin_symbol, baseBalance: trimUnits(base), coinCoin: config.quote_symbol, coinBalance: trimUnits(quote) };
    },

    /** What one coin of the cross account may borrow now. */
    async crossBorrowable(memberId: string, state: AccountState, coin: string): Promise<bigint> {
      const price = prices.usdt(coin);
      return price === null || price <= 0n ? 0n : borrowableUnits(state, price, await poolHas(coin));
    },

    preBorrow: (memberId: string, mode: MarginMode, input: BorrowInput): Promise<BorrowQuote> => queue.run(memberId, async () => (await judge(memberId, mode, input)).quote),

    borrow: (memberId: string, mode: MarginMode, input: BorrowInput): Promise<BorrowQuote & { id: string }> =>
      queue.run(memberId, async () => {
        const { quote, account, coin, amount, dayRate, hourInterest } = await judge(memberId, mode, input);
        const id = await db.transaction().execute(async (trx) => {
          const row = await insertLoan(trx, {
            member_id: memberId,
            mode: account.mode,
            symbol: account.symbol,
            coin,
            borrowed: amount.toString(),
            principal: amount.toString(),
            interest: hourInterest.toString(),
            day_rate: dayRate,
            hours_charged: 1,
            create_time: String(deps.now()),
          });
          await ledger.transfer(
            {
              kind: 'borrow',
              ref: `margin-loan:${row.id}`,
              moves: [{ from: poolRef, to: { ...memberOwner(memberId), walletType: account.walletType, balance: 'available' }, asset: coin, amount }, ...accrueInterest(coin, hourInterest)],
            },
            trx,
          );
          return row.id;
        });
        return { ...quote, id: String(id) };
      }),

    repay: (memberId: string, mode: MarginMode, input: BorrowInput): Promise<RepayResult> =>
      queue.run(memberId, async () => {
        const config = marginPair(input.symbolName, mode);
        const coin = borrowCoin(mode, config, input.symbol);
        const amount = amountOf(text(input.amount), LEDGER_SCALE);
        const account = accountOf(mode, config);
        const loans = await openLoansOf(db, memberId, account, coin);
        const interestOwed = loans.reduce((s, l) => s + BigInt(l.interest), 0n);
        const principalOwed = loans.reduce((s, l) => s + BigInt(l.principal), 0n);
        if (interestOwed + principalOwed === 0n) throw new BusinessError(`There is no ${coin} debt to repay`);
        if (amount > interestOwed + principalOwed) throw new BusinessError(`Only ${trimUnits(interestOwed + principalOwed)} ${coin} is owed: repay at most that`);
        const own = await ledger.balance(memberOwner(memberId), account.walletType, coin);
        if (amount > own.available) throw new BusinessError(`The margin account has only ${trimUnits(own.available)} ${coin} available to repay with`);
        const plan = planRepay(loans, amount);
        await db.transaction().execute(async (trx) => {
          await writeRepay(trx, plan, deps.now());
          await ledger.transfer(
            {
              kind: 'repay',
              ref: `margin-repay:${account.mode}:${coin}`,
              moves: [{ from: { ...memberOwner(memberId), walletType: account.walletType, balance: 'available' }, to: poolRef, asset: coin, amount }, ...settleInterest(coin, plan.interest)],
            },
            trx,
          );
        });
        const owed = interestOwed + principalOwed - amount;
        return { coin, interest: trimUnits(plan.interest), principal: trimUnits(plan.principal), owed: trimUnits(owed) };
      }),
  };
};

export type Loans = ReturnType<typeof createLoans>;
