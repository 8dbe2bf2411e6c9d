// Migration 014: merchant ids move to a range of their own, so no merchant id names a member's
// refresh_{id} topic; existing merchants are renumbered and both ranges are held by checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestDb, type TestDb } from '../ledger/testDb.ts';
import { makeMerchant } from '../modules/member/merchant.ts';
import { MERCHANT_ID_FLOOR, down, up } from './migrations/014_merchant_ids.ts';

let t: TestDb;
// A migration is written against the untyped database, as the migrator runs it.
const untyped = () => t.db as unknown as Kysely<unknown>;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.close());

describe('merchant ids apart from member ids', () => {
  it('renumbers the merchants made before it, and new ones follow them', async () => {
    await down(untyped());
    const [a, b, c] = await t.members(3);
    // As before the migration: merchant ids counted from 1, like member ids.
    const old = await makeMerchant(t.db, a!.ownerId);
    await makeMerchant(t.db, b!.ownerId);
    expect(BigInt(old.merchantId)).toBeLessThan(MERCHANT_ID_FLOOR);
    await up(untyped());

    const rows = await t.db.selectFrom('merchant').select(['id', 'member_id']).orderBy('id').execute();
    expect(rows.map((r) => BigInt(r.id))).toEqual([MERCHANT_ID_FLOOR + BigInt(old.merchantId), MERCHANT_ID_FLOOR + BigInt(old.merchantId) + 1n]);
    expect(rows.map((r) => String(r.member_id))).toEqual([a!.ownerId, b!.ownerId]);
    const made = await makeMerchant(t.db, c!.ownerId);
    expect(BigInt(made.merchantId)).toBe(BigInt(rows[1]!.id) + 1n);
  });

  it('refuses an id in the other range, however it is given', async () => {
    const [m] = await t.members(1);
    await expect(t.db.insertInto('merchant').values({ id: '5', member_id: m!.ownerId, name: 'x' } as never).execute()).rejects.toThrow(/merchant_id_above_members/);
    await expect(
      t.db.insertInto('member').values({ id: MERCHANT_ID_FLOOR.toString(), uid: 'u-floor', password_hash: 'x', chat_key: 'ck-floor', invite_code: 'IC-FLOOR' } as never).execute(),
    ).rejects.toThrow(/member_id_below_merchants/);
  });
});
