// Migration 016: files that KYC requests and feedback named before uploads had owners are given to
// the member who named them first, so they stay readable by that member and by nobody else.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openTestDb, type TestDb } from '../ledger/testDb.ts';
import { down, up } from './migrations/016_upload.ts';

let t: TestDb;
// A migration is written against the untyped database, as the migrator runs it.
const untyped = () => t.db as unknown as Kysely<unknown>;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.close());

describe('upload owners from before the upload table', () => {
  it('gives each named file to the first member who named it', async () => {
    // Back to before 016: first what later migrations built on the upload table (020's grants).
    await sql`drop table if exists upload_grant`.execute(untyped());
    await down(untyped());
    const [a, b] = await t.members(2);
    const [front, back, shot] = [`${randomUUID()}.png`, `${randomUUID()}.jpg`, `${randomUUID()}.webp`];
    await t.db
      .insertInto('kyc_request')
      .values({ member_id: a!.ownerId, real_name: 'A', document_type: '1', document_number: 'A1234', front_image: `/uploads/${front}`, back_image: `/uploads/${back}`, status: '-1', review_time: null, create_time: new Date(Date.now() - 60_000) })
      .execute();
    // B named A's image later (the attack this table stops): the file stays A's.
    await t.db
      .insertInto('kyc_request')
      .values({ member_id: b!.ownerId, real_name: 'B', document_type: '1', document_number: 'B1234', front_image: `/uploads/${front}`, back_image: '/uploads/../etc/passwd', status: '1', review_time: null })
      .execute();
    await t.db.insertInto('feedback').values({ member_id: b!.ownerId, email: 'b@b.co', type: '1', content: 'x', images: JSON.stringify([`/uploads/${shot}`]) }).execute();
    await t.db.insertInto('feedback').values({ member_id: null, email: 'v@b.co', type: '1', content: 'x', images: JSON.stringify([`/uploads/${randomUUID()}.png`]) }).execute();
    await up(untyped());

    const rows = await t.db.selectFrom('upload').select(['name', 'member_id', 'purpose', 'content_type']).orderBy('name').execute();
    expect(rows.map((r) => ({ ...r, member_id: String(r.member_id) }))).toEqual(
      [
        { name: front, member_id: a!.ownerId, purpose: 'kyc', content_type: 'image/png' },
        { name: back, member_id: a!.ownerId, purpose: 'kyc', content_type: 'image/jpeg' },
        { name: shot, member_id: b!.ownerId, purpose: 'feedback', content_type: 'image/webp' },
      ].sort((x, y) => (x.name < y.name ? -1 : 1)),
    );
  });
});
