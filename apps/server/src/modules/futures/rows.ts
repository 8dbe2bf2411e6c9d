// Positions, orders and fills as the wire shows them (contract futures.ts). Prices the risk core
// computed (mark, entry, liquidation, bankruptcy) are shown on its grid of 10^-8, as it rounded
// them (against the member); prices a member typed (limits, triggers) at the pair's scale; amounts
// at the pair's amount scale (whole contracts for bbw); money in ledger units, trimmed.
import {
  CONTRACT_TYPE_OF,
  CONTRACT_UNIT,
  type ContractEntrustRow,
  type ContractEntrustType,
  type ContractFillRow,
  type ContractPositionRow,
  type EntrustStatus,
} from '@exchange/contract';
import type { Insertable } from 'kysely';
import type { MarketOrderTable } from '../../db/schema.ts';
import { trimUnits } from '../../ledger/index.ts';
import { formatFixed, toLedgerUnits, type Fixed, type PositionRisk } from '../../risk/index.ts';
import { FIGURE_DECIMALS, roundTo } from '../../risk/fixed.ts';
import { lotsToAmount, ticksToPrice } from '../../market/scales.ts';
import { averagePrice } from '../spot/rows.ts';
import { CROSS, type PositionState } from './book.ts';
import { holdUnits, type ContractPair } from './pair.ts';

/** The unit amounts of a pair are counted in. */
export const amountUnit = (pair: ContractPair): string => (pair.kind === 'bbw' ? CONTRACT_UNIT : pair.config.coin_symbol);

/** A price of the risk core (on the 10^-8 grid), or "" for none ("--"). */
export const priceText = (price: Fixed | null): string => (price === null ? '' : formatFixed(price));
/** A risk figure in the settlement coin (on the ledger's grid). */
export const money = (figure: Fixed): string => trimUnits(toLedgerUnits(figure));
const ticks = (pair: ContractPair, value: string | number | null): string => (value === null ? '' : ticksToPrice(pair.config, BigInt(value)));
const lots = (pair: ContractPair, value: bigint | string | number): string => lotsToAmount(pair.config, BigInt(value));

export interface PositionExtras {
  /** Lots reserved by open close orders. */
  reserved: bigint;
  takeProfitTicks: number | null;
  stopLossTicks: number | null;
}

export const toPositionRow = (pair: ContractPair, state: PositionState, risk: PositionRisk, extras: PositionExtras): ContractPositionRow => {
  const long = state.size > 0n;
  const size = long ? state.size : -state.size;
  const ratio = risk.marginRatio;
  return {
    id: state.positionId ?? '',
    order_code: state.positionId ?? '',
    symbol_name: pair.config.symbol_name,
    contract_type: CONTRACT_TYPE_OF[pair.kind],
    direction: long ? '1' : '2',
    // The entry is kept at 10^-18 and shown on the figures' grid, rounded against the member as it was averaged.
    avg_price: formatFixed(roundTo(state.entry, FIGURE_DECIMALS, long ? 'ceil' : 'floor')),
    principal_amount: trimUnits(state.margin),
    principal_symbol: pair.settle,
    balance: lots(pair, size - extras.reserved),
    frozen_balance: lots(pair, extras.reserved),
    balance_symbol: amountUnit(pair),
    size: lots(pair, size),
    forcePrice: priceText(risk.liquidationPrice),
    pattern: state.pattern === CROSS ? '2' : '1',
    pattern_type: '1',
    leverage: String(state.leverage),
    avatar: pair.config.avatar,
    night_amount: trimUnits(state.funding),
    mark_price: priceText(risk.markPrice),
    notional: money(risk.notional),
    unrealised_pnl: money(risk.unrealisedPnl),
    roe: formatFixed(risk.roe),
    maintenance_margin: money(risk.maintenanceMargin),
    margin_ratio: ratio === null ? '' : formatFixed(ratio),
    bankruptcy_price: priceText(risk.bankruptcyPrice),
    removable_margin: risk.removableMargin === null ? '' : money(risk.removableMargin),
    take_profit_price: ticks(pair, extras.takeProfitTicks),
    stop_loss_price: ticks(pair, extras.stopLossTicks),
    realised_pnl: trimUnits(state.realised),
    create_time: state.openTime,
  };
};

/** A contract order as stored (market_order), with the sums of its fills (contract_fill). */
export interface ContractOrderRecord {
  id: string;
  symbol: string;
  kind: string;
  price_ticks: string | null;
  quantity_lots: string | null;
  remaining_lots: string;
  filled_lots: string;
  filled_notional: string;
  status: number;
  entrust_type: string | null;
  trigger_ticks: string | null;
  take_profit_ticks: string | null;
  stop_loss_ticks: string | null;
  waiting: number;
  direction: number | null;
  leverage: number | null;
  margin_pattern: number | null;
  position_id: string | null;
  zyzs_type: number | null;
  source: string | null;
  create_time: Date | string;
  update_time: Date | string;
  /** Sums of its fills (ledger units) and the entry before its first close fill (Fixed); null without fills. */
  profit: string | null;
  fee: string | null;
  open_price: string | null;
}

