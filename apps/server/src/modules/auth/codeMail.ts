// What a request for a verification code sends. The caller is told "sent" whatever the address,
// so the answer cannot say whether it has an account; the mail decides who learns what:
// - a register or bind code for an address that already has an account is not sent: its owner is
//   told someone tried instead (a person registering twice learns why no code came);
// - a reset, login, withdraw or verify code goes only to an address that has an account;
// - anything else gets its code.
import type { CodePurpose } from '@exchange/contract';
import type { OutboxChannel, OutboxMessage } from '../outbox/service.ts';
import { CODE_TTL_SECONDS } from './codes.ts';

export interface CodeRequest {
  channel: OutboxChannel;
  /** Where the code for this request goes (auth/service.ts codeTarget). */
  target: string;
  purpose: CodePurpose;
  code: string;
  /** The address, as its account holds it, when it belongs to one. */
  owner: string | undefined;
  /** The logged-in member asking, for a bind code: their anti-phishing code rides along. */
  callerId: string | undefined;
}

const NEEDS_NO_ACCOUNT: readonly CodePurpose[] = ['register', 'bind'];

const noun = (channel: OutboxChannel) => (channel === 'email' ? 'e-mail address' : 'phone number');

const attemptNotice = (request: CodeRequest): Pick<OutboxMessage, 'subject' | 'body'> =>
  request.purpose === 'register'
    ? {
        subject: 'Someone tried to register with your address',
        body: `Someone asked for a code to open a new account with this ${noun(request.channel)}. It already belongs to your account, so no code was sent and nothing changed. If it was you, log in (or reset your password if you have forgotten it); if not, there is nothing to do.`,
      }
    : {
        subject: `Someone tried to bind your ${request.channel === 'email' ? 'e-mail' : 'phone'} to another account`,
        body: `A member asked for a code to bind this ${noun(request.channel)} to their account. It stays with your account: no code was sent and nothing changed.`,
      };

export const codeMail = (request: CodeRequest): OutboxMessage | null => {
  const { channel, target, purpose, owner } = request;
  const needsNoAccount = NEEDS_NO_ACCOUNT.includes(purpose);
  // To the address as the account holds it: a phone number is found whatever area code was typed.
  if (owner && needsNoAccount) return { channel, target: owner, ...attemptNotice(request) };
  if (!owner && !needsNoAccount) return null;
  return {
    channel,
    target,
    subject: `Verification code (${purpose})`,
    body: `Your verification code is ${request.code}. It is valid for ${CODE_TTL_SECONDS / 60} minutes.`,
    ...(purpose === 'bind' && request.callerId ? { memberId: request.callerId } : {}),
  };
};
