// Answers of the spot calls: orders, fills, pair balances.
import { z } from 'zod';
import type { Page } from '../envelope.ts';
import { SPOT_ORDER_TYPES, type CancelResult, type EntrustRow, type FillRow, type PairBalance, type PairBalances } from '../spot.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, pageOf } from './common.ts';

const direction = z.enum(['1', '2']);

export const entrustRow = exactly<EntrustRow>()(
  z.object({
    id: z.string(),
    symbol_name: z.string(),
    entrust_type: z.enum(SPOT_ORDER_TYPES),
    create_time: epochMs,
    update_time: epochMs,
    direction,
    entrust_price: z.string(),
    entrust_balance: z.string(),
    entrust_money: z.string(),
    success_price: z.string(),
    success_balance: decimal,
    success_money: decimal,
    frozen_balance: decimal,
    trigger_price: z.string(),
    take_profit_price: z.string(),
    stop_loss_price: z.string(),
    entrust_status: z.enum(['0', '1', '-1', '-2']),
    trigger_waiting: z.enum(['0', '1']),
    parent_id: z.string().optional(),
  }),
);
export const entrustPage = exactly<Page<EntrustRow>>()(pageOf(entrustRow));

export const cancelResult = exactly<CancelResult>()(z.object({ cancelled: z.array(z.string()) }));

export const fillRow = exactly<FillRow>()(
  z.object({
    id: z.string(),
    order_id: z.string(),
    symbol_name: z.string(),
    direction,
    price: decimal,
    amount: decimal,
    money: decimal,
    fee: decimal,
    fee_coin: z.string(),
    role: z.enum(['taker', 'maker']),
    create_time: epochMs,
  }),
);
export const fillPage = exactly<Page<FillRow>>()(pageOf(fillRow));

const pairBalance = exactly<PairBalance>()(z.object({ coin: z.string(), available: decimal, frozen: decimal }));
export const pairBalances = exactly<PairBalances>()(z.object({ base: pairBalance, quote: pairBalance }));
