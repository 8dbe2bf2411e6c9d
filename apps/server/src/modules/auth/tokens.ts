// Sessions and tokens. A login opens a session, which is a refresh-token family: each refresh
// uses up its token and issues the next one (rotation). Presenting a used token again means it
// leaked, so the whole family is revoked and every access token of it stops working.
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

export const createTokens = (db: Db, options: TokenOptions) => {
  const sessionCache = new Map<string, { valid: boolean; at: number }>();
  const verified = new VerifiedTokens();

  /** The token's claims when its signature and times hold (jose's checks, once per token). */
  const claimsOf = async (token: string): Promise<VerifiedClaims | null> => {
    const known = verified.get(token, Math.floor(Date.now() / 1000));
    if (known) return known;
    const { payload } = await jwtVerify(token, options.secret, { algorithms: ['HS256'] });
    const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
    if (!payload.sub || !sessionId || typeof payload.exp !== 'number') return null;
    const claims = { memberId: payload.sub, sessionId, expiresAt: payload.exp };
    verified.remember(token, claims);
    return claims;
  };

  const signAccess = async (memberId: string, sessionId: string, issuedAt: number) =>
    new SignJWT({ sid: sessionId })
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

  const issue = async (memberId: string, sessionId: string): Promise<IssuedTokens> => {
    const issuedAt = Math.floor(Date.now() / 1000);
    return {
      accessToken: await signAccess(memberId, sessionId, issuedAt),
      refreshToken: await newRefresh(sessionId),
      expiresIn: options.accessSeconds,
      issuedAt,
    };
  };

  const revokeSession = async (sessionId: string) => {
    await db.updateTable('session').set({ revoked: 1 }).where('id', '=', sessionId).execute();
    sessionCache.set(sessionId, { valid: false, at: Date.now() });
  };

  const readSession = async (sessionId: string) => {
    const row = await db.selectFrom('session').select('revoked').where('id', '=', sessionId).executeTakeFirst();
    const valid = row !== undefined && row.revoked === 0;
    // A revocation made meanwhile (revokeSession) is newer than this read: it stands.
    if (sessionCache.get(sessionId)?.valid !== false) sessionCache.set(sessionId, { valid, at: Date.now() });
    return valid;
  };
  /** One read at a time per session, however many requests ask meanwhile. */
  const reading = new Map<string, Promise<boolean>>();
  const refresh = (sessionId: string): Promise<boolean> => {
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
   * Revocations made here (revokeSession) take effect at once. A session never seen is read first.
   */
  const sessionValid = async (sessionId: string) => {
    const cached = sessionCache.get(sessionId);
    if (!cached) return refresh(sessionId);
    if (cached.valid && Date.now() - cached.at >= SESSION_CACHE_MS) refresh(sessionId).catch(() => undefined);
    return cached.valid;
  };

  return {
    /** Opens a session for a member on a device and returns its first tokens. */
    async openSession(memberId: string, deviceId: string): Promise<IssuedTokens & { sessionId: string }> {
      const sessionId = randomUUID();
      await db.insertInto('session').values({ id: sessionId, member_id: memberId, device_id: deviceId, revoked: 0 }).execute();
      return { sessionId, ...(await issue(memberId, sessionId)) };
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
      return { memberId: String(row.memberId), ...(await issue(String(row.memberId), row.sessionId)) };
    },

    async verifyAccess(token: string): Promise<Caller | null> {
      try {
        const claims = await claimsOf(token);
        if (!claims || !(await sessionValid(claims.sessionId))) return null;
        return { memberId: claims.memberId, sessionId: claims.sessionId };
      } catch {
        return null;
      }
    },

    revokeSession,

    async revokeAllSessions(memberId: string) {
      const open = await db.selectFrom('session').select('id').where('member_id', '=', memberId).where('revoked', '=', 0).execute();
      for (const s of open) await revokeSession(s.id);
    },
  };
};

export type Tokens = ReturnType<typeof createTokens>;
