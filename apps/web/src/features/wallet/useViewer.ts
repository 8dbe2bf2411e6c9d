// Who is looking at the wallet: a merchant sees the merchant account (spec §6); pulse (type 9) is
// shown unless pulse is unavailable. The web does not ping pulse yet (spec §4: a ping answering 1003
// hides it), so pulseAvailable is true until that check exists; it is the one place to wire it.
import { MERCHANT_FLAG } from '@exchange/contract/constants';
import { useSession } from '../../session/store.ts';
import type { Viewer } from './walletAccounts.ts';

export const useViewer = (): Viewer => {
  const isMerchant = useSession((s) => s.user?.is_merchant === MERCHANT_FLAG);
  return { isMerchant, pulseAvailable: true };
};
