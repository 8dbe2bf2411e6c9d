// The filters of the account's spot order page and the query they make (contract EntrustQuery of
// `entrust/entrustlog/{now|history}/xh/{PAIR|all}`). Dates are the member's local calendar days:
// "from" counts from that day's midnight, "to" through the end of its day.
import { ENTRUST_STATUS, type Direction, type EntrustQuery, type EntrustStatus, type EntrustWhen, type SpotOrderType } from '@exchange/contract/spot';

export const PAGE_SIZE = 10;

export interface EntrustFilters {
  /** "BTC/USDT", or "" for every pair. */
  pair: string;
  direction: '' | Direction;
  status: '' | EntrustStatus;
  entrustType: '' | SpotOrderType;
  /** "YYYY-MM-DD" or "". */
  from: string;
  to: string;
}

export const NO_FILTERS: EntrustFilters = { pair: '', direction: '', status: '', entrustType: '', from: '', to: '' };

/** Statuses a finished order can have (open orders are the other tab), with their names' keys. */
export const HISTORY_STATUSES: ReadonlyArray<{ value: EntrustStatus; key: string }> = [
  { value: ENTRUST_STATUS.done, key: 'entrust.status.done' },
  { value: ENTRUST_STATUS.cancelled, key: 'entrust.status.cancelled' },
  { value: ENTRUST_STATUS.failed, key: 'entrust.status.failed' },
];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a "YYYY-MM-DD" day, in epoch milliseconds. */
export const dayStart = (day: string): number | undefined => {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isNaN(at) ? undefined : at;
};

/** The last millisecond of a "YYYY-MM-DD" day (the query's end is inclusive). */
export const dayEnd = (day: string): number | undefined => {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const next = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1).getTime();
  return Number.isNaN(next) ? undefined : next - 1;
};

export const scopeOf = (filters: EntrustFilters): string => filters.pair || 'all';

export const entrustQueryOf = (filters: EntrustFilters, when: EntrustWhen, current: number): EntrustQuery => {
  const query: EntrustQuery = { current, size: PAGE_SIZE };
  if (filters.direction) query.direction = filters.direction;
  if (filters.entrustType) query.entrustType = filters.entrustType;
  // Every open order has status "open": the filter belongs to the history tab.
  if (filters.status && when === 'history') query.status = filters.status;
  const startTime = dayStart(filters.from);
  const endTime = dayEnd(filters.to);
  if (startTime !== undefined) query.startTime = startTime;
  if (endTime !== undefined) query.endTime = endTime;
  return query;
};
