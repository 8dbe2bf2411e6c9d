// The one way a balance changes: a transfer of moves between balances, written as one ledger
// transaction. Deposits, holds, trades and the rest are transfers with a fixed shape (moves.ts).
// Order of work: validate and net per row (no database) → lock rows → refuse if any would go
// negative → write balances, the transaction and its entries. A refusal throws before any write,
// and the caller's database transaction rolls back whatever else it did.
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { copyIn, type CopyIn } from '../db/copyIn.ts';
import { MAX_UNITS } from './amount.ts';
import { AMOUNT_TOO_LARGE, INSUFFICIENT_BALANCE, LedgerError } from './errors.ts';
import { addToBalances, lockAccounts, lockIds, writeBalances, type AccountIds, type LockedAccount } from './accounts.ts';
import { assertBalanced, netChanges, sumChanges, toPostings, type NetChange, type Posting } from './postings.ts';
import { checkAccount, checkAmount, checkAsset, checkKind, checkRef } from './validate.ts';
import { isClearing, isExternal, mayGoNegative, type BalanceKind, type Move, type TransferInput } from './types.ts';

// Only these kinds cross the edge of the exchange, so the sum inside changes by nothing else (§6).
const CROSSES_EDGE: ReadonlySet<string> = new Set(['deposit', 'withdrawal']);
/** The entry kind of futures realised PnL (types.ts: the clearing account). */
export const PNL_KIND = 'pnl';
/** Funding payments of futures positions, which the clearing account pays and receives for the house. */
export const FUNDING_KIND = 'funding';
const MOVES_CLEARING: ReadonlySet<string> = new Set([PNL_KIND, FUNDING_KIND]);
const BALANCES: ReadonlySet<string> = new Set<BalanceKind>(['available', 'locked']);

const checkMove = (move: Move, kind: string): void => {
  for (const side of [move.from, move.to]) {
    checkAccount(side);
    if (!BALANCES.has(side.balance)) throw new LedgerError('Unknown balance');
    if (isExternal(side) && (side.balance !== 'available' || !CROSSES_EDGE.has(kind)))
      throw new LedgerError('Only deposits and withdrawals reach outside the exchange');
    if (isClearing(side) && (side.balance !== 'available' || !MOVES_CLEARING.has(move.kind ?? kind)))
      throw new LedgerError('Only realised futures PnL and funding move the clearing account');
  }
  checkAsset(move.asset);
  checkAmount(move.amount);
  if (move.kind !== undefined) checkKind(move.kind);
  const same = move.from.ownerType === move.to.ownerType && move.from.ownerId === move.to.ownerId && move.from.walletType === move.to.walletType;
  if (same && move.from.balance === move.to.balance) throw new LedgerError('A transfer needs two different balances');
};

const apply = (account: LockedAccount, change: NetChange): LockedAccount => {
  const available = account.available + change.available;
  const locked = account.locked + change.locked;
  if (locked < 0n || (available < 0n && !mayGoNegative(account.key))) throw new LedgerError(INSUFFICIENT_BALANCE);
  if (available > MAX_UNITS || locked > MAX_UNITS || available < -MAX_UNITS) throw new LedgerError(AMOUNT_TOO_LARGE);
  return { ...account, available, locked };
};

export interface Posted {
  txId: string;
}

/** A validated transfer, netted per balance row: everything that can be checked without SQL. */
export interface PreparedTransfer {
  kind: string;
  ref: string;
  postings: Posting[];
  changes: Map<string, NetChange>;
}

export const prepareTransfer = (input: TransferInput): PreparedTransfer => {
  checkKind(input.kind);
  checkRef(input.ref);
  if (input.moves.length === 0) throw new LedgerError('Nothing to transfer');
  for (const move of input.moves) checkMove(move, input.kind);
  const postings = toPostings(input.moves, input.kind);
  assertBalanced(postings);
  return { kind: input.kind, ref: input.ref, postings, changes: netChanges(postings) };
};

/**
 * Several prepared transfers written as one ledger transaction: their postings, kinds renamed by
 * `kinds` (e.g. an order's hold and release folded into the trade they serve), netted per balance
 * and kind, and those that net to zero left out. Each balance changes by exactly the sum of what
 * the transfers change, so funds and balances are as if they were written one by one; only the
 * entries are fewer, and a balance that takes in and pays out the same sum under one kind shows
 * no entry at all (an order's hold that its own fills spend at once).
 */
