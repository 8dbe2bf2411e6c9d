// Answers of the futures calls: contract pair configs and details, the contract wallet, positions,
// orders, fills, settings and coupons (futures.ts).
import { z } from 'zod';
import type { Page } from '../envelope.ts';
import {
  type CloseAllResult,
  type ContractDetail,
  type ContractEntrustRow,
  type ContractFillRow,
  type ContractPairConfig,
  type ContractPositionRow,
  type ContractSetting,
  type ContractWallet,
  type CouponRow,
  type FundingPaymentRow,
  type MarginBracketRow,
} from '../futures.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, pageOf, zeroOrOne } from './common.ts';
import { MARKET_KINDS } from '../topics.ts';

const contractType = z.enum(['1', '2']);
const pattern = z.enum(['1', '2']);
const entrustStatus = z.enum(['0', '1', '-1', '-2']);
const source = z.enum(['member', 'liquidation', 'adl']);
/** A decimal, or "" where the figure does not exist ("--"). */
const decimalOrNone = z.string().describe('A decimal number as a string, or "" when there is none');

const bracketRow = exactly<MarginBracketRow>()(
  z.object({ tier: z.number().int(), notional_floor: decimal, notional_cap: decimal, max_leverage: z.number().int(), maintenance_margin_rate: decimal, cum: decimal }),
);

export const contractPairConfig = exactly<ContractPairConfig>()(
  z.object({
    id: z.string(),
    symbol_name: z.string(),
    coin_symbol: z.string(),
    quote_symbol: z.string(),
    kind: z.enum(MARKET_KINDS),
    base_coin_scale: z.number().int(),
    coin_coin_scale: z.number().int(),
    enable_lever: zeroOrOne,
    enable_full_lever: zeroOrOne,
    part_cou: z.string(),
    full_cou: z.string(),
    buy_fee: decimal,
    sell_fee: decimal,
    min_amount: decimal,
    avatar: z.string(),
    contract_type: z.enum(['0', '1', '2']),
    new_coin: zeroOrOne,
    leverage: z.string(),
    min_share: decimal,
    close_fee: decimal,
    maintenance_margin_rate: decimal,
    contract_size: decimal,
    amount_unit: z.enum(['coin', 'contract']),
    settle_coin: z.string(),
    brackets: z.array(bracketRow),
  }),
);

export const contractDetail = exactly<ContractDetail>()(
  z.object({
    symbolName: z.string(),
    type: z.enum(MARKET_KINDS),
    close: decimal,
    open: decimal,
    high: decimal,
    low: decimal,
    amount: decimal,
    vol: decimal,
    zdf: decimal,
    markPrice: decimalOrNone,
    indexPrice: decimalOrNone,
    fundingRate: decimal,
    nextFundingTime: epochMs,
    fundingInterval: z.number().int(),
    contractSize: decimal,
    tradeTurnover: decimal,
  }),
);

export const contractWallet = exactly<ContractWallet>()(
  z.object({
    hyBaseBalance: decimal,
    hyCoinBalance: decimal,
    hyBaseFrozenBalance: decimal,
    hyCoinFrozenBalance: decimal,
    leverage: z.string(),
    pattern,
    patternType: z.enum(['1', '2']),
    max_leverage: z.string(),
    settle_coin: z.string(),
    wallet_balance: decimal,
    equity: decimal,
    available: decimal,
    position_margin: decimal,
    order_margin: decimal,
    unrealised_pnl: decimal,
    maintenance_margin: decimal,
    margin_ratio: decimalOrNone,
    transferable: decimal,
  }),
);

