// A script's prepared statements keep one generic plan (pgliteSession.ts explains why), and the
// setting that asks for it never leaks into the session's other queries, after a failure neither.
// A statement marked as finding its rows by key (byKey.ts) keeps an index plan even when it was
// planned while its table was small.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type PgliteSession } from './pgliteSession.ts';
import { BY_KEY } from './byKey.ts';

let dir: string;
let session: PgliteSession;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pglite-session-'));
  session = await openSession(dir);
  await session.query('create table holding (id text primary key, amount bigint not null)', []);
  await session.query("insert into holding select 'h' || n, 0 from generate_series(1, 2000) as n", []);
  await session.query('analyze holding', []);
});
afterAll(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

// The shape of the group commit's update of resting orders: a few rows by key, as arrays.
const UPDATE = 'update holding as h set amount = h.amount + v.add from unnest($1::text[], $2::bigint[]) as v(id, add) where h.id = v.id';
const update = (ids: string[]) => ({ sql: UPDATE, params: [ids, ids.map(() => 1)] });

const planCacheMode = async () => (await session.query<{ plan_cache_mode: string }>('show plan_cache_mode', [])).rows[0]!.plan_cache_mode;
const plans = async () =>
  (await session.query<{ generic_plans: string; custom_plans: string }>('select generic_plans, custom_plans from pg_prepared_statements where statement like $1', ['%update holding%'])).rows;

describe('scripts on PGlite', () => {
  it('plan a prepared statement once, however many runs, and leave the setting as it was', async () => {
    // Left to PostgreSQL, runs past the fifth would be planned afresh for their three-row arrays.
    for (let run = 0; run < 12; run++) await session.script([update(['h1', 'h2', `h${3 + run}`])], false);
    const [stats] = await plans();
    expect(Number(stats!.custom_plans)).toBe(0);
    expect(Number(stats!.generic_plans)).toBe(12);
    expect(await planCacheMode()).toBe('auto');
    const h1 = await session.query<{ amount: string }>("select amount from holding where id = 'h1'", []);
    expect(h1.rows[0]!.amount).toBe('12');
  });

  it('leave the setting as it was after a failed script, once its transaction is rolled back', async () => {
    await session.query('begin', []);
    await expect(session.script([update(['h1']), { sql: 'insert into holding (id, amount) values ($1, $2)', params: ['h1', 0] }], false)).rejects.toThrow(/duplicate key/);
    await session.query('rollback', []);
    expect(await planCacheMode()).toBe('auto');
    const h1 = await session.query<{ amount: string }>("select amount from holding where id = 'h1'", []);
    expect(h1.rows[0]!.amount).toBe('12');
  });
});

describe('statements marked by key', () => {
  // Two texts of the same update, one marked; each is prepared on its first run.
  const FILL = 'update fills as f set filled = f.filled + v.add from unnest($1::text[], $2::bigint[]) as v(id, add) where f.id = v.id';
  const marked = (ids: string[]) => ({ sql: `${BY_KEY} ${FILL}`, params: [ids, ids.map(() => 1)] });
  const unmarked = (ids: string[]) => ({ sql: FILL, params: [ids, ids.map(() => 1)] });

  it('plans an index lookup even when planned while the table was small; unmarked, the same text keeps a scan of the whole table', async () => {
    await session.query('create table fills (id text primary key, filled bigint not null)', []);
    await session.query("insert into fills select 'f' || n, 0 from generate_series(1, 5) as n", []);
    await session.script([marked(['f1', 'f2'])], false);
    await session.script([unmarked(['f1', 'f2'])], false);
    // The table grows; nothing analyzes it, so both plans are kept.
    await session.query("insert into fills select 'f' || n, 0 from generate_series(6, 20000) as n", []);
    await session.script([marked(['f3', 'f20000'])], false);
    await session.script([unmarked(['f3', 'f20000'])], false);

    const prepared = (await session.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements where statement like '%update fills%'", [])).rows;
    const nameOf = (isMarked: boolean) => prepared.find((p) => p.statement.includes(BY_KEY) === isMarked)!.name;
    const planOf = async (name: string) => {
      await session.query('set plan_cache_mode = force_generic_plan', []);
      const rows = (await session.query<{ 'QUERY PLAN': string }>(`explain execute ${name}('{f3}', '{1}')`, [])).rows;
      await session.query('reset plan_cache_mode', []);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const markedPlan = await planOf(nameOf(true));
    expect(markedPlan).toContain('Index Scan using fills_pkey');
    expect(markedPlan).not.toContain('Seq Scan on fills');
    expect(await planOf(nameOf(false))).toContain('Seq Scan on fills');

    const settings = await session.query<{ setting: string }>("select setting from pg_settings where name in ('enable_seqscan', 'enable_hashjoin', 'enable_mergejoin')", []);
    expect(settings.rows.map((r) => r.setting)).toEqual(['on', 'on', 'on']);
    const filled = await session.query<{ id: string; filled: string }>("select id, filled from fills where id in ('f1', 'f3', 'f20000') order by id", []);
    expect(filled.rows).toEqual([
      { id: 'f1', filled: '2' },
      { id: 'f20000', filled: '2' },
      { id: 'f3', filled: '2' },
    ]);
  });
});