/** The stored shape of a contract order row the journal is writing (market/batchRows.ts), before it can be read back. */
export const contractRecordOfInsert = (row: Insertable<MarketOrderTable>): ContractOrderRecord => ({
  id: row.id,
  symbol: row.symbol,
  kind: row.kind,
  price_ticks: row.price_ticks ?? null,
  quantity_lots: row.quantity_lots ?? null,
  remaining_lots: row.remaining_lots ?? '0',
  filled_lots: row.filled_lots ?? '0',
  filled_notional: row.filled_notional ?? '0',
  status: row.status,
  entrust_type: row.entrust_type ?? null,
  trigger_ticks: row.trigger_ticks ?? null,
  take_profit_ticks: row.take_profit_ticks ?? null,
  stop_loss_ticks: row.stop_loss_ticks ?? null,
  waiting: row.waiting ?? 0,
  direction: row.direction ?? null,
  leverage: row.leverage ?? null,
  margin_pattern: row.margin_pattern ?? null,
  position_id: row.position_id ?? null,
  zyzs_type: row.zyzs_type ?? null,
  source: row.source ?? null,
  create_time: row.create_time instanceof Date ? row.create_time : new Date(),
  update_time: row.update_time instanceof Date ? row.update_time : new Date(),
  profit: null,
  fee: null,
  open_price: null,
});

const TYPES: readonly ContractEntrustType[] = ['ptwt', 'sjwt', 'jhwt', 'zyzs'];
const epoch = (value: Date | string) => new Date(value).getTime();

/** What an order holds now: an open order's margin and fee for what is left (pair.ts holdUnits); a close holds nothing. */
const frozen = (pair: ContractPair, row: ContractOrderRecord): bigint => {
  const direction = row.direction ?? 1;
  if (row.status !== 0 || direction > 2 || row.price_ticks === null) return 0n;
  const left = row.waiting === 1 ? BigInt(row.quantity_lots ?? 0) : BigInt(row.remaining_lots);
  return holdUnits(pair, left, BigInt(row.price_ticks), row.leverage ?? 1);
};

export const toContractEntrustRow = (pair: ContractPair, row: ContractOrderRecord): ContractEntrustRow => {
  const type = (TYPES as readonly string[]).includes(row.entrust_type ?? '') ? (row.entrust_type as ContractEntrustType) : 'ptwt';
  const direction = String(row.direction ?? 1) as ContractEntrustRow['direction'];
  const market = type === 'sjwt' || (type === 'zyzs' && row.price_ticks === null);
  return {
    id: row.id,
    symbol_name: row.symbol,
    contract_type: CONTRACT_TYPE_OF[pair.kind],
    entrust_type: type,
    direction,
    pattern: row.margin_pattern === 2 ? '2' : '1',
    leverage: String(row.leverage ?? ''),
    entrust_price: market ? '' : ticks(pair, row.price_ticks),
    entrust_balance: row.quantity_lots === null ? '' : lots(pair, row.quantity_lots),
    entrust_symbol: amountUnit(pair),
    success_price: averagePrice(pair.config, BigInt(row.filled_notional), BigInt(row.filled_lots)),
    success_balance: lots(pair, row.filled_lots),
    frozen_balance: trimUnits(frozen(pair, row)),
    frozen_symbol: pair.settle,
    trigger_price: ticks(pair, row.trigger_ticks),
    zyzs_type: row.zyzs_type === 1 ? '1' : row.zyzs_type === 2 ? '2' : '',
    take_profit_price: ticks(pair, row.take_profit_ticks),
    stop_loss_price: ticks(pair, row.stop_loss_ticks),
    trigger_waiting: row.waiting === 1 ? '1' : '0',
    entrust_status: String(row.status) as EntrustStatus,
    create_time: epoch(row.create_time),
    update_time: epoch(row.update_time),
    completed_time: row.status === 0 ? 0 : epoch(row.update_time),
    open_price: row.open_price === null ? '' : formatFixed(roundTo(BigInt(row.open_price), FIGURE_DECIMALS, 'half-even')),
    profit: trimUnits(BigInt(row.profit ?? 0)),
    profit_symbol: pair.settle,
    fee_balance: trimUnits(BigInt(row.fee ?? 0)),
    fee_symbol: pair.settle,
    position_id: row.position_id ?? '',
    source: row.source === 'liquidation' || row.source === 'adl' ? row.source : 'member',
  };
};

export interface ContractFillRecord {
  id: string;
  order_id: string;
  symbol: string;
  direction: number;
  role: string;
  source: string;
  price_ticks: string;
  quantity_lots: string;
  open_price: string | null;
  profit: string;
  fee: string;
  trade_time: string;
}

export const toContractFillRow = (pair: ContractPair, row: ContractFillRecord): ContractFillRow => ({
  id: row.id,
  order_id: row.order_id,
  symbol_name: row.symbol,
  contract_type: CONTRACT_TYPE_OF[pair.kind],
  direction: String(row.direction) as ContractFillRow['direction'],
  success_price: ticks(pair, row.price_ticks),
  success_balance: lots(pair, row.quantity_lots),
  entrust_symbol: amountUnit(pair),
  open_price: row.open_price === null ? '' : formatFixed(roundTo(BigInt(row.open_price), FIGURE_DECIMALS, 'half-even')),
  profit: trimUnits(BigInt(row.profit)),
  profit_symbol: pair.settle,
  fee_balance: trimUnits(BigInt(row.fee)),
  fee_symbol: pair.settle,
  role: row.role === 'maker' ? 'maker' : 'taker',
  source: row.source === 'liquidation' || row.source === 'adl' ? row.source : 'member',
  create_time: Number(row.trade_time),
});
