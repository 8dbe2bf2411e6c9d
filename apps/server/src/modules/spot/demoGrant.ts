// The demo grant (config DEMO_GRANT): play money on a new account's spot wallet, so a visitor of
// the embedded demo can trade at once. Booked as a deposit from the system external account (only
// deposits may cross the exchange's edge, ledger/transfer.ts), its entries marked demo_grant, so
// the ledger's sums stay true: the exchange owes that USDT to the member like any deposit.
import { SYSTEM_OWNER, memberOwner, toUnits, type Ledger } from '../../ledger/index.ts';

export const DEMO_GRANT_ASSET = 'USDT';
const SPOT_WALLET = '1';

/** What to call when an account is created; a no-op when the grant is "0". */
export const createDemoGrant = (ledger: Ledger, amount: string) => {
  const units = toUnits(amount);
  return async (memberId: string): Promise<void> => {
    if (units === 0n) return;
    await ledger.transfer({
      kind: 'deposit',
      ref: `demo_grant:${memberId}`,
      moves: [
        {
          from: { ownerType: 'system', ownerId: SYSTEM_OWNER.external, walletType: SPOT_WALLET, balance: 'available' },
          to: { ...memberOwner(memberId), walletType: SPOT_WALLET, balance: 'available' },
          asset: DEMO_GRANT_ASSET,
          amount: units,
          kind: 'demo_grant',
        },
      ],
    });
  };
};

export type DemoGrant = ReturnType<typeof createDemoGrant>;
