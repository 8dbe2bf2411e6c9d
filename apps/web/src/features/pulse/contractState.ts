// Pure figures of an open contract for its row: seconds left, and whether it would win, lose or tie
// if it ended at the live price (the server settles by recorded trades; this is only a preview).
import Big from 'big.js';
import type { PulseContractRow } from '@exchange/contract/pulse';

export const secondsLeft = (row: Pick<PulseContractRow, 'expireTime'>, now: number): number => Math.max(0, Math.ceil((row.expireTime - now) / 1000));

export type LiveStanding = 'winning' | 'losing' | 'level' | 'waiting';

export const standing = (row: Pick<PulseContractRow, 'direction' | 'entryPrice'>, price: string | undefined): LiveStanding => {
  if (!row.entryPrice || !price) return 'waiting';
  const cmp = new Big(price).cmp(row.entryPrice);
  if (cmp === 0) return 'level';
  return (cmp > 0) === (row.direction === 'up') ? 'winning' : 'losing';
};
