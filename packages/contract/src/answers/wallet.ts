// Answers of the wallet calls: accounts, rates, transfers, deposits, withdrawals and bills.
import { z } from 'zod';
import type { Page } from '../envelope.ts';
import {
  WALLET_ACCOUNT_TYPES,
  type BillRow,
  type CoinChain,
  type CoinRate,
  type ContractTransferable,
  type CurrencyAccountRow,
  type DepositAddress,
  type DepositRow,
  type TransferResult,
  type WalletAccountRow,
  type WalletBalanceRow,
  type WalletCoin,
  type WithdrawalKey,
  type WithdrawalRow,
} from '../wallet.ts';
import { exactly } from './exact.ts';
import { decimal, epochMs, pageOf, zeroOrOne } from './common.ts';

const accountType = z.enum(WALLET_ACCOUNT_TYPES);

export const walletAccountRow = exactly<WalletAccountRow>()(
  z.object({ type: z.union([z.literal('0'), accountType]), name: z.string(), usdt: decimal, rate: decimal, balanceUsdt: decimal }),
);

export const currencyAccountRow = exactly<CurrencyAccountRow>()(
  z.object({ coin: z.string(), symbolName: z.string().optional(), avatar: z.string(), available: decimal, frozen: decimal, total: decimal, usdt: decimal }),
);

export const walletBalanceRow = exactly<WalletBalanceRow>()(z.object({ coin: z.string(), available: decimal, frozen: decimal }));

export const coinRate = exactly<CoinRate>()(z.object({ coin: z.string(), rate: decimal }));

const accountBalance = z.object({ type: accountType, available: decimal });
export const transferResult = exactly<TransferResult>()(z.object({ coin: z.string(), from: accountBalance, to: accountBalance }));

export const contractTransferable = exactly<ContractTransferable>()(z.object({ coin: z.string(), transferable: decimal }));

const coinChain = exactly<CoinChain>()(
  z.object({
    chain: z.string(),
    min_deposit: decimal,
    confirmations: z.number().int(),
    withdraw_min: decimal,
    withdraw_fee: decimal,
    withdraw_scale: z.number().int(),
    memo: zeroOrOne,
  }),
);
export const walletCoin = exactly<WalletCoin>()(z.object({ coin: z.string(), avatar: z.string(), chains: z.array(coinChain) }));

export const depositAddress = exactly<DepositAddress>()(
  z.object({ coin: z.string(), chain: z.string(), address: z.string(), min_deposit: decimal, confirmations: z.number().int() }),
);

const depositRow = exactly<DepositRow>()(
  z.object({
    id: z.string(),
    coin: z.string(),
    chain: z.string(),
    address: z.string(),
    tx_hash: z.string(),
    amount: decimal,
    confirmations: z.number().int(),
    required_confirmations: z.number().int(),
    status: z.enum(['0', '1', '2']),
    create_time: epochMs,
    update_time: epochMs,
  }),
);
export const depositPage = exactly<Page<DepositRow>>()(pageOf(depositRow));

export const withdrawalRow = exactly<WithdrawalRow>()(
  z.object({
    id: z.string(),
    coin: z.string(),
    chain: z.string(),
    address: z.string(),
    memo: z.string(),
    amount: decimal,
    fee: decimal,
    total: decimal,
    status: z.enum(['0', '1', '2', '3']),
    tx_hash: z.string(),
    remark: z.string(),
    create_time: epochMs,
    update_time: epochMs,
  }),
);
export const withdrawalPage = exactly<Page<WithdrawalRow>>()(pageOf(withdrawalRow));

export const withdrawalKey = exactly<WithdrawalKey>()(
  z.object({
    kid: z.string(),
    alg: z.literal('RSA-OAEP-256'),
    enc: z.literal('A256GCM'),
    jwk: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), alg: z.literal('RSA-OAEP-256'), use: z.literal('enc'), kid: z.string() }),
    pem: z.string(),
  }),
);

const billRow = exactly<BillRow>()(z.object({ id: z.string(), type: accountType, kind: z.string(), coin: z.string(), amount: decimal, create_time: epochMs }));
export const billPage = exactly<Page<BillRow>>()(pageOf(billRow));
