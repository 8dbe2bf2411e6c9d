// The ledger: the only code that changes a balance (DESIGN §2).
//
// Model. Every owner (a member, or a named system owner: fees, market_maker, simulator …) has one
// balance row per wallet type (§4: 1 spot, 2 coin, 3 lever, 4 contract, 8 merchant, 9 pulse) and
// asset, with an available and a locked part. Money moves only by transfer: a ledger transaction
// whose entries post signed amounts to those balances and sum to zero per asset (double entry).
// Amounts are integer minor units at 8 decimals (amount.ts), bigint here and numeric(38,0) in SQL.
//
// The outside world. Deposits come from, and withdrawals go to, the system owner "external": a
// real balance row per wallet type and asset, the one row the CHECK constraint lets go negative
// (it reads minus what the exchange owes outside). Keeping it a row rather than an unbacked
// counter-leg means every entry points at an account and every transaction balances with no
// exception, and `totals` can show that inside + external = 0. Only "deposit" and "withdrawal"
// transactions may touch it, so the sum inside changes by nothing else (§6).
//
// Never negative. Each operation runs in one database transaction: it locks the affected rows
// (select … for update, in one global order so PostgreSQL transactions queue rather than
// deadlock), refuses with LedgerError('Insufficient balance') if any inside balance would go
// below zero, then writes. CHECK constraints repeat the rule as a backstop. A caller that must
// combine ledger moves with its own writes (placing an order holds funds and inserts the order)
// passes its kysely transaction as the last argument; then the ledger neither begins nor commits,
// and a refusal rolls back the caller's work with it. Several ledger calls inside one caller
// transaction lock in call order, not globally, so such callers should put their moves into one
// transfer where they can. The external and fees rows are one per wallet type and asset, so
// deposits, and fills that pay fees, queue on them under PostgreSQL: if fills ever contend there,
// split the fees owner (per symbol shard, say) rather than drop the lock.
//
// Funds in memory (funds.ts). Every transfer is first checked against, and counted in, an
// in-memory view of the rows it touches, so the matching engine can hold an order's funds without
// waiting on the database: `stage` checks and counts a transfer at once, `postStaged` writes many
// staged transfers inside one group commit, and `settleStaged` tells the view how that ended.
//
// Not here: idempotency. A ref is a label, not a unique key; a caller that may retry (a chain
// deposit watcher) checks its own ref before posting, inside the same transaction.
//
// Locked funds. hold/release move between the two parts of one account and carry the cause as
// `ref` (order id, position id); that locked funds equal what open orders and positions require is
// kept by those callers, which hold on placement, pay from locked on fill, and release the rest.
import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import { hasOneConnection, type Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { combinePrepared, postTransfer, prepareTransfer, stagedWrites, type Posted, type PreparedTransfer } from './transfer.ts';
import { runScript } from '../db/script.ts';
import { combineReservations, Funds, NotPrimedError, type Reservation } from './funds.ts';
import { AccountIds, slotId } from './accounts.ts';
import type { NetChange } from './postings.ts';
import { depositMoves, holdMoves, releaseMoves, tradeMoves, withdrawMoves, type SettleTradeInput, type SingleBalanceInput, type WithdrawInput } from './moves.ts';
import { readBalance, readBalances, readTotals, type AssetTotals } from './queries.ts';
import { auditLedger } from './audit.ts';
import type { AccountKey, Balance, Owner, TransferInput, WalletBalance } from './types.ts';

export { LedgerError, INSUFFICIENT_BALANCE, AMOUNT_NOT_POSITIVE, AMOUNT_TOO_LARGE } from './errors.ts';
export { LEDGER_SCALE, MAX_UNITS, toUnits, fromUnits, trimUnits } from './amount.ts';
export { WALLET_TYPE, SYSTEM_OWNER, memberOwner, systemOwner, mayGoNegative, isolatedWallet } from './types.ts';
export { FUNDING_KIND, PNL_KIND } from './transfer.ts';
export type { AccountKey, Balance, BalanceKind, BalanceRef, LedgerKind, Move, Owner, OwnerType, TransferInput, WalletBalance, WalletType } from './types.ts';
export type { SettleTradeInput, SingleBalanceInput, TradeLeg, WithdrawInput } from './moves.ts';
export type { AssetTotals } from './queries.ts';
export type { Posted } from './transfer.ts';

/** A caller's open transaction to join instead of starting one. */
export type LedgerTrx = Transaction<Database>;

/** A transfer checked and counted in memory, to be written by postStaged inside a group commit. */
export interface StagedTransfer {
  prepared: PreparedTransfer;
  reservation: Reservation;
}

export const createLedger = (db: Db) => {
  const funds = new Funds();
  const accountIds = new AccountIds();
  // Row locks keep concurrent transactions apart; PGlite has no concurrent transactions.
  const lockRows = !hasOneConnection(db);

  const prime = async (changes: NetChange[]) => {
    const missing = funds.missing(changes);
    if (missing.length === 0) return;
    const values = await Promise.all(missing.map(async (s) => ({ ...s, ...(await readBalance(db, s.key, s.key.walletType, s.asset)) })));
    funds.primed(values);
  };

  /** Checks and counts a prepared transfer in memory; reads the rows it has not seen yet first. */
  const reserve = async (prepared: PreparedTransfer, countCredits: boolean): Promise<Reservation> => {
    const changes = [...prepared.changes.values()];
    // A row made volatile while this was priming is read once more; after that, it is fresh.
    for (let attempt = 0; ; attempt++) {
      await prime(changes);
      try {
        return funds.reserve(changes, countCredits);
      } catch (error) {
        if (!(error instanceof NotPrimedError) || attempt > 2) throw error;
      }
    }
  };

  // async throughout, so a refusal found before any SQL rejects like any other; bad input is
  // refused before a database transaction is even begun.
  const post = async (input: TransferInput, trx?: LedgerTrx): Promise<Posted> => {
    const prepared = prepareTransfer(input);
    if (trx) {
      funds.makeVolatile([...prepared.changes.values()]);
      return postTransfer(trx, prepared, accountIds);
    }
    const reservation = await reserve(prepared, false);
    try {
      const posted = await db.transaction().execute((own) => postTransfer(own, prepared, accountIds));
      funds.commit(reservation);
      return posted;
    } catch (error) {
      funds.abort(reservation);
      throw error;
    }
  };

  return {
    /** The general move every other operation is made of. */
    transfer: post,
    /** external → owner's available. */
    deposit: async (input: SingleBalanceInput, trx?: LedgerTrx) => post(depositMoves(input), trx),
    /** owner's available (or locked) → external. */
    withdraw: async (input: WithdrawInput, trx?: LedgerTrx) => post(withdrawMoves(input), trx),
    /** available → locked of one account. */
    hold: async (input: SingleBalanceInput, trx?: LedgerTrx) => post(holdMoves(input), trx),
    /** locked → available of one account. */
    release: async (input: SingleBalanceInput, trx?: LedgerTrx) => post(releaseMoves(input), trx),
    /** One fill: each leg pays its receiver, whose fee goes to the fees account. */
    settleTrade: async (input: SettleTradeInput, trx?: LedgerTrx) => post(tradeMoves(input), trx),
    /**
     * Checks a transfer against the funds in memory and counts it at once, so what it credits is
     * spendable by the next staged transfer. Only for work committed in order, all or nothing
     * (the market journal): see funds.ts.
     */
    stage: async (input: TransferInput): Promise<StagedTransfer> => {
      const prepared = prepareTransfer(input);
      return { prepared, reservation: await reserve(prepared, true) };
    },
    /**
     * Reads the rows of these accounts into the funds in memory if they are not there yet, so that
     * stageNow and current can then work on them without waiting (futures settlement: it decides
     * how much a member can pay and stages the payment with nothing else running in between).
     */
    prime: async (accounts: ReadonlyArray<{ key: AccountKey; asset: string }>): Promise<void> =>
      prime(accounts.map((a) => ({ key: a.key, asset: a.asset, slot: slotId(a), available: 0n, locked: 0n }))),
    /** What a primed row holds in memory now, staged transfers counted; null when it is not primed. */
    current: (key: AccountKey, asset: string): Balance | null => funds.current(slotId({ key, asset })),
    /**
     * stage, synchronously, for rows already primed (prime): no other staging can come between a
     * caller's reading of `current` and this. Throws NotPrimedError for a row that is not.
     */
    stageNow: (input: TransferInput): StagedTransfer => {
      const prepared = prepareTransfer(input);
      return { prepared, reservation: funds.reserve([...prepared.changes.values()], true) };
    },
    /**
     * Staged transfers that are journaled together, written as one ledger transaction with their
     * postings netted (transfer.ts combinePrepared); in memory they were counted one by one and
     * end together. `kinds` renames entry kinds first, so that moves of one purpose can net.
     */
    combineStaged: (staged: StagedTransfer[], as: { kind: string; ref: string; kinds?: Readonly<Record<string, string>> }): StagedTransfer => ({
      prepared: combinePrepared(staged.map((s) => s.prepared), as),
      reservation: combineReservations(staged.map((s) => s.reservation)),
    }),
    /** Writes staged transfers inside the caller's transaction, as one script (db/script.ts). */
    postStaged: async (trx: LedgerTrx, staged: StagedTransfer[]): Promise<void> => runScript(trx, await stagedWrites(trx, staged.map((s) => s.prepared), accountIds, lockRows)),
    /** The statements that write staged transfers, for a caller's own script (the group commit: market/journal.ts). */
    stagedWrites: (trx: Kysely<Database>, staged: StagedTransfer[]): Promise<CompiledQuery[]> => stagedWrites(trx, staged.map((s) => s.prepared), accountIds, lockRows),
    /** After the group commit: committed joins the funds in memory; not committed takes them back. */
    settleStaged: (staged: StagedTransfer[], committed: boolean): void => {
      for (const s of staged) (committed ? funds.commit : funds.abort).call(funds, s.reservation);
    },
    /** Zeros when the account was never touched. */
    balance: (owner: Owner, walletType: string, asset: string, trx?: LedgerTrx): Promise<Balance> =>
      readBalance(trx ?? db, owner, walletType, asset),
    balances: (owner: Owner, walletType?: string, trx?: LedgerTrx): Promise<WalletBalance[]> => readBalances(trx ?? db, owner, walletType),
    /** Inside total and external counter-balance of one asset, for audits. */
    totals: (asset: string): Promise<AssetTotals> => readTotals(db, asset),
    /** Full reconciliation; an empty list means the books are sound. */
    audit: (): Promise<string[]> => auditLedger(db),
  };
};

export type Ledger = ReturnType<typeof createLedger>;
