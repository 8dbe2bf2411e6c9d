import { describe, expect, it } from 'vitest';
import { planCompaction, type EntryRow } from './compactionPlan.ts';

const BOT = 'b';
const FEES = 'f';
const MEMBER = 'm';

let nextId = 1n;
/** A transaction of `moves` [from, to, amount] in one asset, its entries numbered on from nextId. */
const tx = (txId: string, moves: [string, string, bigint][], asset = 'USDT'): EntryRow[] =>
  moves.flatMap(([from, to, amount]) => [
    { id: nextId++, txId, accountId: from, asset, balanceKind: 'available' as const, amount: -amount },
    { id: nextId++, txId, accountId: to, asset, balanceKind: 'available' as const, amount },
  ]);

const prunable = (id: string) => id !== MEMBER;
const plan = (entries: EntryRow[], options: { maxCut?: bigint; more?: boolean; keepTx?: string } = {}) =>
  planCompaction(entries, { prunable, maxCut: options.maxCut ?? 1000n, more: options.more ?? false, keepTx: options.keepTx ?? null });

describe('ledger compaction plan', () => {
  it('removes whole bot transactions and nets them per account', () => {
    nextId = 1n;
    const entries = [...tx('1', [[BOT, FEES, 5n]]), ...tx('2', [[FEES, BOT, 2n]])];
    const p = plan(entries);
    expect(p.cut).toBe(4n);
    expect(p.txIds).toEqual(['1', '2']);
    expect(p.entryIds).toEqual([1n, 2n, 3n, 4n]);
    expect([...p.net.values()].map((n) => [n.accountId, n.amount])).toEqual([
      [BOT, -3n],
      [FEES, 3n],
    ]);
  });

  it('keeps a transaction with a member entry whole, and nets cancel out of the carry', () => {
    nextId = 1n;
    const entries = [...tx('1', [[MEMBER, FEES, 1n]]), ...tx('2', [[BOT, FEES, 4n]]), ...tx('3', [[FEES, BOT, 4n]])];
    const p = plan(entries);
    expect(p.txIds).toEqual(['2', '3']);
    expect(p.net.size).toBe(0);
    expect(p.cut).toBe(6n);
  });

  it('never cuts inside a transaction, and leaves the last one when more may follow it', () => {
    nextId = 1n;
    const entries = [...tx('1', [[BOT, FEES, 1n]]), ...tx('2', [[BOT, FEES, 1n], [FEES, BOT, 1n]])];
    expect(plan(entries, { maxCut: 3n }).cut).toBe(2n);
    expect(plan(entries, { more: true }).cut).toBe(2n);
    expect(plan(entries, { more: true }).txIds).toEqual(['1']);
    expect(plan(entries.slice(0, 1), { more: true }).cut).toBe(null);
  });

  it('cuts only where no transaction spans it when other entries fall between', () => {
    nextId = 1n;
    const a = tx('1', [[BOT, FEES, 1n]]);
    const b = tx('2', [[FEES, BOT, 1n]]);
    // 1's entries around 2's, as when another connection took ids between them.
    const entries = [a[0]!, b[0]!, b[1]!, a[1]!].map((e, i) => ({ ...e, id: BigInt(i + 1) }));
    expect(plan(entries, { maxCut: 3n }).cut).toBe(null);
    expect(plan(entries).cut).toBe(4n);
    expect(plan(entries).txIds).toEqual(['1', '2']);
  });

  it('keeps a group that does not balance per asset, and the carry transaction', () => {
    nextId = 1n;
    const lopsided = tx('1', [[BOT, FEES, 1n]]).slice(0, 1);
    const carry = tx('2', [[BOT, FEES, 7n]]);
    const p = plan([...lopsided, ...carry], { keepTx: '2' });
    expect(p.txIds).toEqual([]);
    expect(p.cut).toBe(4n);
    const twoAssets = [...tx('3', [[BOT, FEES, 1n]], 'BTC').slice(0, 1), ...tx('3', [[FEES, BOT, 1n]], 'USDT').slice(1)];
    expect(plan(twoAssets).txIds).toEqual([]);
  });
});
