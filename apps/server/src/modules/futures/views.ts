// What the futures module shows without changing anything: a member's contract orders and fills,
// their funding payments, and each contract's public views (ticker with mark, index and funding;
// the pair's config with its brackets; the funding rate). The service (service.ts) serves these
// beside the calls that change things.
import type { ContractDetail, ContractEntrustRow, ContractFillRow, ContractLogTab, ContractPairConfig, FundingPaymentRow, Page } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import type { SymbolMarket } from '../../market/symbolMarket.ts';
import { fixed } from '../../risk/index.ts';
import { formatFixed } from '../../risk/fixed.ts';
import { contractPair, type ContractPair } from './pair.ts';
import type { FundingSource, MarkSource } from './prices.ts';
import { fundingHistory } from './fundingHistory.ts';
import { findContractFills, findContractOrders } from './repo.ts';
import { toContractEntrustRow, toContractFillRow } from './rows.ts';

export interface PageQuery {
  current: number;
  size: number;
}

export interface LogFilter {
  direction?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

export interface FuturesViewsDeps {
  db: Db;
  marks: MarkSource;
  funding: FundingSource;
  now: () => number;
  /** The contract's market (a refusal when it has none). */
  marketOf: (pair: ContractPair) => SymbolMarket;
}

const paged = <T>(records: T[], total: number, page: PageQuery): Page<T> => ({ records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) });

/** The pair of a path (BASE_QUOTE) of either kind: USD quotes are coin-margined. */
export const contractPairByPath = (path: string, kind?: 'ubw' | 'bbw'): ContractPair => {
  const upper = path.slice(0, 24);
  const guess = kind ?? (/_USD$|\/USD$/.test(upper) ? 'bbw' : 'ubw');
  return contractPair(guess, upper);
};

export const createFuturesViews = (deps: FuturesViewsDeps) => {
  const { db, marks, now, marketOf } = deps;
  return {
    /** The member's orders of a tab: dqwt in the book, jhwt / zyzs waiting, lswt final. */
    async orders(memberId: string, kind: 'ubw' | 'bbw', tab: Exclude<ContractLogTab, 'cjjl'>, pairPath: string, filter: LogFilter, page: PageQuery): Promise<Page<ContractEntrustRow>> {
      const symbol = pairPath === 'all' ? null : contractPairByPath(pairPath, kind).config.symbol_name;
      const { rows, total } = await findContractOrders(db, { memberId, kind, symbol, tab, ...filter }, page);
      return paged(rows.map((r) => toContractEntrustRow(contractPair(kind, r.symbol), r)), total, page);
    },

    /** The member's fills (cjjl). */
    async fills(memberId: string, kind: 'ubw' | 'bbw', pairPath: string, filter: LogFilter, page: PageQuery): Promise<Page<ContractFillRow>> {
      const symbol = pairPath === 'all' ? null : contractPairByPath(pairPath, kind).config.symbol_name;
      const { rows, total } = await findContractFills(db, { memberId, kind, symbol, ...filter }, page);
      return paged(rows.map((r) => toContractFillRow(contractPair(kind, r.symbol), r)), total, page);
    },

    /** open/get/contractDetail: each contract's ticker with its mark, index and funding. */
    details(names: string[], kind: 'ubw' | 'bbw'): ContractDetail[] {
      return names.map((name) => {
        const pair = contractPair(kind, name);
        const detail = marketOf(pair).detail();
        const symbol = pair.config.symbol_name;
        const mark = marks.mark(kind, symbol);
        const index = marks.index(kind, symbol);
        return {
          ...detail,
          markPrice: mark === null ? '' : formatFixed(mark),
          indexPrice: index === null ? '' : formatFixed(index),
          fundingRate: formatFixed(deps.funding.rate(kind, symbol)),
          nextFundingTime: deps.funding.nextTime(now()),
          fundingInterval: deps.funding.intervalMs,
          contractSize: formatFixed(pair.spec.contractSize),
          // bbw amounts are contracts: their turnover is contracts × size, in USD.
          tradeTurnover: kind === 'bbw' ? formatFixed(fixed(detail.amount) * pair.spec.contractSize / 10n ** 18n) : detail.vol,
        };
      });
    },

    /** open/transaction/{ubw|bbw}/{PAIR}: the pair's config and what trading the contract needs. */
    pairConfig(kind: 'ubw' | 'bbw', path: string): ContractPairConfig {
      const pair = contractPair(kind, path);
      const { config, spec } = pair;
      return {
        ...config,
        leverage: config.part_cou,
        min_share: config.min_amount,
        close_fee: config.sell_fee,
        maintenance_margin_rate: formatFixed(spec.brackets[0]!.mmr),
        contract_size: formatFixed(spec.contractSize),
        amount_unit: kind === 'bbw' ? 'contract' : 'coin',
        settle_coin: pair.settle,
        brackets: spec.brackets.map((b) => ({
          tier: b.tier,
          notional_floor: formatFixed(b.floor),
          notional_cap: formatFixed(b.cap),
          max_leverage: b.maxLeverage,
          maintenance_margin_rate: formatFixed(b.mmr),
          cum: formatFixed(b.cum),
        })),
      };
    },

    /** The member's funding payments of a contract type, optionally of one contract (BTC/USDT or BTC_USDT) or one position. */
    fundingHistory(memberId: string, kind: 'ubw' | 'bbw', filter: { symbolName?: string | undefined; positionId?: string | undefined }, page: PageQuery): Promise<Page<FundingPaymentRow>> {
      const symbol = filter.symbolName === undefined ? undefined : contractPair(kind, filter.symbolName).config.symbol_name;
      return fundingHistory(db, { memberId, kind, symbol, positionId: filter.positionId }, page);
    },

    fundingRate(kind: 'ubw' | 'bbw', name: string): string {
      const pair = contractPair(kind, name);
      return formatFixed(deps.funding.rate(pair.kind, pair.config.symbol_name));
    },
  };
};