export const combinePrepared = (transfers: PreparedTransfer[], as: { kind: string; ref: string; kinds?: Readonly<Record<string, string>> }): PreparedTransfer => {
  checkKind(as.kind);
  checkRef(as.ref);
  const net = new Map<string, Posting>();
  for (const { postings } of transfers)
    for (const p of postings) {
      const kind = as.kinds?.[p.kind] ?? p.kind;
      const id = `${p.slot}|${p.balance}|${kind}`;
      const into = net.get(id);
      if (into) into.amount += p.amount;
      else net.set(id, { ...p, kind });
    }
  const postings = [...net.values()].filter((p) => p.amount !== 0n);
  assertBalanced(postings);
  return { kind: as.kind, ref: as.ref, postings, changes: sumChanges(transfers.map((t) => t.changes)) };
};

/** Runs inside the caller's database transaction; see ledger/index.ts for the wrapper. */
export const postTransfer = async (trx: Kysely<Database>, prepared: PreparedTransfer, known: AccountIds): Promise<Posted> =>
  (await postTransfers(trx, [prepared], known))[0]!;

/**
 * Writes several transfers in one round of statements: the rows of all of them are locked and
 * read together, each transfer is applied in order and refused as a whole if any row would go
 * negative, then balances, transactions and entries are written in one statement each.
 */
export const postTransfers = async (trx: Kysely<Database>, transfers: PreparedTransfer[], known: AccountIds): Promise<Posted[]> => {
  if (transfers.length === 0) return [];
  const accounts = await lockAccounts(trx, transfers.flatMap((t) => [...t.changes.values()]), known);
  const touched = new Set<string>();
  for (const { changes } of transfers)
    for (const [id, change] of changes) {
      // A row whose postings net to zero (paid and repaid in one trade) keeps its balance as is.
      if (change.available === 0n && change.locked === 0n) continue;
      accounts.set(id, apply(accounts.get(id)!, change));
      touched.add(id);
    }
  await writeBalances(trx, [...touched].map((id) => accounts.get(id)!));
  return writeEntries(trx, transfers, (slot) => accounts.get(slot)!.id);
};

/**
 * One ledger_tx per transfer and its entries, through unnest: one bind parameter per column
 * instead of one per value, which roughly halves the cost of a large batch on PGlite. Rows come
 * back in the order given.
 */
const writeEntries = async (trx: Kysely<Database>, transfers: PreparedTransfer[], accountOf: (slot: string) => string): Promise<Posted[]> => {
  const txs = (
    await sql<{ id: string }>`insert into ledger_tx (kind, ref)
      select * from unnest(${transfers.map((t) => t.kind)}::text[], ${transfers.map((t) => t.ref)}::text[]) returning id`.execute(trx)
  ).rows;
  const entries = transfers.flatMap(({ ref, postings }, i) => postings.map((p) => ({ txId: String(txs[i]!.id), accountId: accountOf(p.slot), p, ref })));
  await sql`insert into ledger_entry (tx_id, account_id, asset, amount, balance_kind, kind, ref)
    select * from unnest(
      ${entries.map((e) => e.txId)}::bigint[], ${entries.map((e) => e.accountId)}::bigint[], ${entries.map((e) => e.p.asset)}::text[],
      ${entries.map((e) => e.p.amount.toString())}::numeric[], ${entries.map((e) => e.p.balance)}::text[], ${entries.map((e) => e.p.kind)}::text[],
      ${entries.map((e) => e.ref)}::text[])`.execute(trx);
  return txs.map((tx) => ({ txId: String(tx.id) }));
};

/**
 * The group commit's write of staged transfers, as statements for its script (db/script.ts).
 * Their funds were checked and counted in memory (funds.ts) and the CHECK constraints stay the
 * backstop, so nothing is read back: each row gets its net change added, and the transactions and
 * their entries go in one statement. `lockRows` (PostgreSQL) first locks the rows in the global
 * order, as every other locker does.
 */
export const stagedWrites = async (trx: Kysely<Database>, staged: PreparedTransfer[], known: AccountIds, lockRows: boolean): Promise<CompiledQuery[]> => {
  const netted = await netStaged(trx, staged, known);
  if (!netted) return [];
  const { transfers, ids, net } = netted;
  const writes: CompiledQuery[] = [];
  if (lockRows) writes.push(lockIds([...net.keys()]).compile(trx));
  writes.push(...balanceWrites(trx, net));
  writes.push(insertTransfers(transfers, (slot) => ids.get(slot)!).compile(trx));
  return writes;
};

