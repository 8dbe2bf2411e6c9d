// The KYC prompt opens by itself for a first-login member who is not a merchant (spec §4, §6),
// unless the member asked not to see it again (a per-user flag, spec §3). "Not now" hides it
// for the rest of the session only.
import { MERCHANT_FLAG } from '@exchange/contract/constants';
import { getStore, setStore } from '../lib/storage.ts';

export interface KycPromptUser {
  id?: string;
  first?: number;
  is_merchant?: number;
}

const flagName = (userId: string) => `kycPrompt-${userId}`;

export const shouldShowKycPrompt = (user: KycPromptUser | null | undefined): boolean => {
  if (!user?.id || !user.first || user.is_merchant === MERCHANT_FLAG) return false;
  return getStore<boolean>({ name: flagName(user.id) }) !== true;
};

export const dismissKycPrompt = (userId: string, dontShowAgain: boolean): void => {
  setStore({ name: flagName(userId), content: true, type: dontShowAgain ? 'local' : 'session' });
};
