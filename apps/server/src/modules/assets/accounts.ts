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
  /** With type 3 on one side: the isolated margin account of this pair rather than the cross one. */
  symbolName?: string | undefined;
}

/** What the margin module says of transfers out of a margin account (modules/margin). */
export interface MarginGate {
  /** The isolated account's wallet type ("3:BTC_USDT") of a pair open to isolated margin holding the coin; throws a BusinessError otherwise. */
  isolatedWallet(symbolName: string, coin: string): string;
  /** Units of the coin that may leave the margin account of this wallet type now. */
  transferable(memberId: string, walletType: string, coin: string): Promise<bigint>;
  /** Runs the transfer under the member's margin queue. */
  serial<T>(memberId: string, work: () => Promise<T>): Promise<T>;
}

/** Ledger units of a coin that may leave the member's contract account now. */
export type ContractTransferableOf = (memberId: string, coin: string) => Promise<bigint>;

/** Refused while pulse is switched off (modules/pulse: PULSE=off or `npm run admin -- pulse-off`): a transfer into its wallet. */
export const PULSE_OFF_TRANSFER = 'Pulse is switched off: nothing can be moved into the pulse wallet (moving out still works)';

/** What a member holds in savings per coin, in ledger units (modules/finance): part of total assets. */
export type SavingsOf = (memberId: string) => Promise<Array<{ asset: string; units: bigint }>>;

