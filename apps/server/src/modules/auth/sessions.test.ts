// Access tokens and their sessions (tokens.ts verifyAccess): a session seen before is answered from
// memory, re-read in the background once its answer is SESSION_CACHE_MS old, so no request waits for
// that read; a revocation made here stops its tokens at once, one made in the database alone once
// the background read has seen it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb, type TestDb } from '../../ledger/testDb.ts';
import { createTokens } from './tokens.ts';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const tokensOf = () => createTokens(t.db, { secret: new TextEncoder().encode('s'.repeat(32)), accessSeconds: 3600, refreshSeconds: 7200 });

describe('sessions behind access tokens', () => {
  it('answers a known session from memory, and sees a revocation in the database after a read in the background', async () => {
    const tokens = tokensOf();
    const [member] = await t.members(1);
    const opened = await tokens.openSession(member!.ownerId, 'device');
    const caller = { memberId: member!.ownerId, sessionId: opened.sessionId };
    expect(await tokens.verifyAccess(opened.accessToken)).toEqual(caller);

    // Revoked behind this process's back: the answer in memory stands until it is old.
    await t.db.updateTable('session').set({ revoked: 1 }).where('id', '=', opened.sessionId).execute();
    expect(await tokens.verifyAccess(opened.accessToken)).toEqual(caller);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6000);
    // Old: still answered at once, from memory, while the database is asked again.
    expect(await tokens.verifyAccess(opened.accessToken)).toEqual(caller);
    await expect.poll(() => tokens.verifyAccess(opened.accessToken)).toBeNull();
  });

  it('stops the tokens of a session revoked here at once', async () => {
    const tokens = tokensOf();
    const [member] = await t.members(1);
    const opened = await tokens.openSession(member!.ownerId, 'device');
    expect(await tokens.verifyAccess(opened.accessToken)).not.toBeNull();
    await tokens.revokeSession(opened.sessionId);
    expect(await tokens.verifyAccess(opened.accessToken)).toBeNull();
  });

  it('retires an access token once a refresh replaced it: here at once, in another process after its read', async () => {
    const here = tokensOf();
    const elsewhere = tokensOf();
    const [member] = await t.members(1);
    const opened = await here.openSession(member!.ownerId, 'device');
    expect(await elsewhere.verifyAccess(opened.accessToken)).not.toBeNull();

    const next = await here.rotate(opened.refreshToken);
    expect(await here.verifyAccess(opened.accessToken)).toBeNull();
    expect(await here.verifyAccess(next.accessToken)).not.toBeNull();

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6000);
    await expect.poll(() => elsewhere.verifyAccess(opened.accessToken)).toBeNull();
    expect(await elsewhere.verifyAccess(next.accessToken)).not.toBeNull();
  });

  it('tells its listeners which session ended, by revocation or by a reused refresh token', async () => {
    const tokens = tokensOf();
    const ended: string[] = [];
    tokens.onSessionEnded((id) => ended.push(id));
    const [member] = await t.members(1);
    const a = await tokens.openSession(member!.ownerId, 'a');
    const b = await tokens.openSession(member!.ownerId, 'b');
    await tokens.logout(a.sessionId, undefined);
    await tokens.rotate(b.refreshToken);
    await expect(tokens.rotate(b.refreshToken)).rejects.toThrow(/already used/);
    expect(ended).toEqual([a.sessionId, b.sessionId]);
  });
});
