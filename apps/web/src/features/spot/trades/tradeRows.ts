// How a trade reads in the recent-trades list: its clock time (the caller's formatter, in the
// interface language) and fixed scales (big.js through the contract's formatter, never floats).
import { formatAmount } from '@exchange/contract/format-number';
import type { Trade } from '../../../api/market.ts';

export interface TradeLine {
  id: string;
  time: string;
  price: string;
  amount: string;
  side: Trade['side'];
}

export const tradeLine = (trade: Trade, priceScale: number, amountScale: number, clock: (ms: number) => string): TradeLine => ({
  id: trade.id,
  time: clock(trade.time),
  price: formatAmount(trade.price, priceScale),
  amount: formatAmount(trade.amount, amountScale),
  side: trade.side,
});
