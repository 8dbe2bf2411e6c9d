// "Cancel all" means every open order of the pair (or of every pair), not only the rows a list
// shows: the open orders are read a page of 100 at a time, then cancelled 100 ids per call (the
// server's limit per request).
import type { CancelResult } from '@exchange/contract/spot';
import { cancelOrders, getEntrustLog } from './spot.ts';

const PAGE = 100;
/** A bound on pages read, so a list that keeps growing while it is read cannot loop for ever. */
const MAX_PAGES = 50;

export const cancelAllOpenOrders = async (pair: string | 'all'): Promise<CancelResult> => {
  const ids: string[] = [];
  for (let current = 1; current <= MAX_PAGES; current++) {
    const page = await getEntrustLog('now', pair, { current, size: PAGE });
    ids.push(...page.records.map((row) => row.id));
    if (page.records.length < PAGE || current >= page.pages) break;
  }
  const cancelled: string[] = [];
  for (let i = 0; i < ids.length; i += PAGE) cancelled.push(...((await cancelOrders(ids.slice(i, i + PAGE))).cancelled ?? []));
  return { cancelled };
};
