// Order ids of members' spot orders: digits only (the wire shows them), ordered by time, unique
// within a process by a counter and across restarts by the clock. A collision would abort a journal
// commit (the id is market_order's key), so the counter, not chance, separates same-millisecond ids.
import { randomInt } from 'node:crypto';

let counter = 0;

export const newOrderId = (now: number = Date.now()): string => {
  counter = (counter + 1) % 10_000;
  // Three random digits keep two processes sharing one database (a restart overlapping the old
  // process, say) from walking the same sequence in the same millisecond.
  return `${now}${String(counter).padStart(4, '0')}${String(randomInt(1000)).padStart(3, '0')}`;
};
