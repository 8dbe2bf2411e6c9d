// Sessions and tokens. A login opens a session, which is a refresh-token family: each refresh
// uses up its token and issues the next one (rotation). Presenting a used token again means it
// leaked, so the whole family is revoked and every access token of it stops working.
// A rotation also moves the session to its next generation, and an access token carries the
// generation it was issued in: the token a refresh replaced stops working with it, instead of
// living out its 8 days beside the new one. Whoever must act when a session ends (the live
// channel closes its connections) listens with onSessionEnded.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/index.ts';
import type { Caller } from '../../http/context.ts';
import { TokenCallError } from '../../http/errors.ts';
import { VerifiedTokens, type VerifiedClaims } from './verifiedTokens.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  issuedAt: number;
}

interface TokenOptions {
  secret: Uint8Array;
  accessSeconds: number;
  refreshSeconds: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** How long a "session still valid" answer is trusted before asking the database again. */
const SESSION_CACHE_MS = 5000;

/** A session as this process last knew it: whether it is open and its current generation. */
interface SessionState {
  valid: boolean;
  generation: number;
  at: number;
}

export const createTokens = (db: Db, options: TokenOptions) => {
  const sessionCache = new Map<string, SessionState>();
  const verified = new VerifiedTokens();
  const endedListeners: Array<(sessionId: string) => void> = [];

  /** The token's claims when its signature and times hold (jose's checks, once per token). */
  const claimsOf = async (token: string): Promise<VerifiedClaims | null> => {
    const known = verified.get(token, Math.floor(Date.now() / 1000));
    if (known) return known;
    const { payload } = await jwtVerify(token, options.secret, { algorithms: ['HS256'] });
    const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
    if (!payload.sub || !sessionId || typeof payload.exp !== 'number') return null;
    // Tokens issued before generations existed carry none: they belong to generation 0.
    const generation = typeof payload.gen === 'number' ? payload.gen : 0;
    const claims = { memberId: payload.sub, sessionId, expiresAt: payload.exp, generation };
    verified.remember(token, claims);
    return claims;
  };

  const signAccess = async (memberId: string, sessionId: string, generation: number, issuedAt: number) =>
    new SignJWT({ sid: sessionId, gen: generation })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(memberId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + options.accessSeconds)
      .sign(options.secret);

  const newRefresh = async (sessionId: string) => {
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('refresh_token')
      .values({
        token_hash: hashToken(token),
        session_id: sessionId,
        used: 0,
        expires_at: new Date(Date.now() + options.refreshSeconds * 1000),
      })
      .execute();
    return token;
  };

  const issue = async (memberId: string, sessionId: string, generation: number): Promise<IssuedTokens> => {
    const issuedAt = Math.floor(Date.now() / 1000);
    return {
      accessToken: await signAccess(memberId, sessionId, generation, issuedAt),
      refreshToken: await newRefresh(sessionId),
      expiresIn: options.accessSeconds,
      issuedAt,
    };
  };

  const revokeSession = async (sessionId: string) => {
    await db.updateTable('session').set({ revoked: 1 }).where('id', '=', sessionId).execute();
    sessionCache.set(sessionId, { valid: false, generation: sessionCache.get(sessionId)?.generation ?? 0, at: Date.now() });
    for (const listener of endedListeners) listener(sessionId);
  };

  const readSession = async (sessionId: string): Promise<SessionState> => {
    const row = await db.selectFrom('session').select(['revoked', 'generation']).where('id', '=', sessionId).executeTakeFirst();
    const known = sessionCache.get(sessionId);
    // A revocation or rotation made here meanwhile is newer than this read: it stands (a session
    // never reopens, and its generation only grows).
    const state: SessionState = {
      valid: row !== undefined && row.revoked === 0 && known?.valid !== false,
      generation: Math.max(row?.generation ?? 0, known?.generation ?? 0),
      at: Date.now(),
    };
    sessionCache.set(sessionId, state);
    return state;
  };
  /** One read at a time per session, however many requests ask meanwhile. */
  const reading = new Map<string, Promise<SessionState>>();
  const refresh = (sessionId: string): Promise<SessionState> => {
    let read = reading.get(sessionId);
    if (!read) {
      read = readSession(sessionId).finally(() => reading.delete(sessionId));
      reading.set(sessionId, read);
    }
    return read;
  };

  /**
   * A session seen before is answered from memory at once; past SESSION_CACHE_MS the database is
   * asked again in the background. So no request waits for that read (under load it queues behind
   * the database's other work, and every request of the session waited with it: the place-order
   * bench's slowest answers), and a revocation made elsewhere is seen within a read of that age.
   * Revocations and rotations made here take effect at once. A session never seen is read first.
   */
  const sessionState = async (sessionId: string): Promise<SessionState> => {
    const cached = sessionCache.get(sessionId);
    if (!cached) return refresh(sessionId);
    if (cached.valid && Date.now() - cached.at >= SESSION_CACHE_MS) refresh(sessionId).catch(() => undefined);
    return cached;
  };

  const sessionOfRefresh = async (refreshToken: string) =>
    db.selectFrom('refresh_token').select('session_id').where('token_hash', '=', hashToken(refreshToken)).executeTakeFirst();

  return {
    /** Opens a session for a member on a device and returns its first tokens. */
    async openSession(memberId: string, deviceId: string): Promise<IssuedTokens & { sessionId: string }> {
      const sessionId = randomUUID();
      await db.insertInto('session').values({ id: sessionId, member_id: memberId, device_id: deviceId, revoked: 0 }).execute();
      sessionCache.set(sessionId, { valid: true, generation: 0, at: Date.now() });
      return { sessionId, ...(await issue(memberId, sessionId, 0)) };
    },

    /** The refresh grant: rotation with reuse detection. */
    async rotate(refreshToken: string): Promise<IssuedTokens & { memberId: string }> {
      const row = await db
        .selectFrom('refresh_token')
        .innerJoin('session', 'session.id', 'refresh_token.session_id')
        .select(['refresh_token.token_hash', 'refresh_token.used', 'refresh_token.expires_at', 'session.id as sessionId', 'session.member_id as memberId', 'session.revoked'])
        .where('refresh_token.token_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (!row || row.revoked) throw new TokenCallError('The login has expired, please log in again', 401);
      if (new Date(row.expires_at).getTime() < Date.now())
        throw new TokenCallError('The login has expired, please log in again', 401);
      // Only one caller can flip used 0 → 1; anyone else holds a reused token.
      const claimed = await db
        .updateTable('refresh_token')
        .set({ used: 1 })
        .where('token_hash', '=', row.token_hash)
        .where('used', '=', 0)
        .executeTakeFirst();
      if (row.used || Number(claimed.numUpdatedRows) === 0) {
        await revokeSession(row.sessionId);
        throw new TokenCallError('This refresh token was already used; the session has been closed for safety', 401);
      }
      const moved = await db
        .updateTable('session')
        .set((eb) => ({ generation: eb('generation', '+', 1) }))
        .where('id', '=', row.sessionId)
        .returning('generation')
        .executeTakeFirstOrThrow();
      sessionCache.set(row.sessionId, { valid: true, generation: moved.generation, at: Date.now() });
      return { memberId: String(row.memberId), ...(await issue(String(row.memberId), row.sessionId, moved.generation)) };
    },

    async verifyAccess(token: string): Promise<Caller | null> {
      try {
        const claims = await claimsOf(token);
        if (!claims) return null;
        const session = await sessionState(claims.sessionId);
        if (!session.valid || session.generation !== claims.generation) return null;
        return { memberId: claims.memberId, sessionId: claims.sessionId };
      } catch {
        return null;
      }
    },

    revokeSession,

    /**
     * Logout: ends the caller's session, or the one the refresh token belongs to (used or not:
     * whoever holds it may end it). Ending a session already ended changes nothing.
     */
    async logout(callerSessionId: string | undefined, refreshToken: string | undefined): Promise<void> {
      const ids = new Set<string>();
      if (callerSessionId) ids.add(callerSessionId);
      const owner = refreshToken ? await sessionOfRefresh(refreshToken) : undefined;
      if (owner) ids.add(owner.session_id);
      for (const id of ids) await revokeSession(id);
    },

    /** A device removed from the member's list: the sessions opened on it end. */
    async revokeDeviceSessions(memberId: string, deviceId: string) {
      const open = await db.selectFrom('session').select('id').where('member_id', '=', memberId).where('device_id', '=', deviceId).where('revoked', '=', 0).execute();
      for (const s of open) await revokeSession(s.id);
    },

    /** Called with the id of every session ended here (logout, revocation, reuse, device removal). */
    onSessionEnded(listener: (sessionId: string) => void) {
      endedListeners.push(listener);
    },

    async revokeAllSessions(memberId: string) {
      const open = await db.selectFrom('session').select('id').where('member_id', '=', memberId).where('revoked', '=', 0).execute();
      for (const s of open) await revokeSession(s.id);
    },
  };
};

export type Tokens = ReturnType<typeof createTokens>;
