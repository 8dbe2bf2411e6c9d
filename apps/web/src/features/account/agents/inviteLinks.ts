// The invite link (spec §2: invite_code on any route is remembered; the register page fills it in)
// and the commission rate as a percentage for display.
import Big from 'big.js';

export const inviteLink = (origin: string, code: string): string => `${origin}/user/register?invite_code=${encodeURIComponent(code)}`;

/** "0.2" → "20%": Big keeps 0.07 from turning into 7.000000000000001. */
export const ratePercent = (rate: string): string => {
  try {
    return `${new Big(rate).times(100).toString()}%`;
  } catch {
    return rate;
  }
};