/**
 * Staged transfers as the journal's projection writes them on PGlite (market/projection.ts): the
 * transactions and entries by COPY (db/copyIn.ts), the balances by the statement stagedWrites
 * uses. The transactions' ids are taken from the identity's sequence at once (one setval moves it
 * past all of them), so each entry can name its transaction in the copy; PGlite has one
 * connection, so nobody takes an id in between. ledger_entry.tx_id has no foreign key (migration
 * 007), so what keeps the ids right is market/projection.test.ts and the ledger's audit (audit.ts).
 * Called inside the projection's transaction.
 */
export const stagedCopies = async (trx: Kysely<Database>, staged: PreparedTransfer[], known: AccountIds): Promise<{ copies: CopyIn[]; statements: CompiledQuery[] }> => {
  const netted = await netStaged(trx, staged, known);
  if (!netted) return { copies: [], statements: [] };
  const { transfers, ids } = netted;
  const reserved = await sql<{ last: string }>`select setval('ledger_tx_id_seq', nextval('ledger_tx_id_seq') + ${transfers.length - 1}) as last`.execute(trx);
  const first = BigInt(reserved.rows[0]!.last) - BigInt(transfers.length - 1);
  const txIds = transfers.map((_, i) => String(first + BigInt(i)));
  const entries = transfers.flatMap(({ ref, postings }, i) =>
    postings.map((p) => [txIds[i], ids.get(p.slot)!, p.asset, p.amount.toString(), p.balance, p.kind, ref]),
  );
  return {
    copies: [
      copyIn('ledger_tx', ['id', 'kind', 'ref'], transfers.map((t, i) => [txIds[i], t.kind, t.ref])),
      copyIn('ledger_entry', ['tx_id', 'account_id', 'asset', 'amount', 'balance_kind', 'kind', 'ref'], entries),
    ],
    statements: balanceWrites(trx, netted.net),
  };
};

/** The staged transfers that write anything, their balance rows' ids, and each row's net change. */
const netStaged = async (trx: Kysely<Database>, staged: PreparedTransfer[], known: AccountIds) => {
  // A combined transfer whose postings all netted away (a hold released at once) leaves nothing to write.
  const transfers = staged.filter((t) => t.postings.length > 0);
  if (transfers.length === 0) return null;
  const ids = await known.resolve(trx, transfers.flatMap((t) => [...t.changes.values()]));
  const net = new Map<string, { id: string; available: bigint; locked: bigint }>();
  for (const { changes } of transfers)
    for (const [slot, change] of changes) {
      const id = ids.get(slot)!;
      const row = net.get(id) ?? { id, available: 0n, locked: 0n };
      row.available += change.available;
      row.locked += change.locked;
      net.set(id, row);
    }
  return { transfers, ids, net };
};

/** Each balance row's net change added in one statement (none if every row nets to zero). */
const balanceWrites = (trx: Kysely<Database>, net: Map<string, { id: string; available: bigint; locked: bigint }>): CompiledQuery[] => {
  const moved = [...net.values()].filter((c) => c.available !== 0n || c.locked !== 0n);
  return moved.length > 0 ? [addToBalances(moved).compile(trx)] : [];
};

/**
 * Transactions and their entries in one statement: each transaction takes its id from the
 * identity's sequence in a CTE, and its entries join it by position, in the order given.
 */
const insertTransfers = (transfers: PreparedTransfer[], accountOf: (slot: string) => string) => {
  const entries = transfers.flatMap(({ postings }, i) => postings.map((p) => ({ n: i + 1, accountId: accountOf(p.slot), p })));
  return sql`with tx as materialized (
      select n, kind, ref, nextval('ledger_tx_id_seq') as id
      from unnest(${transfers.map((t) => t.kind)}::text[], ${transfers.map((t) => t.ref)}::text[]) with ordinality as u(kind, ref, n)
    ), written as (
      insert into ledger_tx (id, kind, ref) select id, kind, ref from tx
    )
    insert into ledger_entry (tx_id, account_id, asset, amount, balance_kind, kind, ref)
    select tx.id, e.account_id, e.asset, e.amount, e.balance_kind, e.kind, tx.ref
    from unnest(
      ${entries.map((e) => e.n)}::bigint[], ${entries.map((e) => e.accountId)}::bigint[], ${entries.map((e) => e.p.asset)}::text[],
      ${entries.map((e) => e.p.amount.toString())}::numeric[], ${entries.map((e) => e.p.balance)}::text[], ${entries.map((e) => e.p.kind)}::text[]
    ) with ordinality as e(n, account_id, asset, amount, balance_kind, kind, position)
    join tx on tx.n = e.n
    order by e.position`;
};
