// Futures calls (spec §7 "Contracts", contract futures.ts): a contract's rules and ticker, the
// member's contract wallet, positions, orders and fills, and every change to them (orders, close all,
// cancel, leverage and margin mode, isolated margin). Rows keep their wire names (they are the
// contract's types, and every risk figure in them is shown as sent); the pair config is mapped once to
// FuturesRules, a PairRules the spot panels (book, trades, chart) read as they are, plus what trading
// a contract needs.
import type { Page } from '@exchange/contract/envelope';
import type { CancelResult } from '@exchange/contract/spot';
import {
  CONTRACT_TYPE_OF,
  FUTURES_PATH,
  type BondBody,
  type CloseAllResult,
  type ContractCancelBody,
  type ContractCloseType,
  type ContractDetail,
  type ContractEntrustRow,
  type ContractFillRow,
  type ContractKind,
  type ContractLogQuery,
  type ContractLogTab,
  type ContractOpenType,
  type ContractOrderBody,
  type ContractPairConfig,
  type ContractPositionRow,
  type ContractSetting,
  type ContractWallet,
  type FundingPaymentRow,
  type LeverageBody,
  type MarginBracketRow,
} from '@exchange/contract/futures';
import { fromPairConfig, fromSymbolDetail, type PairRules, type TickerUpdate } from './marketMap.ts';
import { toPage } from './spot.ts';
import { coinUrl, request, type Params } from './transport.ts';

