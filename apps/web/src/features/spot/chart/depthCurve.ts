// The depth chart's two curves: cumulative amounts from the best price outwards, summed in big.js,
// returned in ascending price order as the chart's horizontal axis needs (floats: coordinates only).
import Big from 'big.js';
import type { PriceLevel } from '@exchange/contract/market';

export interface DepthPoint {
  price: number;
  total: number;
}

/** `levels` best first (bids descending, asks ascending); malformed or repeated prices are skipped. */
export const depthCurve = (levels: readonly PriceLevel[], side: 'bid' | 'ask'): DepthPoint[] => {
  let total = new Big(0);
  const points: DepthPoint[] = [];
  for (const [price, amount] of levels) {
    let x: number;
    try {
      total = total.plus(amount);
      x = new Big(price).toNumber();
    } catch {
      continue;
    }
    const last = points.at(-1);
    if (last && (side === 'bid' ? x >= last.price : x <= last.price)) continue;
    points.push({ price: x, total: total.toNumber() });
  }
  return side === 'bid' ? points.reverse() : points;
};