export const createAccounts = (deps: {
  db: Db;
  ledger: Ledger;
  prices: Prices;
  contractTransferable?: ContractTransferableOf;
  /**
   * Money moved into or out of the member's contract account: its cross positions' liquidation
   * prices moved with it, and the futures liquidation worker must look again (modules/futures).
   */
  contractChanged?: (memberId: string) => void;
  margin?: MarginGate;
  savings?: SavingsOf;
  pulseOpen?: () => boolean;
}) => {
  const { db, ledger, prices } = deps;
  const contractFree = async (memberId: string, coin: string): Promise<bigint> =>
    deps.contractTransferable ? deps.contractTransferable(memberId, coin) : (await ledger.balance(memberOwner(memberId), WALLET_TYPES.contract, coin)).available;

  const valued = (b: { asset: string; available: bigint; locked: bigint }) => {
    const price = prices.usdt(b.asset);
    return { total: valueOf(b.available + b.locked, price), available: valueOf(b.available, price) };
  };

  const merchantGuard = async (memberId: string, types: WalletAccountType[]) => {
    if (!types.includes(WALLET_TYPES.merchant)) return;
    if (!isMerchant(await memberOf(db, memberId))) throw new BusinessError('The merchant account is only for merchants');
  };

  /**
   * The isolated margin accounts ("3:BASE_QUOTE") a member has a balance row in, by pair name:
   * base then quote, zeros included, each row naming its pair.
   */
  const isolatedRows = async (memberId: string, only: string | undefined, rowOf: (coin: string, b?: WalletBalance) => CurrencyAccountRow): Promise<CurrencyAccountRow[]> => {
    const prefix = `${WALLET_TYPES.lever}:`;
    const wallets = new Map<string, WalletBalance[]>();
    for (const b of await ledger.balances(memberOwner(memberId))) if (b.walletType.startsWith(prefix)) wallets.set(b.walletType, [...(wallets.get(b.walletType) ?? []), b]);
    const rows: CurrencyAccountRow[] = [];
    for (const walletType of [...wallets.keys()].sort()) {
      const symbolName = walletType.slice(prefix.length);
      const [base, quote] = symbolName.split('_') as [string, string];
      const held = wallets.get(walletType)!;
      for (const coin of [base, quote]) if (!only || coin === only) rows.push({ ...rowOf(coin, held.find((b) => b.asset === coin)), symbolName });
    }
    return rows;
  };

  return {
    async walletAccounts(memberId: string): Promise<WalletAccountRow[]> {
      const held = await ledger.balances(memberOwner(memberId));
      const rate = trimUnits(prices.usdt('BTC') ?? 0n);
      const sums = new Map<string, { total: bigint; available: bigint }>();
      for (const b of held) {
        const v = valued(b);
        // Isolated margin accounts ("3:BASE_QUOTE") are part of the lever wallet.
        const type = b.walletType.startsWith(`${WALLET_TYPES.lever}:`) ? WALLET_TYPES.lever : b.walletType;
        const sum = sums.get(type) ?? { total: 0n, available: 0n };
        sums.set(type, { total: sum.total + v.total, available: sum.available + v.available });
      }
      const sumOf = (type: string) => sums.get(type) ?? { total: 0n, available: 0n };
      // Pulse has its own wallet screen and is left out of the total (spec §9).
      const counted = WALLET_ACCOUNT_TYPES.filter((type) => type !== WALLET_TYPES.pulse).map(sumOf);
      // Savings (principal and unpaid interest, held on the savings pool) are the member's too: part
      // of the total, not of any account's available funds.
      const saved = deps.savings ? (await deps.savings(memberId)).reduce((s, h) => s + valueOf(h.units, prices.usdt(h.asset)), 0n) : 0n;
      const total = { total: counted.reduce((s, v) => s + v.total, 0n) + saved, available: counted.reduce((s, v) => s + v.available, 0n) };
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
      const rowOf = (coin: string, b: { asset: string; available: bigint; locked: bigint } = { asset: coin, available: 0n, locked: 0n }): CurrencyAccountRow => ({
        coin,
        avatar: coinAvatar(coin),
        available: trimUnits(b.available),
        frozen: trimUnits(b.locked),
        total: trimUnits(b.available + b.locked),
        usdt: trimUnits(valued(b).total),
      });
      const rows = coinsWith(held)
        .filter((coin) => !only || coin === only)
        .map((coin) => rowOf(coin, byCoin.get(coin)));
      return type === WALLET_TYPES.lever ? [...rows, ...(await isolatedRows(memberId, only, rowOf))] : rows;
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

    /**
     * What may leave the contract account: its available balance, less what open cross positions'
     * losses and margin need (modules/futures transferableUnits); frozen funds back orders and positions.
     */
    async contractTransferable(memberId: string, coinInput: string): Promise<ContractTransferable> {
      const coin = coinOf(coinInput);
      return { coin, transferable: trimUnits(await contractFree(memberId, coin)) };
    },

    async transfer(memberId: string, input: TransferInput): Promise<TransferResult> {
      const from = accountTypeOf(input.fromType);
      const to = accountTypeOf(input.toType);
      if (from === to) throw new BusinessError('Choose two different accounts');
      if (to === WALLET_TYPES.pulse && deps.pulseOpen && !deps.pulseOpen()) throw new BusinessError(PULSE_OFF_TRANSFER);
      const coin = coinOf(input.coin);
      const amount = amountOf(input.amount, LEDGER_SCALE);
      await merchantGuard(memberId, [from, to]);
      if (from === WALLET_TYPES.contract) {
        const free = await contractFree(memberId, coin);
        if (amount > free) throw new BusinessError(`At most ${trimUnits(free)} ${coin} can leave the contract account now: the rest backs positions and orders`);
      }
      const owner = memberOwner(memberId);
      const isolated = input.symbolName?.trim() && deps.margin && (from === WALLET_TYPES.lever || to === WALLET_TYPES.lever) ? deps.margin.isolatedWallet(input.symbolName.trim(), coin) : null;
      const fromWallet = from === WALLET_TYPES.lever && isolated ? isolated : from;
      const toWallet = to === WALLET_TYPES.lever && isolated ? isolated : to;
      const move = async () => {
        if (from === WALLET_TYPES.lever && deps.margin) {
          const free = await deps.margin.transferable(memberId, fromWallet, coin);
          if (amount > free) throw new BusinessError(`At most ${trimUnits(free)} ${coin} can leave the margin account now: the rest backs its debt`);
        }
        // The ledger refuses with "Insufficient balance" when the source cannot cover it.
        await ledger.transfer({
          kind: 'transfer',
          ref: `trans:${fromWallet}>${toWallet}`,
          moves: [{ from: { ...owner, walletType: fromWallet, balance: 'available' }, to: { ...owner, walletType: toWallet, balance: 'available' }, asset: coin, amount }],
        });
      };
      await (deps.margin ? deps.margin.serial(memberId, move) : move());
      if (from === WALLET_TYPES.contract || to === WALLET_TYPES.contract) deps.contractChanged?.(memberId);
      const [a, b] = await Promise.all([ledger.balance(owner, fromWallet, coin), ledger.balance(owner, toWallet, coin)]);
      return { coin, from: { type: from, available: trimUnits(a.available) }, to: { type: to, available: trimUnits(b.available) } };
    },
  };
};

export type Accounts = ReturnType<typeof createAccounts>;
