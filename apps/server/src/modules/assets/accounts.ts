// The member's sub-accounts: what each holds and is worth (getWalletAccount, getCurrencyAccount,
// getMyBalance, getCoinRate), and transfers between them (wallet/trans).
import {
  WALLET_ACCOUNT_TYPES,
  WALLET_TYPES,
  type CoinRate,
  type ContractTransferable,
  type CurrencyAccountRow,
  type TransferResult,
  type WalletAccountRow,
  type WalletAccountType,
  type WalletBalanceRow,
} from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { LEDGER_SCALE, memberOwner, trimUnits, type Ledger, type WalletBalance } from '../../ledger/index.ts';
import { coinAvatar } from '../../market/symbols.ts';
import { WALLET_COINS } from './coins.ts';
import { accountTypeOf, amountOf, coinOf, isMerchant, memberOf } from './checks.ts';
import { valueOf, type Prices } from './prices.ts';

const NAMES: Record<'0' | WalletAccountType, string> = { '0': 'Total', '1': 'Spot', '2': 'Coin', '3': 'Lever', '4': 'Contract', '8': 'Merchant', '9': 'Pulse' };

/** Wallet coins first (zeros included, so every coin has a row to deposit into), then anything else held. */
const coinsWith = (held: WalletBalance[]): string[] => [...new Set([...WALLET_COINS, ...held.map((b) => b.asset)])];

export interface TransferInput {
  fromType: unknown;
  toType: unknown;
  coin: string;
  amount: string;
}

export const createAccounts = (deps: { db: Db; ledger: Ledger; prices: Prices }) => {
  const { db, ledger, prices } = deps;

  const valued = (b: { asset: string; available: bigint; locked: bigint }) => {
    const price = prices.usdt(b.asset);
    return { total: valueOf(b.available + b.locked, price), available: valueOf(b.available, price) };
  };

  const merchantGuard = async (memberId: string, types: WalletAccountType[]) => {
    if (!types.includes(WALLET_TYPES.merchant)) return;
    if (!isMerchant(await memberOf(db, memberId))) throw new BusinessError('The merchant account is only for merchants');
  };

  return {
    async walletAccounts(memberId: string): Promise<WalletAccountRow[]> {
      const held = await ledger.balances(memberOwner(memberId));
      const rate = trimUnits(prices.usdt('BTC') ?? 0n);
      const sums = new Map<string, { total: bigint; available: bigint }>();
      for (const b of held) {
        const v = valued(b);
        const sum = sums.get(b.walletType) ?? { total: 0n, available: 0n };
        sums.set(b.walletType, { total: sum.total + v.total, available: sum.available + v.available });
      }
      const sumOf = (type: string) => sums.get(type) ?? { total: 0n, available: 0n };
      // Pulse has its own wallet screen and is left out of the total (spec §9).
      const counted = WALLET_ACCOUNT_TYPES.filter((type) => type !== WALLET_TYPES.pulse).map(sumOf);
      const total = { total: counted.reduce((s, v) => s + v.total, 0n), available: counted.reduce((s, v) => s + v.available, 0n) };
      const row = (type: '0' | WalletAccountType, v: { total: bigint; available: bigint }): WalletAccountRow => ({
        type,
        name: NAMES[type],
        usdt: trimUnits(v.total),
        rate,
        balanceUsdt: trimUnits(v.available),
      });
      return [row('0', total), ...WALLET_ACCOUNT_TYPES.map((type) => row(type, sumOf(type)))];
    },

    async currencyAccount(memberId: string, typeInput: unknown, coinFilter?: string): Promise<CurrencyAccountRow[]> {
      const type = accountTypeOf(typeInput);
      const only = coinFilter?.trim() ? coinOf(coinFilter) : undefined;
      const held = await ledger.balances(memberOwner(memberId), type);
      const byCoin = new Map(held.map((b) => [b.asset, b]));
      return coinsWith(held)
        .filter((coin) => !only || coin === only)
        .map((coin) => {
          const b = byCoin.get(coin) ?? { asset: coin, available: 0n, locked: 0n };
          return {
            coin,
            avatar: coinAvatar(coin),
            available: trimUnits(b.available),
            frozen: trimUnits(b.locked),
            total: trimUnits(b.available + b.locked),
            usdt: trimUnits(valued(b).total),
          };
        });
    },

    async myBalance(memberId: string, typeInput: unknown): Promise<WalletBalanceRow[]> {
      const type = accountTypeOf(typeInput);
      const held = await ledger.balances(memberOwner(memberId), type);
      const byCoin = new Map(held.map((b) => [b.asset, b]));
      return coinsWith(held).map((coin) => {
        const b = byCoin.get(coin);
        return { coin, available: trimUnits(b?.available ?? 0n), frozen: trimUnits(b?.locked ?? 0n) };
      });
    },

    coinRates(): CoinRate[] {
      return WALLET_COINS.map((coin) => ({ coin, rate: trimUnits(prices.usdt(coin) ?? 0n) }));
    },

    /** What may leave the contract account: its available balance (positions hold the rest as frozen). */
    async contractTransferable(memberId: string, coinInput: string): Promise<ContractTransferable> {
      const coin = coinOf(coinInput);
      const { available } = await ledger.balance(memberOwner(memberId), WALLET_TYPES.contract, coin);
      return { coin, transferable: trimUnits(available) };
    },

    async transfer(memberId: string, input: TransferInput): Promise<TransferResult> {
      const from = accountTypeOf(input.fromType);
      const to = accountTypeOf(input.toType);
      if (from === to) throw new BusinessError('Choose two different accounts');
      const coin = coinOf(input.coin);
      const amount = amountOf(input.amount, LEDGER_SCALE);
      await merchantGuard(memberId, [from, to]);
      const owner = memberOwner(memberId);
      // The ledger refuses with "Insufficient balance" when the source cannot cover it.
      await ledger.transfer({
        kind: 'transfer',
        ref: `trans:${from}>${to}`,
        moves: [{ from: { ...owner, walletType: from, balance: 'available' }, to: { ...owner, walletType: to, balance: 'available' }, asset: coin, amount }],
      });
      const [a, b] = await Promise.all([ledger.balance(owner, from, coin), ledger.balance(owner, to, coin)]);
      return { coin, from: { type: from, available: trimUnits(a.available) }, to: { type: to, available: trimUnits(b.available) } };
    },
  };
};

export type Accounts = ReturnType<typeof createAccounts>;
