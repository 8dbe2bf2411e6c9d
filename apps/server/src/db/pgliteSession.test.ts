// A script's prepared statements keep one generic plan (pgliteSession.ts explains why), and the
// setting that asks for it never leaks into the session's other queries, after a failure neither.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type PgliteSession } from './pgliteSession.ts';

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
