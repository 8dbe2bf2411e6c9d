// The pair the component tests trade: BTC/USDT with 2 price and 4 amount decimals.
import type { PairRules } from '../../../api/marketMap.ts';
import type { Ticker } from '../../../api/marketMap.ts';

export const btcRules: PairRules = {
  kind: 'xh',
  pair: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  icon: '',
  priceScale: 2,
  amountScale: 4,
  buyFee: '0.001',
  sellFee: '0.002',
  minAmount: '0.001',
  isolatedLeverage: '',
  crossLeverage: '',
  isNew: false,
};

export const btcTicker: Ticker = {
  kind: 'xh',
  pair: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  icon: '',
  last: '65000.5',
  open: '64000',
  high: '66000',
  low: '63000',
  volume: '10',
  turnover: '650000',
  change: '1.5',
  isNew: false,
};
