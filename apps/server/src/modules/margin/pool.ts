// The lending pool: what members borrow, per coin, on the system owner lending_pool's lever wallet.
// The operator funds it (npm run admin -- lend-pool), a deposit from outside like any other; the
// embedded default seeds it once so the demo can borrow.
import { WALLET_TYPE, toUnits, trimUnits, type Ledger } from '../../ledger/index.ts';
import type { Db } from '../../db/index.ts';
import { POOL } from './loans.ts';

/** What the embedded default lends. */
export const SEED_POOL: Readonly<Record<string, string>> = { USDT: '5000000', BTC: '50', ETH: '1000', BNB: '5000', SOL: '20000', XRP: '2000000', DOGE: '5000000', LTC: '10000', LINK: '50000' };
const SEED_REF = 'lend-pool:seed';

export const fundPool = async (ledger: Ledger, coin: string, units: bigint, ref = `lend-pool:${Date.now()}`): Promise<bigint> => {
  await ledger.deposit({ owner: POOL, walletType: WALLET_TYPE.lever, asset: coin, amount: units, ref });
  return (await ledger.balance(POOL, WALLET_TYPE.lever, coin)).available;
};

/** Seeds the pool once (a database that was ever seeded is left alone). */
export const seedPool = async (db: Db, ledger: Ledger): Promise<void> => {
  const done = await db.selectFrom('ledger_tx').select('id').where('ref', '=', SEED_REF).executeTakeFirst();
  if (done) return;
  for (const [coin, amount] of Object.entries(SEED_POOL)) await fundPool(ledger, coin, toUnits(amount), SEED_REF);
};

export const poolLine = async (ledger: Ledger, coin: string): Promise<string> =>
  `${trimUnits((await ledger.balance(POOL, WALLET_TYPE.lever, coin)).available)} ${coin}`;
