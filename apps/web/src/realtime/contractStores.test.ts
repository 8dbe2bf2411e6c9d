import { describe, expect, it } from 'vitest';
import type { ContractTicker } from '../api/futures.ts';
import { laterTicker } from './contractStores.ts';

const ticker = (extra: Partial<ContractTicker>): ContractTicker => ({
  kind: 'ubw',
  pair: 'BTC/USDT',
  last: '50000',
  open: '49000',
  high: '51000',
  low: '48000',
  volume: '10',
  turnover: '500000',
  change: '2.04',
  mark: '',
  index: '',
  fundingRate: '',
  nextFundingTime: 0,
  fundingInterval: 0,
  ...extra,
});

describe('contract ticker', () => {
  it('takes the later figures and keeps mark, index and funding a plain detail does not carry', () => {
    const snapshot = ticker({ mark: '50010', index: '50005', fundingRate: '0.0001', nextFundingTime: 1_700_000_000_000, fundingInterval: 28_800_000 });
    expect(laterTicker(snapshot, ticker({ last: '50100' }))).toEqual({ ...snapshot, last: '50100' });
    expect(laterTicker(snapshot, ticker({ last: '50100', mark: '50090' })).mark).toBe('50090');
    expect(laterTicker(undefined, ticker({ last: '1' })).last).toBe('1');
  });
});
