// The bill filters (assets/getMyBill): account, kind, coin and a date range picked as local days,
// sent as epoch ms from the start of the first day to the end of the last one.
import { isWalletAccountType, type BillBody } from '@exchange/contract/wallet';

export interface BillFilters {
  type: string;
  kind: string;
  coin: string;
  /** yyyy-mm-dd from a date input, or "". */
  from: string;
  to: string;
}

export const NO_BILL_FILTERS: BillFilters = { type: '', kind: '', coin: '', from: '', to: '' };

/** Local midnight of the day, `after` days later (Date rolls months and daylight saving over). */
const dayStart = (day: string, after = 0): number | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + after).getTime();
};

/** A range whose end comes before its start is refused here (the server would refuse it too). */
export const billRangeIssue = ({ from, to }: BillFilters): string | null => {
  const start = dayStart(from);
  const end = dayStart(to);
  return start !== undefined && end !== undefined && end < start ? 'wallet.bills.error.range' : null;
};

export const billBodyOf = (filters: BillFilters, current: number, size: number): BillBody => {
  const start = dayStart(filters.from);
  const end = dayStart(filters.to, 1);
  return {
    current,
    size,
    ...(isWalletAccountType(filters.type) ? { type: filters.type } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.coin ? { coin: filters.coin } : {}),
    ...(start !== undefined ? { startTime: start } : {}),
    // Through the last millisecond of the chosen day.
    ...(end !== undefined ? { endTime: end - 1 } : {}),
  };
};
