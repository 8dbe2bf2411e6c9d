// Products: what operators create (npm run admin -- finance-product), and the default offer the
// embedded setup starts with. Amounts and the rate are kept in ledger units (10^-8).
import { FINANCE_KINDS, type FinanceKind } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { toUnits } from '../../ledger/index.ts';
import { coinOf } from '../assets/checks.ts';
import type { ProductRow } from './rows.ts';

export interface ProductInput {
  coin: string;
  kind: string;
  /** Annual rate as a decimal fraction ("0.05"). */
  rate: string;
  termDays: number;
  minAmount: string;
  memberCap: string;
  totalCap: string;
}

const MAX_TERM_DAYS = 3650;

export const createProduct = async (db: Db, input: ProductInput, now = Date.now()): Promise<ProductRow> => {
  const coin = coinOf(input.coin);
  if (!(FINANCE_KINDS as readonly string[]).includes(input.kind)) throw new BusinessError('A product is flexible or fixed');
  const kind = input.kind as FinanceKind;
  const rate = toUnits(input.rate);
  if (rate > toUnits('10')) throw new BusinessError('The rate is a fraction a year: at most 10 (1000 %)');
  const termDays = kind === 'flexible' ? 0 : input.termDays;
  if (kind === 'fixed' && (!Number.isInteger(termDays) || termDays < 1 || termDays > MAX_TERM_DAYS)) throw new BusinessError(`A fixed product lasts 1 to ${MAX_TERM_DAYS} days`);
  const [min, memberCap, totalCap] = [toUnits(input.minAmount), toUnits(input.memberCap), toUnits(input.totalCap)];
  if (min <= 0n) throw new BusinessError('The minimum must be above 0');
  if (memberCap < min || totalCap < memberCap) throw new BusinessError('Caps must grow: minimum ≤ cap per member ≤ total cap');
  return db
    .insertInto('finance_product')
    .values({ coin, kind, rate: String(rate), term_days: termDays, min_amount: String(min), member_cap: String(memberCap), total_cap: String(totalCap), create_time: String(now) })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const listProducts = (db: Db): Promise<ProductRow[]> =>
  db.selectFrom('finance_product').selectAll().where('enabled', '=', true).orderBy('coin').orderBy('term_days').orderBy('id').execute();

/** The embedded default's offer, added once when no product exists yet. */
export const DEFAULT_PRODUCTS: ProductInput[] = [
  { coin: 'USDT', kind: 'flexible', rate: '0.05', termDays: 0, minAmount: '10', memberCap: '50000', totalCap: '5000000' },
  { coin: 'USDT', kind: 'fixed', rate: '0.08', termDays: 30, minAmount: '100', memberCap: '100000', totalCap: '10000000' },
  { coin: 'USDT', kind: 'fixed', rate: '0.12', termDays: 90, minAmount: '100', memberCap: '100000', totalCap: '10000000' },
  { coin: 'BTC', kind: 'flexible', rate: '0.02', termDays: 0, minAmount: '0.0001', memberCap: '5', totalCap: '500' },
  { coin: 'ETH', kind: 'fixed', rate: '0.04', termDays: 60, minAmount: '0.01', memberCap: '100', totalCap: '10000' },
];

export const seedProducts = async (db: Db): Promise<boolean> => {
  const any = await db.selectFrom('finance_product').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  for (const p of DEFAULT_PRODUCTS) await createProduct(db, p);
  return true;
};
