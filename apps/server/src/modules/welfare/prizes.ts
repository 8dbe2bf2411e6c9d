// The lucky draw's prize table as published (contract DRAW_PRIZES): each prize's chance is its
// weight out of the total, and a draw picks one with a uniform random number below that total.
import Big from 'big.js';
import { DRAW_PRIZES, DRAW_WEIGHT_TOTAL, type DrawPrizeRow, type DrawPrizeTerms } from '@exchange/contract/welfare';
import { toUnits } from '../../ledger/index.ts';

/** The prize a number in [0, DRAW_WEIGHT_TOTAL) falls on. */
export const prizeAt = (ticket: number): DrawPrizeTerms => {
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= DRAW_WEIGHT_TOTAL) throw new RangeError(`ticket ${ticket} is outside the prize table`);
  let below = ticket;
  for (const prize of DRAW_PRIZES) {
    if (below < prize.weight) return prize;
    below -= prize.weight;
  }
  throw new RangeError('unreachable: the weights sum to the total');
};

/** The largest prize: the budget must hold it before a draw may be made. */
export const LARGEST_PRIZE_UNITS = DRAW_PRIZES.reduce((max, p) => (toUnits(p.amount) > max ? toUnits(p.amount) : max), 0n);

export const publishedOdds = (): DrawPrizeRow[] =>
  DRAW_PRIZES.map((p) => ({ code: p.code, coin: p.coin, amount: p.amount, odds: new Big(p.weight).times(100).div(DRAW_WEIGHT_TOTAL).toString() }));
