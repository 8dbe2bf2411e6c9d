// Makes a member a merchant the way the product does (its deposit held on the merchant wallet,
// then the operator's approval), without the HTTP layer, and funds its merchant wallet.
import type { TestExchange } from '../../testing/kit.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { setTradePasswordHash } from '../security/tradePassword.ts';
import { applyForMerchant, reviewApplication } from './merchants.ts';
import { TRADE_PWD } from './testing.ts';

export const applyForMerchantFunds = async (t: TestExchange, memberId: string, merchantWallet: Record<string, string>): Promise<void> => {
  await setTradePasswordHash(t.ex.db, memberId, TRADE_PWD);
  await applyForMerchant(t.ex.otc.deps, memberId, { name: `Shop ${memberId}`, contact: 'tg', tradePwd: TRADE_PWD });
  await reviewApplication(t.ex.otc.deps, memberId, { approve: true });
  for (const [asset, amount] of Object.entries(merchantWallet)) await t.ex.ledger.deposit({ owner: memberOwner(memberId), walletType: '8', asset, amount: toUnits(amount), ref: 'prop' });
};
