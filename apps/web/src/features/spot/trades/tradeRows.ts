// How a trade reads in the recent-trades list: local clock time and fixed scales (big.js through
// the contract's formatter, never floats).
import { formatAmount } from '@exchange/contract/format-number';
import type { Trade } from '../../../api/market.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** "HH:MM:SS" in the viewer's time zone. */
export const clockTime = (ms: number): string => {
  const at = new Date(ms);
  return Number.isNaN(at.getTime()) ? '--' : `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
};

export interface TradeLine {
  id: string;
  time: string;
  price: string;
  amount: string;
  side: Trade['side'];
}

export const tradeLine = (trade: Trade, priceScale: number, amountScale: number): TradeLine => ({
  id: trade.id,
  time: clockTime(trade.time),
  price: formatAmount(trade.price, priceScale),
  amount: formatAmount(trade.amount, amountScale),
  side: trade.side,
});
