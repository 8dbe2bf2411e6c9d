// Official channel verification (spec §2 /verificationServices/index, issue 27 part 8): is this
// website, e-mail address, phone number or Telegram handle one of the exchange's? The list is
// content (content-store table CONTENT_TABLE.officialChannels: kind, value, note); the server
// normalises what is asked and compares, so the page cannot be fooled by case, a scheme, "www."
// or an @.
import { z } from 'zod';
import { inputText } from './input.ts';

export const VERIFICATION_PATH = {
  /** GET ?kind&value → ChannelCheck (public). */
  check: 'open/verification/check',
} as const;

export const CHANNEL_KINDS = ['website', 'email', 'phone', 'telegram'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export interface ChannelCheck {
  kind: ChannelKind;
  /** What was compared, normalised (host name, lower-case address, digits, handle). */
  value: string;
  official: boolean;
  /** The list's note on the channel, when official. */
  note: string;
}

export const channelCheckQuery = z.object({
  kind: z.enum(CHANNEL_KINDS, { message: 'kind must be website, email, phone or telegram' }),
  value: inputText()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Please enter what to check').max(200, 'That is too long to be a channel of ours')),
});
