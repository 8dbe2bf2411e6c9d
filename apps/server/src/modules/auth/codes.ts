// Verification codes for register, reset, bind and verify (security/*). A code is six digits,
// stored hashed, valid for 10 minutes, for one purpose and one target, with at most five guesses
// (counted atomically, consume); a new code can be asked for after 60 seconds.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';

export const CODE_TTL_SECONDS = 600;
export const RESEND_SECONDS = 60;
const MAX_ATTEMPTS = 5;

const NO_CODE = 'Please request a verification code first';

const digest = (target: string, purpose: string, code: string) =>
  createHash('sha256').update(`${target}\n${purpose}\n${code}`).digest('hex');

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Why no attempt could be taken on the latest code (the row as it is after the refused claim). */
const refusal = (row: { used: number; expires_at: Date } | undefined): never => {
  if (!row || row.used) throw new BusinessError(NO_CODE);
  if (new Date(row.expires_at).getTime() <= Date.now()) throw new BusinessError('The verification code has expired');
  throw new BusinessError('Too many wrong codes; please request a new one');
};

export const createCodes = (db: Db) => ({
  /**
   * Makes a new code for target+purpose, or refuses when the last one is younger than a minute and
   * not used yet (a used one, of an account just registered say, must not make its address answer
   * differently from others).
   */
  async issue(target: string, purpose: CodePurpose): Promise<string> {
    const last = await db
      .selectFrom('verification_code')
      .select(['create_time', 'used'])
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && !last.used) {
      const age = (Date.now() - new Date(last.create_time).getTime()) / 1000;
      if (age < RESEND_SECONDS) throw new BusinessError(`Please wait ${Math.ceil(RESEND_SECONDS - age)} seconds before asking for a new code`);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db
      .insertInto('verification_code')
      .values({
        target,
        purpose,
        code_hash: digest(target, purpose, code),
        attempts: 0,
        used: 0,
        expires_at: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      })
      .execute();
    return code;
  },

  /**
   * Uses up the latest code of target+purpose if it matches; otherwise says why it does not.
   * A guess takes its attempt in the same statement that checks the count, so guesses arriving
   * together cannot all read a count below the limit: at most MAX_ATTEMPTS are compared, however
   * many come at once, and of two right guesses at once only one uses the code.
   */
  async consume(target: string, purpose: CodePurpose, code: string): Promise<void> {
    const latest = db
      .selectFrom('verification_code')
      .select('id')
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1);
    const claimed = await db
      .updateTable('verification_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest)
      .where('used', '=', 0)
      .where('expires_at', '>', new Date())
      .where('attempts', '<', MAX_ATTEMPTS)
      .returning(['id', 'code_hash'])
      .executeTakeFirst();
    if (!claimed) return refusal(await latest.select(['used', 'expires_at']).executeTakeFirst());
    if (!sameDigest(claimed.code_hash, digest(target, purpose, code))) throw new BusinessError('The verification code is wrong');
    const used = await db.updateTable('verification_code').set({ used: 1 }).where('id', '=', claimed.id).where('used', '=', 0).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new BusinessError(NO_CODE);
  },
});

export type Codes = ReturnType<typeof createCodes>;
