// Scripts write parameters into SQL text (literals.ts): these tests send awkward values through a
// real database (PGlite, or PostgreSQL when DATABASE_URL is set) and read them back unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { openTestDb, type TestDb } from '../ledger/testDb.ts';
import { inline, literal } from './literals.ts';
import { runScript } from './script.ts';

let t: TestDb;

beforeAll(async () => {
  t = await openTestDb();
  await sql`create table script_probe (id integer primary key, label text, tags text[], amount numeric(38,0), at timestamptz, flag boolean)`.execute(t.db);
});
afterAll(async () => t.close());

const TRICKY = ["it's", 'back\\slash', 'double "quote"', '{braces},commas', 'NULL', '', ' spaced ', "'; drop table script_probe; --", 'ünïcødé ✓', '$1 and $2'];

const insertProbe = (id: number, label: string | null, tags: Array<string | null>, amount: string) =>
  sql`insert into script_probe (id, label, tags, amount, at, flag) values (${id}::integer, ${label}::text, ${tags}::text[], ${amount}::numeric, ${new Date(Date.UTC(2026, 10, 22))}::timestamptz, ${id % 2 === 0}::boolean)`.compile(t.db);

describe('literals', () => {
  it('writes values as PostgreSQL reads them back', () => {
    expect(literal(null)).toBe('NULL');
    expect(literal(42)).toBe('42');
    expect(literal(12345678901234567890n)).toBe('12345678901234567890');
    expect(literal(true)).toBe('true');
    expect(literal("it's")).toBe("'it''s'");
    expect(literal(['a', null, 'b"c'])).toBe(`'{"a",NULL,"b\\"c"}'`);
  });

  it('refuses what cannot be a literal', () => {
    expect(() => literal(Number.NaN)).toThrow('finite');
    expect(() => literal('a\u0000b')).toThrow('NUL');
    expect(() => literal({})).toThrow('cannot be written');
  });

  it('fills parameters outside quoted text only, and refuses a missing one', () => {
    expect(inline("select $1, '$2', $2", ['x', 7])).toBe("select 'x', '$2', 7");
    expect(() => inline('select $3', [1])).toThrow('$3');
  });
});

describe('scripts', () => {
  it('round-trips awkward strings, arrays, nulls, big amounts, times and flags', async () => {
    const big = '12345678901234567890123456789012345678';
    await t.db.transaction().execute(async (trx) => {
      await runScript(trx, TRICKY.map((label, i) => insertProbe(i + 1, label, [label, null, 'x'], i % 2 ? big : `-${i + 1}`)));
    });
    const rows = await sql<{ id: number; label: string; tags: Array<string | null>; amount: string; at: Date; flag: boolean }>`select * from script_probe order by id`.execute(t.db);
    expect(rows.rows.map((r) => r.label)).toEqual(TRICKY);
    expect(rows.rows.map((r) => r.tags)).toEqual(TRICKY.map((label) => [label, null, 'x']));
    expect(rows.rows.map((r) => String(r.amount))).toEqual(TRICKY.map((_, i) => (i % 2 ? big : `-${i + 1}`)));
    expect(new Date(rows.rows[0]!.at).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(rows.rows.map((r) => r.flag)).toEqual(TRICKY.map((_, i) => (i + 1) % 2 === 0));
  });

  it('fails as a whole: a bad statement leaves nothing of the script behind, and the next script runs', async () => {
    const before = (await sql<{ n: string }>`select count(*) as n from script_probe`.execute(t.db)).rows[0]!.n;
    const failed = t.db.transaction().execute(async (trx) => {
      // The second row repeats the first one's key.
      await runScript(trx, [insertProbe(100, 'a', [], '1'), insertProbe(100, 'b', [], '2')]);
    });
    await expect(failed).rejects.toThrow();
    expect((await sql<{ n: string }>`select count(*) as n from script_probe`.execute(t.db)).rows[0]!.n).toBe(before);
    // The same statement texts again (on PGlite: prepared afresh after the failure).
    await t.db.transaction().execute((trx) => runScript(trx, [insertProbe(100, 'a', [], '1'), insertProbe(101, 'b', [], '2')]));
    expect((await sql<{ n: string }>`select count(*) as n from script_probe where id >= 100`.execute(t.db)).rows[0]!.n).toBe('2');
  });

  it('commits the transaction it ends, when asked', async () => {
    await t.db.connection().execute(async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin'));
      await runScript(connection, [insertProbe(200, 'committed', [], '5')], { commit: true });
    });
    const row = await sql<{ label: string }>`select label from script_probe where id = 200`.execute(t.db);
    expect(row.rows).toEqual([{ label: 'committed' }]);
  });
});
