// The IdTable grows from a small index by rehashing, so it is checked here at sizes the book
// property tests never reach: every id stays refused and findable across many doublings.
import { describe, expect, it } from 'vitest';
import { IdTable } from './idTable.ts';
import { BookOrder } from './priceLevel.ts';

const order = (id: string, slot: number) => new BookOrder(id, 'owner', 'buy', 1, 1, slot + 1, slot);

describe('IdTable', () => {
  it('hands out positions in order, refuses every id once taken and finds every filed order, across many doublings', () => {
    const table = new IdTable();
    const n = 100_000;
    // Ids of varied shapes and lengths, some differing only in their first character.
    const ids = Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `o${i}` : i % 3 === 1 ? `${i}-x` : `${String.fromCharCode(65 + (i % 50))}${i}`));
    expect(new Set(ids).size).toBe(n);
    // Mismatches are collected and checked once: an expect per id would take most of the time.
    const wrong: string[] = [];
    const orders = ids.map((id, i) => {
      if (table.claim(id) !== i) wrong.push(`claim ${id}`);
      return order(id, i);
    });
    for (let i = 0; i < n; i += 2) table.set(orders[i] as BookOrder);
    for (let i = 0; i < n; i++) {
      // A copy of the id, not the same string object, as a caller would pass it.
      const id = (' ' + (ids[i] as string)).slice(1);
      if (table.claim(id) !== -1) wrong.push(`reclaim ${id}`);
      if (table.find(id) !== (i % 2 === 0 ? orders[i] : undefined)) wrong.push(`find ${id}`);
    }
    for (let i = 0; i < n; i += 4) table.clear(orders[i] as BookOrder);
    for (let i = 0; i < n; i += 2) if (table.find(ids[i] as string) !== (i % 4 === 0 ? undefined : orders[i])) wrong.push(`find after clear ${ids[i]}`);
    expect(wrong).toEqual([]);
    expect(table.find('never given')).toBeUndefined();
    expect(table.claim('never given')).toBe(n);
  });

  it('tells apart different ids with the same hash, and compares ids exactly from the empty string to long ones', () => {
    const table = new IdTable();
    // Found by search: these two have the same hashOf, so only comparing the ids separates them.
    const [a, b] = ['id522789', 'id739192'];
    expect(table.claim(a)).toBe(0);
    expect(table.claim(b)).toBe(1);
    table.set(order(b, 1));
    expect(table.find(a)).toBeUndefined();
    expect(table.find(b)?.id).toBe(b);
    expect([table.claim(a), table.claim(b)]).toEqual([-1, -1]);
    expect(table.claim('')).toBe(2);
    expect(table.claim('x'.repeat(10_000))).toBe(3);
    expect(table.claim('')).toBe(-1);
    expect(table.claim('x'.repeat(10_000))).toBe(-1);
    expect(table.claim('x'.repeat(9_999))).toBe(4);
  });
});
