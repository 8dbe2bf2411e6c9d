// combinePrepared (transfer.ts): several transfers as one ledger transaction. Pure, no database.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinePrepared, prepareTransfer } from './transfer.ts';
import { slotId } from './accounts.ts';
import type { BalanceKind, Move } from './types.ts';

const spot = (ownerId: string, balance: BalanceKind) => ({ ownerType: 'member' as const, ownerId, walletType: '1', balance });
const fees = { ownerType: 'system' as const, ownerId: 'fees', walletType: '1', balance: 'available' as const };
const AS_TRADE = { hold: 'trade', release: 'trade' };

/** The postings as (owner, balance, kind, amount), sorted, for comparison. */
const rows = (p: ReturnType<typeof combinePrepared>) =>
  p.postings.map((x) => `${x.key.ownerId} ${x.asset} ${x.balance} ${x.kind} ${x.amount}`).sort();

describe('combinePrepared', () => {
  it('folds a taker hold spent at once into its trade: nothing on locked, one payment from available', () => {
    const hold = prepareTransfer({ kind: 'hold', ref: 'order-1', moves: [{ from: spot('2', 'available'), to: spot('2', 'locked'), asset: 'USDT', amount: 651n }] });
    const trade = prepareTransfer({
      kind: 'trade',
      ref: 'xh:BTC/USDT:7',
      moves: [
        { from: spot('2', 'locked'), to: spot('3', 'available'), asset: 'USDT', amount: 650n },
        { from: spot('3', 'locked'), to: spot('2', 'available'), asset: 'BTC', amount: 10n },
        { from: spot('2', 'available'), to: fees, asset: 'BTC', amount: 1n, kind: 'fee' },
        { from: spot('2', 'locked'), to: spot('2', 'available'), asset: 'USDT', amount: 1n, kind: 'release' },
      ],
    });
    const combined = combinePrepared([hold, trade], { kind: 'trade', ref: 'xh:BTC/USDT:7', kinds: AS_TRADE });
    expect(combined).toMatchObject({ kind: 'trade', ref: 'xh:BTC/USDT:7' });
    expect(rows(combined)).toEqual(
      [
        '2 USDT available trade -650',
        '3 USDT available trade 650',
        '3 BTC locked trade -10',
        '2 BTC available trade 10',
        '2 BTC available fee -1',
        'fees BTC available fee 1',
      ].sort(),
    );
    // The taker's locked USDT row is still among the changes, with nothing to change.
    expect([...combined.changes.values()].find((c) => c.key.ownerId === '2' && c.asset === 'USDT')).toMatchObject({ available: -650n, locked: 0n });
  });

  it('keeps kinds apart that are not renamed, and refuses a bad kind or ref', () => {
    const a = prepareTransfer({ kind: 'trade', ref: 'r', moves: [{ from: spot('1', 'available'), to: spot('2', 'available'), asset: 'USDT', amount: 5n }] });
    const b = prepareTransfer({ kind: 'fee', ref: 'r', moves: [{ from: spot('2', 'available'), to: spot('1', 'available'), asset: 'USDT', amount: 5n }] });
    expect(rows(combinePrepared([a, b], { kind: 'trade', ref: 'r' }))).toHaveLength(4);
    expect(combinePrepared([a, b], { kind: 'trade', ref: 'r', kinds: { fee: 'trade' } }).postings).toEqual([]);
    expect(() => combinePrepared([a], { kind: '', ref: 'r' })).toThrow('Unknown ledger kind');
    expect(() => combinePrepared([a], { kind: 'trade', ref: '' })).toThrow('A ledger reference is required');
  });

  const owners = ['1', '2', '3'];
  const move = fc.record({
    from: fc.tuple(fc.constantFrom(...owners), fc.constantFrom<BalanceKind>('available', 'locked')),
    to: fc.tuple(fc.constantFrom(...owners), fc.constantFrom<BalanceKind>('available', 'locked')),
    asset: fc.constantFrom('BTC', 'USDT'),
    amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    kind: fc.constantFrom('trade', 'hold', 'release', 'fee'),
  });
  const transfer = fc.array(move, { minLength: 1, maxLength: 5 }).map((ms) =>
    ms
      .filter((m) => m.from[0] !== m.to[0] || m.from[1] !== m.to[1])
      .map((m): Move => ({ from: spot(m.from[0], m.from[1]), to: spot(m.to[0], m.to[1]), asset: m.asset, amount: m.amount, kind: m.kind })),
  );

  it('changes every balance by the sum of what the transfers change, with balanced entries and none of zero', () => {
    fc.assert(
      fc.property(fc.array(transfer, { minLength: 1, maxLength: 4 }), fc.boolean(), (moveLists, rename) => {
        const prepared = moveLists.filter((ms) => ms.length > 0).map((moves) => prepareTransfer({ kind: 'trade', ref: 'r', moves }));
        fc.pre(prepared.length > 0);
        const combined = combinePrepared(prepared, { kind: 'trade', ref: 'r', ...(rename ? { kinds: AS_TRADE } : {}) });
        const expected = new Map<string, bigint>();
        for (const t of prepared) for (const p of t.postings) expected.set(`${slotId(p)}|${p.balance}`, (expected.get(`${slotId(p)}|${p.balance}`) ?? 0n) + p.amount);
        const got = new Map<string, bigint>();
        for (const p of combined.postings) got.set(`${slotId(p)}|${p.balance}`, (got.get(`${slotId(p)}|${p.balance}`) ?? 0n) + p.amount);
        for (const [id, sum] of expected) expect(got.get(id) ?? 0n).toBe(sum);
        for (const change of combined.changes.values()) {
          expect(change.available).toBe(expected.get(`${slotId(change)}|available`) ?? 0n);
          expect(change.locked).toBe(expected.get(`${slotId(change)}|locked`) ?? 0n);
        }
        expect(combined.postings.every((p) => p.amount !== 0n)).toBe(true);
        const perAsset = new Map<string, bigint>();
        for (const p of combined.postings) perAsset.set(p.asset, (perAsset.get(p.asset) ?? 0n) + p.amount);
        for (const sum of perAsset.values()) expect(sum).toBe(0n);
      }),
    );
  });
});
