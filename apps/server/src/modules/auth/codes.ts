// Verification codes for register, reset, login and later bind/withdraw. A code is six digits,
// stored hashed, valid for 10 minutes, for one purpose and one target, with at most five guesses;
// a new code can be asked for after 60 seconds.
import { createHash, randomInt } from 'node:crypto';
import type { CodePurpose } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';

export const CODE_TTL_SECONDS = 600;
export const RESEND_SECONDS = 60;
const MAX_ATTEMPTS = 5;

const digest = (target: string, purpose: string, code: string) =>
  createHash('sha256').update(`${target}\n${purpose}\n${code}`).digest('hex');

export const createCodes = (db: Db) => ({
  /** Makes a new code for target+purpose, or refuses when the last one is younger than a minute. */
  async issue(target: string, purpose: CodePurpose): Promise<string> {
    const last = await db
      .selectFrom('verification_code')
      .select('create_time')
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last) {
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

  /** Uses up the latest code of target+purpose if it matches; otherwise says why it does not. */
  async consume(target: string, purpose: CodePurpose, code: string): Promise<void> {
    const row = await db
      .selectFrom('verification_code')
      .selectAll()
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.used) throw new BusinessError('Please request a verification code first');
    if (new Date(row.expires_at).getTime() < Date.now()) throw new BusinessError('The verification code has expired');
    if (row.attempts >= MAX_ATTEMPTS) throw new BusinessError('Too many wrong codes; please request a new one');
    if (row.code_hash !== digest(target, purpose, code)) {
      await db.updateTable('verification_code').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
      throw new BusinessError('The verification code is wrong');
    }
    await db.updateTable('verification_code').set({ used: 1 }).where('id', '=', row.id).execute();
  },
});

export type Codes = ReturnType<typeof createCodes>;
