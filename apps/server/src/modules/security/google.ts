// Google 2FA (TOTP, RFC 6238: SHA1, 6 digits, 30 s, as every authenticator app expects).
// Binding is two calls: getGoogleVerification/{x} shows a secret, kept as pending; the member
// scans it and sends a code from the app with googleVerificationBindingOrReset/{code}/1, which
// proves the app works before 2FA turns on (a mistyped secret would lock them out of login).
// Reset (y = 2) unbinds with a code from the bound secret. Once bound, the login is two-step
// (auth/service.ts) and money and secrets ask for the code (assets/checks.ts).
import * as OTPAuth from 'otpauth';
import { GOOGLE_ACTION, GOOGLE_SECRET_MODE, type GoogleSecret } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { checkGoogleCode } from '../auth/service.ts';
import { memberOf } from '../assets/checks.ts';
import type { MemberRow } from '../member/repo.ts';
import { NOT_YOU, type Notify } from './notify.ts';

const ALREADY_BOUND = 'Google verification is already bound; reset it first';
const WRONG_CODE = 'The Google verification code is wrong';

const label = (m: MemberRow) => m.email ?? m.phone ?? m.uid;

export const createGoogle = (db: Db, brand: string, notify: Notify) => ({
  async secret(memberId: string, mode: string): Promise<GoogleSecret> {
    if (mode !== GOOGLE_SECRET_MODE.fresh && mode !== GOOGLE_SECRET_MODE.pending) throw new BusinessError('Unknown request: use 1 for a new secret or 2 for the current one');
    const member = await memberOf(db, memberId);
    if (member.google_secret) throw new BusinessError(ALREADY_BOUND);
    let secret = mode === GOOGLE_SECRET_MODE.pending ? member.google_pending_secret : null;
    if (!secret) {
      const fresh = new OTPAuth.Secret({ size: 20 }).base32;
      // Asking for the waiting secret twice at once (two tabs, a page that mounts twice) must not
      // leave one answer showing a secret the database no longer holds: the waiting one, if any,
      // wins, and the answer is what the row holds afterwards.
      let update = db.updateTable('member').set({ google_pending_secret: fresh }).where('id', '=', memberId);
      if (mode === GOOGLE_SECRET_MODE.pending) update = update.where('google_pending_secret', 'is', null);
      await update.execute();
      const row = await db.selectFrom('member').select('google_pending_secret').where('id', '=', memberId).executeTakeFirst();
      secret = row?.google_pending_secret ?? fresh;
    }
    const totp = new OTPAuth.TOTP({ issuer: brand, label: label(member), secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    return { secret, otpauthUrl: totp.toString(), issuer: brand, account: label(member) };
  },

  async bindOrReset(memberId: string, code: string, action: string): Promise<'bound' | 'reset'> {
    if (action !== GOOGLE_ACTION.bind && action !== GOOGLE_ACTION.reset) throw new BusinessError('Unknown action: use 1 to bind or 2 to reset');
    if (!/^\d{6}$/.test(code)) throw new BusinessError('The Google verification code has 6 digits');
    const member = await memberOf(db, memberId);
    if (action === GOOGLE_ACTION.bind) {
      if (member.google_secret) throw new BusinessError(ALREADY_BOUND);
      const pending = member.google_pending_secret;
      if (!pending) throw new BusinessError('Please get a Google secret to bind first');
      if (!checkGoogleCode(pending, code)) throw new BusinessError(WRONG_CODE);
      // "google_secret is null": of two binds racing, the second changes nothing.
      await db.updateTable('member').set({ google_secret: pending, google_pending_secret: null }).where('id', '=', memberId).where('google_secret', 'is', null).execute();
      await notify(member, 'Google verification bound', `Google verification is now required to log in and to withdraw. ${NOT_YOU}`);
      return 'bound';
    }
    if (!member.google_secret) throw new BusinessError('Google verification is not bound');
    if (!checkGoogleCode(member.google_secret, code)) throw new BusinessError(WRONG_CODE);
    await resetGoogle(db, memberId);
    await notify(member, 'Google verification removed', `Google verification has been removed from your account. ${NOT_YOU}`);
    return 'reset';
  },
});

/** Unbinds without a code: the member's reset above, and the operator's for a lost authenticator. */
export const resetGoogle = async (db: Db, memberId: string): Promise<void> => {
  await db.updateTable('member').set({ google_secret: null, google_pending_secret: null }).where('id', '=', memberId).execute();
};

export type Google = ReturnType<typeof createGoogle>;