/** How one contract trades: the spot panels' PairRules plus the contract's own terms. */
export interface FuturesRules extends PairRules {
  kind: ContractKind;
  /** USD per contract (bbw); "1" for ubw, whose amount is the coin itself. */
  contractSize: string;
  /** The coin margin, PnL, fees and funding are counted in: USDT (ubw), the base coin (bbw). */
  settleCoin: string;
  /** What an amount counts on the wire: the base coin (ubw) or whole contracts (bbw). */
  amountUnit: 'coin' | 'contract';
  /** Highest leverage, isolated and cross. */
  maxLeverage: number;
  maxCrossLeverage: number;
  /** The one fee rate of a fill (close_fee), a fraction. */
  feeRate: string;
  brackets: MarginBracketRow[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const wholeOr = (value: unknown, fallback: number): number => {
  const n = Number(text(value));
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const fromContractPairConfig = (config: ContractPairConfig, kind: ContractKind): FuturesRules => {
  const rules = fromPairConfig(config, kind);
  const maxLeverage = wholeOr(config.leverage, wholeOr(config.part_cou, 1));
  return {
    ...rules,
    kind,
    contractSize: text(config.contract_size) || '1',
    settleCoin: text(config.settle_coin) || (kind === 'ubw' ? rules.quote : rules.base),
    amountUnit: config.amount_unit === 'coin' || config.amount_unit === 'contract' ? config.amount_unit : kind === 'ubw' ? 'coin' : 'contract',
    maxLeverage,
    maxCrossLeverage: wholeOr(config.full_cou, maxLeverage),
    feeRate: text(config.close_fee) || rules.sellFee,
    minAmount: text(config.min_share) || rules.minAmount,
    brackets: Array.isArray(config.brackets) ? config.brackets : [],
  };
};

/** A contract's live ticker: the 24 h figures and its mark, index and funding. Prices "" when unknown. */
export interface ContractTicker extends TickerUpdate {
  mark: string;
  index: string;
  /** The rate the next funding applies, a fraction; > 0: longs pay shorts. */
  fundingRate: string;
  /** Epoch ms of the next funding; 0 when unknown. */
  nextFundingTime: number;
  fundingInterval: number;
}

export const fromContractDetail = (detail: ContractDetail): ContractTicker | undefined => {
  const ticker = fromSymbolDetail(detail);
  if (!ticker) return undefined;
  const ms = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);
  return {
    ...ticker,
    mark: text(detail.markPrice),
    index: text(detail.indexPrice),
    fundingRate: text(detail.fundingRate),
    nextFundingTime: ms(detail.nextFundingTime),
    fundingInterval: ms(detail.fundingInterval),
  };
};

export const getContractRules = async (kind: ContractKind, pair: string): Promise<FuturesRules> =>
  fromContractPairConfig(await request<ContractPairConfig>({ url: coinUrl(FUTURES_PATH.pairConfig(kind, pair)) }), kind);

/** The tickers of the given contracts with mark, index and funding (the snapshot of `{kind}_detail_{PAIR}`). */
export const getContractDetails = async (kind: ContractKind, pairs: string[]): Promise<ContractDetail[]> => {
  const answer = await request<unknown>({ url: coinUrl(FUTURES_PATH.contractDetail), method: 'POST', data: { symbolNameList: pairs, type: kind } });
  // The original answers a map symbol → detail; a list is read as well.
  const rows = Array.isArray(answer) ? answer : answer && typeof answer === 'object' ? Object.values(answer) : [];
  return rows.filter((row): row is ContractDetail => typeof row === 'object' && row !== null && typeof (row as ContractDetail).symbolName === 'string');
};

export const getContractWallet = (pair: string): Promise<ContractWallet> => request({ url: coinUrl(FUTURES_PATH.wallet(pair)) });

export const getPositions = async (kind: ContractKind): Promise<ContractPositionRow[]> => {
  const rows = await request<unknown>({ url: coinUrl(FUTURES_PATH.positions(kind)) });
  return toPage<ContractPositionRow>(rows).records;
};

export type ContractOrderRequest =
  | { action: 'open'; type: ContractOpenType; body: ContractOrderBody }
  | { action: 'close'; type: ContractCloseType; body: ContractOrderBody };

export const placeContractOrder = ({ action, type, body }: ContractOrderRequest): Promise<ContractEntrustRow> =>
  request({ url: coinUrl(action === 'open' ? FUTURES_PATH.open(type as ContractOpenType) : FUTURES_PATH.close(type as ContractCloseType)), method: 'POST', data: body });

/** Closes every position of the listed contracts (every one of the kind when the list is empty) at market. */
export const closeAllPositions = (kind: ContractKind, pairs: string[]): Promise<CloseAllResult> =>
  request({ url: coinUrl(FUTURES_PATH.closeAll), method: 'POST', data: { oneKeySymbolNameList: pairs, contractType: CONTRACT_TYPE_OF[kind] } });

export const cancelContractOrders = (body: ContractCancelBody): Promise<CancelResult | undefined> =>
  request({ url: coinUrl(FUTURES_PATH.cancel), method: 'POST', data: body });

/** Leverage and margin mode (isolated / cross) of one contract: one call sets both. */
export const updateContractSetting = (body: LeverageBody): Promise<ContractSetting> => request({ url: coinUrl(FUTURES_PATH.leverage), method: 'POST', data: body });

export const updateIsolatedMargin = (body: BondBody): Promise<unknown> => request({ url: coinUrl(FUTURES_PATH.bond), method: 'POST', data: body });

/** Most margin that may leave an isolated position now, in its settlement coin (the server's figure). */
export const getReducibleMargin = async (positionId: string): Promise<string> =>
  text(await request<unknown>({ url: coinUrl(FUTURES_PATH.reducible), params: { logContractId: positionId } }));

export const getContractOrders = async (kind: ContractKind, tab: Exclude<ContractLogTab, 'cjjl'>, pair: string | 'all', query: ContractLogQuery = {}): Promise<Page<ContractEntrustRow>> =>
  toPage<ContractEntrustRow>(await request({ url: coinUrl(FUTURES_PATH.entrustLog(kind, tab, pair)), params: { ...query } as Params }));

/** The member's funding payments of the kind, newest first, of one contract (BTC/USDT) or all. */
export const getFundingHistory = async (kind: ContractKind, pair: string | 'all', query: { current?: number; size?: number } = {}): Promise<Page<FundingPaymentRow>> =>
  toPage<FundingPaymentRow>(await request({ url: coinUrl(FUTURES_PATH.fundingHistory(kind)), params: { ...query, ...(pair === 'all' ? {} : { symbolName: pair }) } as Params }));

export const getContractFills = async (kind: ContractKind, pair: string | 'all', query: ContractLogQuery = {}): Promise<Page<ContractFillRow>> =>
  toPage<ContractFillRow>(await request({ url: coinUrl(FUTURES_PATH.entrustLog(kind, 'cjjl', pair)), params: { ...query } as Params }));
