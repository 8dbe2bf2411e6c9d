// Migration 026: margin interest moves into the ledger. Loans opened before it carry interest the
// ledger never saw; the migration posts it (accrual → receivable, per coin) so a later repay can
// settle it, and its down removes those rows and the rule that let the accrual row go negative.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { auditLedger } from '../ledger/audit.ts';
import { openTestDb, type TestDb } from '../ledger/testDb.ts';
import { down, up } from './migrations/026_margin_interest.ts';

let t: TestDb;
const untyped = () => t.db as unknown as Kysely<unknown>;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.close());

const rowOf = async (owner: string, asset: string) =>
  t.db.selectFrom('ledger_account').select(['available', 'locked']).where('owner_type', '=', 'system').where('owner_id', '=', owner).where('wallet_type', '=', '3').where('asset', '=', asset).executeTakeFirst();

describe('026_margin_interest', () => {
  it('posts the interest open loans owe as receivable, and its down takes it away', async () => {
    await down(untyped());
    const [member] = await t.members(1);
    const loan = (coin: string, interest: string, status: number) => ({
      member_id: member!.ownerId,
      mode: 'all',
      symbol: '',
      coin,
      borrowed: '1000',
      principal: status === 0 ? '1000' : '0',
      interest,
      day_rate: '0.0002',
      hours_charged: 3,
      status,
      create_time: '1',
    });
    await t.db.insertInto('margin_loan').values([loan('BTC', '7', 0), loan('BTC', '5', 0), loan('USDT', '3', 0), loan('USDT', '0', 1), loan('ETH', '0', 0)]).execute();
    await up(untyped());
    expect(await rowOf('margin_interest_receivable', 'BTC')).toEqual({ available: '12', locked: '0' });
    expect(await rowOf('margin_interest_accrual', 'BTC')).toEqual({ available: '-12', locked: '0' });
    expect(await rowOf('margin_interest_receivable', 'USDT')).toEqual({ available: '3', locked: '0' });
    expect(await rowOf('margin_interest_receivable', 'ETH')).toBeUndefined();
    expect(await auditLedger(t.db)).toEqual([]);

    await down(untyped());
    expect(await rowOf('margin_interest_accrual', 'BTC')).toBeUndefined();
    expect(await auditLedger(t.db)).toEqual([]);
    // Without 026 the accrual owner may not go below zero.
    await expect(
      sql`insert into ledger_account (owner_type, owner_id, wallet_type, asset, available) values ('system', 'margin_interest_accrual', '3', 'BTC', -1)`.execute(t.db),
    ).rejects.toThrow();
    await up(untyped());
    expect(await rowOf('margin_interest_receivable', 'BTC')).toEqual({ available: '12', locked: '0' });
  });
});