export const contractPositionRow = exactly<ContractPositionRow>()(
  z.object({
    id: z.string(),
    order_code: z.string(),
    symbol_name: z.string(),
    contract_type: contractType,
    direction: z.enum(['1', '2']),
    avg_price: decimal,
    principal_amount: decimal,
    principal_symbol: z.string(),
    balance: decimal,
    frozen_balance: decimal,
    balance_symbol: z.string(),
    size: decimal,
    forcePrice: decimalOrNone,
    pattern,
    pattern_type: z.enum(['1', '2']),
    leverage: z.string(),
    avatar: z.string(),
    night_amount: decimal,
    mark_price: decimalOrNone,
    notional: decimal,
    unrealised_pnl: decimal,
    roe: decimal,
    maintenance_margin: decimal,
    margin_ratio: decimalOrNone,
    bankruptcy_price: decimalOrNone,
    removable_margin: decimalOrNone,
    take_profit_price: decimalOrNone,
    stop_loss_price: decimalOrNone,
    realised_pnl: decimal,
    create_time: epochMs,
  }),
);

export const contractEntrustRow = exactly<ContractEntrustRow>()(
  z.object({
    id: z.string(),
    symbol_name: z.string(),
    contract_type: contractType,
    entrust_type: z.enum(['ptwt', 'sjwt', 'jhwt', 'zyzs']),
    direction: z.enum(['1', '2', '3', '4']),
    pattern,
    leverage: z.string(),
    entrust_price: decimalOrNone,
    entrust_balance: decimalOrNone,
    entrust_symbol: z.string(),
    success_price: decimalOrNone,
    success_balance: decimal,
    frozen_balance: decimal,
    frozen_symbol: z.string(),
    trigger_price: decimalOrNone,
    zyzs_type: z.enum(['', '1', '2']),
    take_profit_price: decimalOrNone,
    stop_loss_price: decimalOrNone,
    trigger_waiting: z.enum(['0', '1']),
    entrust_status: entrustStatus,
    create_time: epochMs,
    update_time: epochMs,
    completed_time: epochMs,
    open_price: decimalOrNone,
    profit: decimal,
    profit_symbol: z.string(),
    fee_balance: decimal,
    fee_symbol: z.string(),
    position_id: z.string(),
    source,
  }),
);
export const contractEntrustPage = exactly<Page<ContractEntrustRow>>()(pageOf(contractEntrustRow));

export const contractFillRow = exactly<ContractFillRow>()(
  z.object({
    id: z.string(),
    order_id: z.string(),
    symbol_name: z.string(),
    contract_type: contractType,
    direction: z.enum(['1', '2', '3', '4']),
    success_price: decimal,
    success_balance: decimal,
    entrust_symbol: z.string(),
    open_price: decimalOrNone,
    profit: decimal,
    profit_symbol: z.string(),
    fee_balance: decimal,
    fee_symbol: z.string(),
    role: z.enum(['taker', 'maker']),
    source,
    create_time: epochMs,
  }),
);
export const contractFillPage = exactly<Page<ContractFillRow>>()(pageOf(contractFillRow));

export const fundingPaymentRow = exactly<FundingPaymentRow>()(
  z.object({
    id: z.string(),
    position_id: z.string(),
    symbol_name: z.string(),
    contract_type: contractType,
    funding_time: epochMs,
    direction: z.enum(['1', '2']),
    size: decimal,
    rate: decimal,
    mark_price: decimal,
    amount: decimal,
    coin: z.string(),
  }),
);

export const fundingPaymentPage = exactly<Page<FundingPaymentRow>>()(pageOf(fundingPaymentRow));

export const contractSetting = exactly<ContractSetting>()(
  z.object({ symbol_name: z.string(), contract_type: contractType, leverage: z.string(), pattern, patternType: z.enum(['1', '2']) }),
);

export const closeAllResult = exactly<CloseAllResult>()(
  z.object({ orders: z.array(contractEntrustRow), failed: z.array(z.object({ symbol_name: z.string(), msg: z.string() })) }),
);

export const couponRow = exactly<CouponRow>()(
  z.object({
    id: z.string(),
    coin: z.string(),
    amount: decimal,
    status: z.enum(['0', '1', '2']),
    expire_time: epochMs,
    create_time: epochMs,
    position_id: z.string(),
  }),
);
