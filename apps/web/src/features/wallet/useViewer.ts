// Who is looking at the wallet: a merchant sees the merchant account (spec §6); pulse (type 9) is
// shown unless the pulse ping answered 1003 (spec §4, api/pulsePing.ts).
import { MERCHANT_FLAG } from '@exchange/contract/constants';
import { usePulseAvailable } from '../../api/pulseAvailable.ts';
import { useSession } from '../../session/store.ts';
import type { Viewer } from './walletAccounts.ts';

export const useViewer = (): Viewer => {
  const isMerchant = useSession((s) => s.user?.is_merchant === MERCHANT_FLAG);
  return { isMerchant, pulseAvailable: usePulseAvailable() };
};
