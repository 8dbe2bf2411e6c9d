// The embedded default's savings: the default products, and an interest account funded so they
// pay (demo data, with the demo users: a real deployment's operators fund it with
// npm run admin -- finance-fund).
import type { Db } from '../../db/index.ts';
import { toUnits, type Ledger } from '../../ledger/index.ts';
import { payerRef } from './accounts.ts';
import { seedProducts } from './products.ts';

const DEMO_FUNDING: ReadonlyArray<[coin: string, amount: string]> = [
  ['USDT', '1000000'],
  ['BTC', '10'],
  ['ETH', '200'],
];

const external = { ownerType: 'system', ownerId: 'external', walletType: '1', balance: 'available' } as const;

/** Puts money from outside on the interest account (the operator's funding). */
export const fundInterest = (ledger: Ledger, coin: string, units: bigint, ref: string) =>
  ledger.transfer({ kind: 'deposit', ref, moves: [{ from: external, to: payerRef, asset: coin, amount: units }] });

export const seedFinance = async (db: Db, ledger: Ledger, fund: boolean): Promise<void> => {
  const created = await seedProducts(db);
  if (!created || !fund) return;
  for (const [coin, amount] of DEMO_FUNDING) await fundInterest(ledger, coin, toUnits(amount), 'savings:demo-funding');
};
