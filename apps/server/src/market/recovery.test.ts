// Start-up with records in the journal's log that never reached the tables (the server died
// between answering and writing them): openDb writes them through the market's projector before
// anyone reads, ledger transfers included, and moves journal_state past them. The same with a kill
// under load: durability.test.ts. PGlite only: the PostgreSQL pass (DATABASE_URL) skips it.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/index.ts';
import { createLedger, systemOwner, toUnits, type StagedTransfer } from '../ledger/index.ts';
import { prepareTransfer } from '../ledger/transfer.ts';
import { BatchRows } from './batchRows.ts';
import { encodeRecord } from './journalRecord.ts';
import { MARKET_JOURNAL } from './projection.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'journal-recovery-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const order = (id: string, at: Date) => ({
  id,
  kind: 'xh',
  symbol: 'T/USDT',
  owner_type: 'system',
  owner_id: 'recovery',
  side: 'buy',
  order_type: 'limit',
  tif: 'GTC',
  price_ticks: '100',
  quantity_lots: '2',
  funds_notional: null,
  remaining_lots: '2',
  filled_lots: '0',
  filled_notional: '0',
  status: 0,
  engine_seq: '1',
  create_time: at,
  update_time: at,
});

/** A transfer as the journal stages it: the ledger's checks, no database. */
const staged = (amount: string, ref: string): StagedTransfer => ({
  prepared: prepareTransfer({
    kind: 'deposit',
    ref,
    moves: [{ from: { ...systemOwner('external'), walletType: '1', balance: 'available' }, to: { ...systemOwner('recovery'), walletType: '1', balance: 'available' }, asset: 'USDT', amount: toUnits(amount) }],
  }),
  reservation: { changes: [], counted: new Map() },
});

describe.skipIf(process.env.DATABASE_URL)('start-up after records were logged but not written', () => {
  it('writes them into the tables before anyone reads, and moves the high-water mark past them', async () => {
    // The database exists (migrated) and has written nothing of the log.
    await (await openDb({ databaseUrl: undefined, dataDir, journal: MARKET_JOURNAL })).destroy();
    const created = new Date('2026-11-20T10:00:00.000Z');
    const first = new BatchRows();
    first.insertOrder(order('r-1', created));
    const second = new BatchRows();
    second.changeOrder('r-1', { addFilled: 1n, addNotional: 100n, remaining: '1', status: 0, updateTime: new Date('2026-11-20T10:00:01.000Z') });
    second.insertOrder(order('r-2', created));
    const journal = join(dataDir, 'journal');
    mkdirSync(journal, { recursive: true });
    for (const file of readdirSync(journal)) rmSync(join(journal, file));
    writeFileSync(
      join(journal, '0000000000000001.log'),
      `1\t${encodeRecord(first, [staged('5', 'dep-1')])}\n2\t${encodeRecord(second, [staged('2.5', 'dep-2')])}\n`,
    );

    const db = await openDb({ databaseUrl: undefined, dataDir, pgliteThread: 'worker', journal: MARKET_JOURNAL });
    try {
      const rows = await db.selectFrom('market_order').select(['id', 'filled_lots', 'remaining_lots', 'create_time']).orderBy('id').execute();
      expect(rows.map((r) => ({ ...r, create_time: new Date(r.create_time).toISOString() }))).toEqual([
        { id: 'r-1', filled_lots: '1', remaining_lots: '1', create_time: created.toISOString() },
        { id: 'r-2', filled_lots: '0', remaining_lots: '2', create_time: created.toISOString() },
      ]);
      const ledger = createLedger(db);
      expect(await ledger.balance(systemOwner('recovery'), '1', 'USDT')).toEqual({ available: toUnits('7.5'), locked: 0n });
      expect(await ledger.audit()).toEqual([]);
      const state = await db.selectFrom('journal_state').select('projected_seq').executeTakeFirstOrThrow();
      expect(state.projected_seq).toBe('2');
      // The old segment is gone; the new one starts after the last record.
      expect(readdirSync(journal)).toEqual(['0000000000000003.log']);
    } finally {
      await db.destroy();
    }
  });
});
