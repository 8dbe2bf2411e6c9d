// The operator funds the rewards budget: USDT from outside onto the welfare_prizes account, which
// pays every prize and every coupon bought with points or earned as a newcomer (accounts.ts).
import { randomBytes } from 'node:crypto';
import { BusinessError } from '../../http/errors.ts';
import { toUnits, trimUnits, type Ledger } from '../../ledger/index.ts';
import type { Db } from '../../db/index.ts';
import { BUDGET_COIN, prizeBudget } from './accounts.ts';

export const fundRewards = async (ledger: Ledger, units: bigint, ref = `rewards:${randomBytes(6).toString('hex')}`): Promise<string> => {
  if (units <= 0n) throw new BusinessError('The amount must be above 0');
  await ledger.transfer({
    kind: 'deposit',
    ref,
    moves: [{ from: { ownerType: 'system', ownerId: 'external', walletType: prizeBudget.walletType, balance: 'available' }, to: prizeBudget, asset: BUDGET_COIN, amount: units }],
  });
  const { available } = await ledger.balance(prizeBudget, prizeBudget.walletType, BUDGET_COIN);
  return `Rewards budget funded with ${trimUnits(units)} ${BUDGET_COIN}; it now holds ${available === 0n ? '0' : trimUnits(available)} ${BUDGET_COIN}.`;
};

/** What the embedded default's demo puts in the budget once, so its lucky draw pays from the start. */
export const DEMO_REWARDS_BUDGET = '10000';
const SEED_REF = 'rewards:demo-funding';

/** Funds the budget with DEMO_REWARDS_BUDGET on the first start of a demo database, never again. */
export const seedRewards = async (db: Db, ledger: Ledger): Promise<void> => {
  const done = await db.selectFrom('ledger_tx').select('id').where('ref', '=', SEED_REF).executeTakeFirst();
  if (!done) await fundRewards(ledger, toUnits(DEMO_REWARDS_BUDGET), SEED_REF);
};
