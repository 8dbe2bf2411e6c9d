// PGlite's autovacuum (maintenance.ts): the rules, and what a run does to a real PGlite. The
// database tests are PGlite's own problem (PostgreSQL runs its autovacuum workers), so they run
// on PGlite even when DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDb, type Db } from './index.ts';
import { nextStep, startMaintenance, type TableActivity } from './maintenance.ts';

const activity = (over: Partial<TableActivity>): TableActivity => ({ table: 't', reltuples: 0, deadRows: 0, changedSinceAnalyze: 0, insertedSinceVacuum: 0, ...over });

const ANALYZE = (table = 't') => ({ table, analyze: true, vacuum: false });
const VACUUM = (table = 't') => ({ table, analyze: false, vacuum: true });

describe('nextStep', () => {
  it('applies autovacuum thresholds relative to the table size', () => {
    // 10,000 rows: analyze past 1,050 changes, vacuum past 2,050 dead or 3,000 inserted.
    const rows = 10_000;
    expect(nextStep([activity({ reltuples: rows, changedSinceAnalyze: 1050 })])).toBeNull();
    expect(nextStep([activity({ reltuples: rows, changedSinceAnalyze: 1051 })])).toEqual(ANALYZE());
    expect(nextStep([activity({ reltuples: rows, deadRows: 2050 })])).toBeNull();
    expect(nextStep([activity({ reltuples: rows, deadRows: 2051 })])).toEqual(VACUUM());
    expect(nextStep([activity({ reltuples: rows, insertedSinceVacuum: 3001 })])).toEqual(VACUUM());
  });

  it('treats a table never measured (reltuples -1) as empty, so its first rows get it measured', () => {
    expect(nextStep([activity({ reltuples: -1, changedSinceAnalyze: 51 })])).toEqual(ANALYZE());
    expect(nextStep([activity({ reltuples: -1, changedSinceAnalyze: 50 })])).toBeNull();
  });

  it('takes one step, the one furthest past its threshold, and nothing from quiet tables', () => {
    // a: analyze 500 / 50 = 10 times due; c: vacuum 500 / 50 = 10, analyze 2,000 / 50 = 40.
    const tables = [activity({ table: 'a', changedSinceAnalyze: 500 }), activity({ table: 'b' }), activity({ table: 'c', deadRows: 500, changedSinceAnalyze: 2000 })];
    expect(nextStep(tables)).toEqual(ANALYZE('c'));
    // Once c is analyzed, its vacuum and a's analyze are equally due: the first found goes first.
    expect(nextStep([tables[0]!, tables[1]!, activity({ table: 'c', deadRows: 600 })])).toEqual(VACUUM('c'));
    expect(nextStep([tables[1]!])).toBeNull();
  });
});

