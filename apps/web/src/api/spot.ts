// Spot trading calls (spec §7 "Spot, margin and market", DESIGN §4 "Spot order"): place and cancel
// orders, the member's order and fill lists, and the pair's spot balances. Rows keep their wire
// names (they are the contract's EntrustRow / FillRow types); lists are normalised here so a page
// always gets a Page, whether the server pages a list or answers it whole.
import type { Page } from '@exchange/contract/envelope';
import {
  SPOT_PATH,
  type CancelResult,
  type EntrustQuery,
  type EntrustRow,
  type EntrustWhen,
  type FillRow,
  type PairBalances,
  type SpotOrderBody,
  type SpotOrderType,
} from '@exchange/contract/spot';
import { splitPair } from '@exchange/contract/format-pair';
import { coinUrl, request, type Params } from './transport.ts';

/** Spot orders sit under market `xh` in the entrust log (margin uses its own). */
export const SPOT_MARKET = 'xh';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A paged answer, or a bare list taken as one page holding everything. */
export const toPage = <T>(value: unknown): Page<T> => {
  if (Array.isArray(value)) return { records: value as T[], total: value.length, size: value.length, current: 1, pages: 1 };
  if (isObject(value) && Array.isArray(value.records)) {
    const records = value.records as T[];
    const number = (key: string, fallback: number) => (Number.isFinite(Number(value[key])) ? Number(value[key]) : fallback);
    return { records, total: number('total', records.length), size: number('size', records.length), current: number('current', 1), pages: number('pages', 1) };
  }
  return { records: [], total: 0, size: 0, current: 1, pages: 0 };
};

/** The type is a spot type, or a margin one (gg_zc_xjwt …: api/margin.ts). */
export const placeSpotOrder = (type: SpotOrderType | `${'gg_zc' | 'gg_qc'}_${SpotOrderType}`, body: SpotOrderBody): Promise<EntrustRow> =>
  request({ url: coinUrl(SPOT_PATH.place(type as SpotOrderType)), method: 'POST', data: body });

/** `market` is xh for spot orders, gg_zc / gg_qc for isolated / cross margin orders. */
export const getEntrustLog = async (when: EntrustWhen, pair: string | 'all', query: EntrustQuery = {}, market = SPOT_MARKET): Promise<Page<EntrustRow>> =>
  toPage<EntrustRow>(await request({ url: coinUrl(SPOT_PATH.entrustLog(when, market, pair)), params: { ...query } as Params }));

export const getMyTrades = async (pair: string | 'all', page: Pick<EntrustQuery, 'current' | 'size'> = {}): Promise<Page<FillRow>> =>
  toPage<FillRow>(await request({ url: coinUrl(SPOT_PATH.myTrades(pair)), params: { ...page } }));

/** `type` gg_zc / gg_qc cancels margin orders; none cancels spot orders. */
export const cancelOrders = (idList: string[], type?: string): Promise<CancelResult> =>
  request({ url: coinUrl(SPOT_PATH.cancel), method: 'POST', data: type ? { type, idList } : { idList } });

export const getOrderFills = async (orderId: string): Promise<FillRow[]> =>
  toPage<FillRow>(await request({ url: coinUrl(SPOT_PATH.fills(orderId)) })).records;

export const getPairBalances = (pair: string): Promise<PairBalances> => {
  const { base, quote } = splitPair(pair);
  return request({ url: coinUrl(SPOT_PATH.balances(base, quote)) });
};

/** Pairs the member has orders in: "BTC/USDT" strings (rows with a symbol_name are read too). */
export const getEntrustPairs = async (): Promise<string[]> => {
  const answer = await request<unknown>({ url: coinUrl(SPOT_PATH.entrustPairs), method: 'POST', data: {} });
  const rows = toPage<unknown>(answer).records;
  return rows.flatMap((row) => {
    if (typeof row === 'string') return [row];
    if (isObject(row) && typeof row.symbol_name === 'string') return [row.symbol_name];
    return [];
  });
};
