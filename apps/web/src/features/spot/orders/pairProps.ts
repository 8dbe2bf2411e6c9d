import type { PairRules } from '../../../api/marketMap.ts';

/** What the exchange page hands every member panel. */
export interface PairProps {
  /** "BTC/USDT". */
  pair: string;
  rules: PairRules;
}
