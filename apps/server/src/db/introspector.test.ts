// The migrator's view of the database (introspector.ts): only this server's schema, and no failure
// when another session drops a schema meanwhile (the test suites do, file after file).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { openTestDb, type TestDb } from '../ledger/testDb.ts';
import { migrate, openDb } from './index.ts';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => t.close());

describe('the introspector (CurrentSchemaIntrospector)', () => {
  it("lists the migrated tables of this server's schema with their columns", async () => {
    const tables = await t.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'ledger_account', 'ledger_entry', 'market_order']));
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]!.s;
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
    const entry = tables.find((table) => table.name === 'ledger_entry')!;
    const id = entry.columns.find((c) => c.name === 'id')!;
    expect(id).toMatchObject({ isAutoIncrementing: true, isNullable: false });
    expect(entry.columns.map((c) => c.name)).toContain('account_id');
  });
});

const url = process.env.DATABASE_URL;

describe.runIf(url)('migrations on PostgreSQL while other schemas are dropped', () => {
  /** Creates and drops schemas with sequence-backed tables on a connection of its own until told to stop. */
  const churn = async (db: Kysely<unknown>, until: () => boolean) => {
    let n = 0;
    const prefix = `churn_${randomBytes(4).toString('hex')}`;
    while (!until()) {
      const name = sql.id(`${prefix}_${n++}`);
      await sql`create schema ${name}`.execute(db);
      await sql`create table ${name}.a (id bigserial primary key, x text)`.execute(db);
      await sql`drop schema ${name} cascade`.execute(db);
    }
    return n;
  };

  it('migrates fresh schemas and reads tables without tripping over a schema being dropped', async () => {
    const pg = (await import('pg')).default;
    const churner = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    let done = false;
    const churned = churn(churner, () => done);
    const failures: string[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        const db = await openDb({ databaseUrl: url, dataDir: '', schema });
        try {
          for (let j = 0; j < 40; j++) await db.introspection.getTables().catch((e: unknown) => failures.push(String(e)));
          await migrate(db, schema).catch((e: unknown) => failures.push(String(e)));
        } finally {
          await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
          await db.destroy();
        }
      }
    } finally {
      done = true;
      expect(await churned).toBeGreaterThan(0);
      await churner.destroy();
    }
    expect(failures).toEqual([]);
  });

  it("the control: kysely's own introspector fails under the same churn (it looks schemas up by name)", async () => {
    // The same churn breaks the stock introspector, so the test above is one that can fail.
    const pg = (await import('pg')).default;
    const churner = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    const reader = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    let stockFailures = 0;
    let done = false;
    const churned = churn(churner, () => done);
    try {
      for (let i = 0; i < 2000 && stockFailures === 0; i++) {
        await reader.introspection.getTables().catch(() => stockFailures++);
      }
    } finally {
      done = true;
      await churned;
      await churner.destroy();
      await reader.destroy();
    }
    expect(stockFailures).toBeGreaterThan(0);
  });
});
