// What a coin is worth in USDT, from the last trade of the spot markets: the coin's USDT pair, or
// else its BTC or ETH pair times that coin's USDT price. Integer arithmetic on ledger units
// (8 decimals) throughout: a price is the USDT units one whole coin is worth.
import { LEDGER_SCALE, toUnits } from '../../ledger/index.ts';
import type { MarketHub } from '../../market/hub.ts';

const ONE = 10n ** BigInt(LEDGER_SCALE);

export interface Prices {
  /** USDT units for one whole coin, or null while the coin has no price (no trade yet). */
  usdt(coin: string): bigint | null;
}

/** The value of `units` of a coin at `price` (USDT units per coin), rounded down to a unit. */
export const valueOf = (units: bigint, price: bigint | null): bigint => (price === null ? 0n : (units * price) / ONE);

const QUOTES_VIA = ['BTC', 'ETH'] as const;

export const pricesFromHub = (hub: MarketHub): Prices => {
  const last = (base: string, quote: string): bigint | null => {
    const price = hub.get('xh', `${base}/${quote}`)?.lastPrice;
    return price ? toUnits(price) : null;
  };
  const usdt = (coin: string): bigint | null => {
    if (coin === 'USDT') return ONE;
    const direct = last(coin, 'USDT');
    if (direct !== null) return direct;
    for (const via of QUOTES_VIA) {
      const cross = via === coin ? null : last(coin, via);
      const viaPrice = cross === null ? null : last(via, 'USDT');
      if (cross !== null && viaPrice !== null) return (cross * viaPrice) / ONE;
    }
    return null;
  };
  return { usdt };
};

/** Fixed prices (decimal strings), for tools and tests without markets. */
export const fixedPrices = (table: Record<string, string>): Prices => ({
  usdt: (coin) => (coin === 'USDT' ? ONE : table[coin] !== undefined ? toUnits(table[coin]) : null),
});
