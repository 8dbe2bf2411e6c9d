// A real database for the ledger tests, without booting the whole exchange: PGlite in a temporary
// directory, or, when DATABASE_URL is set, PostgreSQL in a schema of its own that is dropped after
// (as testing/kit.ts does for full-exchange tests).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'kysely';
import { openDb, type Db } from '../db/index.ts';
import { createMember } from '../modules/member/repo.ts';
import { createLedger, toUnits, WALLET_TYPE, type Ledger } from './index.ts';
import { memberOwner, type Owner } from './types.ts';

export interface TestDb {
  db: Db;
  /** Members that exist in the member table, so their accounts pass the foreign key. */
  members(count: number): Promise<Owner[]>;
  close(): Promise<void>;
}

export const openTestDb = async (): Promise<TestDb> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-test-'));
  const schema = process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir, ...(schema ? { schema } : {}) });
  return {
    db,
    async members(count) {
      const owners: Owner[] = [];
      for (let i = 0; i < count; i++) {
        const row = await createMember(db, { email: `ledger${randomBytes(6).toString('hex')}@test.local`, passwordHash: 'unused' });
        owners.push(memberOwner(String(row.id)));
      }
      return owners;
    },
    async close() {
      if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Everything the ledger wrote, to show that a refused operation changed nothing. */
export const snapshot = async (db: Db) => ({
  accounts: await db.selectFrom('ledger_account').select(['id', 'owner_type', 'owner_id', 'wallet_type', 'asset', 'available', 'locked']).orderBy('id').execute(),
  txs: await db.selectFrom('ledger_tx').select('id').orderBy('id').execute(),
  entries: await db.selectFrom('ledger_entry').select('id').orderBy('id').execute(),
});

export const SPOT = WALLET_TYPE.spot;
export const CONTRACT = WALLET_TYPE.contract;
/** Ledger units of a decimal amount, short for tests. */
export const u = (decimal: string): bigint => toUnits(decimal);

/** Deletes every ledger row behind the ledgers' backs: make a new ledger after it, which reads them afresh. */
export const emptyLedger = async (db: Db): Promise<void> => {
  await sql`delete from ledger_entry`.execute(db);
  await sql`delete from ledger_tx`.execute(db);
  await sql`delete from ledger_account`.execute(db);
  await sql`update retention_state set entry_id = 0, carry_tx_id = null, carry_first_entry = null, carry_last_entry = null`.execute(db);
};

export interface LedgerSetup {
  t: TestDb;
  ledger: Ledger;
  alice: Owner;
  bob: Owner;
}

/**
 * The hooks of a ledger test file: one database with two members for the file, its ledger rows
 * emptied and a new ledger made before each test. `use` receives the setup each time.
 */
export const useLedgerDb = (use: (setup: LedgerSetup) => void): void => {
  let setup: LedgerSetup | undefined;
  beforeAll(async () => {
    const t = await openTestDb();
    const [alice, bob] = (await t.members(2)) as [Owner, Owner];
    setup = { t, ledger: createLedger(t.db), alice, bob };
  });
  afterAll(() => setup?.t.close());
  beforeEach(async () => {
    await emptyLedger(setup!.t.db);
    setup = { ...setup!, ledger: createLedger(setup!.t.db) };
    use(setup);
  });
};
