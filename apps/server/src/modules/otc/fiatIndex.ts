// The index a floating P2P advert is priced against (issue 24): a coin's price in a fiat currency,
// in cents per whole coin. It is the coin's USDT price from the spot markets' last trades (the same
// figure the wallet values balances with, assets/prices.ts), times the fiat's rate per US dollar
// from the display-currency table the operator keeps (content `currency_rates`, the rates the site
// shows prices in), USDT being taken at one dollar. Integer arithmetic on 10^-8 units throughout.
import { CONTENT_TABLE } from '@exchange/contract';
import { toUnits } from '../../ledger/index.ts';
import type { Prices } from '../assets/prices.ts';

/** Cents one whole coin is worth in the fiat now, or null while either price is unknown. */
export type FiatIndex = (coin: string, fiat: string) => Promise<bigint | null>;

/** 10^-8 USDT units × 10^-8 rate units → cents. */
const TO_CENTS = 10n ** 14n;
const RATE = /^\d{1,12}(\.\d{1,8})?$/;

export const fiatIndexFrom =
  (prices: Prices, rates: { all(table: string): Promise<Array<Record<string, unknown>>> }): FiatIndex =>
  async (coin, fiat) => {
    const usdt = prices.usdt(coin);
    if (usdt === null || usdt <= 0n) return null;
    const row = (await rates.all(CONTENT_TABLE.currencyRates)).find((r) => r.exchange_code === fiat);
    const rate = typeof row?.rate === 'string' && RATE.test(row.rate) ? toUnits(row.rate) : 0n;
    if (rate <= 0n) return null;
    const cents = (usdt * rate) / TO_CENTS;
    return cents > 0n ? cents : null;
  };

/** Basis points of the index (10150 = 101.5%) from a percent with at most 2 decimals. */
export const marginBp = (percent: string): number => {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
export const marginText = (bp: number): string => {
  const fraction = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${Math.floor(bp / 100)}.${fraction}` : String(Math.floor(bp / 100));
};

/** A floating advert's price in cents: the index times the margin, rounded down to the cent. */
export const floatingPrice = (indexCents: bigint, bp: number): bigint => (indexCents * BigInt(bp)) / 10_000n;