describe('maintenance on PGlite', () => {
  let db: Db | undefined;
  let dataDir = '';
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'maintenance-test-'));
    db = await openDb({ databaseUrl: undefined, dataDir });
    return db;
  };

  /** pg_stat counters reach the view at most once a second (PostgreSQL's PGSTAT_MIN_INTERVAL). */
  const countersSettled = () => new Promise((resolve) => setTimeout(resolve, 1100));

  const IDS = sql.raw(`array[${Array.from({ length: 8 }, (_, i) => `'${i + 1}'`).join(', ')}]::text[]`);
  const planOf = async (db: Db) => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain execute fill_probe(${IDS})`.execute(db);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  it('re-plans a statement prepared while its table was empty, once the table has grown', async () => {
    const db = await open();
    await sql`create table probe (id text primary key, filled bigint not null default 0)`.execute(db);
    // As the journal's statements are: prepared once, run by name (pgliteSession.ts), first on an empty table.
    await sql`prepare fill_probe(text[]) as update probe as p set filled = p.filled + 1 from unnest($1::text[]) as v(id) where p.id = v.id`.execute(db);
    // Past five runs PostgreSQL keeps a generic plan, made for the table as it is then.
    for (let i = 0; i < 6; i++) await sql`execute fill_probe(${IDS})`.execute(db);
    expect(await planOf(db)).toContain('Seq Scan on probe');

    await sql`insert into probe (id) select g::text from generate_series(1, 30000) g`.execute(db);
    // Without maintenance the kept plan still reads the whole table for eight rows.
    expect(await planOf(db)).toContain('Seq Scan on probe');

    await countersSettled();
    await sql`select 1`.execute(db);
    expect(await startMaintenance(db, { everyMs: 0 }).runOnce()).toEqual(ANALYZE('probe'));
    expect(await planOf(db)).toMatch(/Index Scan using probe_pkey/);
  });

  it('reclaims dead rows and leaves quiet tables alone', async () => {
    const db = await open();
    await sql`create table busy (id integer primary key, n integer not null)`.execute(db);
    await sql`create table quiet (id integer primary key)`.execute(db);
    await sql`insert into busy select g, 0 from generate_series(1, 2000) g`.execute(db);
    await countersSettled();
    await sql`select 1`.execute(db);
    await startMaintenance(db, { everyMs: 0 }).runOnce();

    await sql`update busy set n = n + 1`.execute(db);
    const maintenance = startMaintenance(db, { everyMs: 0 });
    await countersSettled();
    await sql`select 1`.execute(db);
    const dead = async () => Number((await sql<{ dead: string }>`select n_dead_tup as dead from pg_stat_user_tables where relname = 'busy'`.execute(db)).rows[0]!.dead);
    expect(await dead()).toBe(2000);
    // 2,000 changed of 2,000 rows is further past analyze's threshold (250) than vacuum's (450).
    expect(await maintenance.runOnce()).toEqual(ANALYZE('busy'));
    // Its counters have not caught up yet: the analyze still looks due and is not repeated.
    expect(await maintenance.runOnce()).toEqual(VACUUM('busy'));
    await countersSettled();
    await sql`select 1`.execute(db);
    expect(await dead()).toBe(0);
    // Nothing changed since: the next run has nothing to do.
    expect(await maintenance.runOnce()).toBeNull();
    await maintenance.stop();
  });

  it('analyzes with a small sample, so a large table pauses the one connection briefly', async () => {
    const db = await open();
    await sql`create table wide (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into wide select g, g % 997 from generate_series(1, 20000) g`.execute(db);
    await countersSettled();
    await sql`select 1`.execute(db);
    expect(await startMaintenance(db, { everyMs: 0 }).runOnce()).toEqual(ANALYZE('wide'));
    const { rows } = await sql<{ buckets: number }>`select array_length(histogram_bounds, 1) as buckets from pg_stats where tablename = 'wide' and attname = 'id'`.execute(db);
    // Statistics target 10: 11 bounds (PostgreSQL's default of 100 gives 101).
    expect(rows[0]!.buckets).toBe(11);
    expect((await sql<{ default_statistics_target: string }>`show default_statistics_target`.execute(db)).rows[0]!.default_statistics_target).toBe('100');
  });

  it('runs on its own timer until stopped', async () => {
    const db = await open();
    await sql`create table timed (id integer primary key)`.execute(db);
    await sql`insert into timed select g from generate_series(1, 500) g`.execute(db);
    await countersSettled();
    await sql`select 1`.execute(db);
    const maintenance = startMaintenance(db, { everyMs: 20 });
    const analyses = async () => Number((await sql<{ n: string }>`select analyze_count as n from pg_stat_user_tables where relname = 'timed'`.execute(db)).rows[0]!.n);
    await expect.poll(analyses, { timeout: 5000 }).toBe(1);
    await maintenance.stop();

    // Due again, but stopped: neither the timer nor a direct call touches the database.
    await sql`insert into timed select g from generate_series(501, 2000) g`.execute(db);
    await countersSettled();
    await sql`select 1`.execute(db);
    expect(await maintenance.runOnce()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await analyses()).toBe(1);
  });
});
