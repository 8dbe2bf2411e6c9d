// The filters of the account's futures order pages and the query they make (contract ContractLogQuery
// of `entrust/entrustlogContract/{kind}/{tab}/{PAIR|all}`): contract, side (open long … close short)
// and a date range of the member's local calendar days, as the spot page reads them.
import type { ContractDirection, ContractLogQuery } from '@exchange/contract/futures';
import { dayEnd, dayStart } from './entrustFilters.ts';

export const FUTURES_PAGE_SIZE = 10;

export interface FuturesFilters {
  /** "BTC/USDT", or "" for every contract of the kind. */
  pair: string;
  direction: '' | ContractDirection;
  from: string;
  to: string;
}

export const NO_FUTURES_FILTERS: FuturesFilters = { pair: '', direction: '', from: '', to: '' };

export const futuresScopeOf = (filters: FuturesFilters): string => filters.pair || 'all';

export const futuresQueryOf = (filters: FuturesFilters, current: number): ContractLogQuery => {
  const query: ContractLogQuery = { current, size: FUTURES_PAGE_SIZE };
  if (filters.direction) query.direction = filters.direction;
  const startTime = dayStart(filters.from);
  const endTime = dayEnd(filters.to);
  if (startTime !== undefined) query.startTime = startTime;
  if (endTime !== undefined) query.endTime = endTime;
  return query;
};
