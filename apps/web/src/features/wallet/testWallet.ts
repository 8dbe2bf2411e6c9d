// Test kit of the wallet's component tests: a fake `request` that answers each call by its path
// (so the real api/wallet.ts runs, encryption included) and rows shaped like the server's.
import { vi } from 'vitest';
import type { RequestOptions } from '../../api/transport.ts';
import type { CurrencyAccountRow, WalletAccountRow, WalletBalanceRow, WalletCoin } from '@exchange/contract/wallet';

export type Answer = (opts: RequestOptions) => unknown;

/** Answers by the longest path suffix that matches the call's url; unknown calls reject. */
export const fakeRequest = (routes: Record<string, Answer | unknown>) =>
  vi.fn(async (opts: RequestOptions) => {
    const path = Object.keys(routes)
      .filter((suffix) => opts.url.endsWith(suffix))
      .sort((a, b) => b.length - a.length)[0];
    if (path === undefined) throw new Error(`unexpected call ${opts.url}`);
    const answer = routes[path];
    return typeof answer === 'function' ? (answer as Answer)(opts) : answer;
  });

export const ACCOUNTS: WalletAccountRow[] = [
  { type: '0', name: 'Total', usdt: '70000', rate: '70000', balanceUsdt: '70000' },
  { type: '1', name: 'Spot', usdt: '35000', rate: '70000', balanceUsdt: '35000' },
  { type: '2', name: 'Coin', usdt: '35000', rate: '70000', balanceUsdt: '35000' },
  { type: '3', name: 'Lever', usdt: '0', rate: '70000', balanceUsdt: '0' },
  { type: '4', name: 'Contract', usdt: '0', rate: '70000', balanceUsdt: '0' },
  { type: '8', name: 'Merchant', usdt: '0', rate: '70000', balanceUsdt: '0' },
  { type: '9', name: 'Pulse', usdt: '7000', rate: '70000', balanceUsdt: '7000' },
];

export const COINS: CurrencyAccountRow[] = [
  { coin: 'USDT', avatar: '', available: '1000', frozen: '0', total: '1000', usdt: '1000' },
  { coin: 'BTC', avatar: '', available: '0.5', frozen: '0', total: '0.5', usdt: '34000' },
  { coin: 'ETH', avatar: '', available: '0', frozen: '0', total: '0', usdt: '0' },
];

export const BALANCES: WalletBalanceRow[] = COINS.map(({ coin, available, frozen }) => ({ coin, available, frozen }));

export const WALLET_COINS: WalletCoin[] = [
  {
    coin: 'USDT',
    avatar: '',
    chains: [
      { chain: 'TRC20', min_deposit: '1', confirmations: 19, withdraw_min: '10', withdraw_fee: '1', withdraw_scale: 6, memo: 0 },
      { chain: 'ERC20', min_deposit: '10', confirmations: 12, withdraw_min: '20', withdraw_fee: '5', withdraw_scale: 6, memo: 0 },
    ],
  },
  { coin: 'XRP', avatar: '', chains: [{ chain: 'XRP', min_deposit: '1', confirmations: 1, withdraw_min: '20', withdraw_fee: '0.25', withdraw_scale: 6, memo: 1 }] },
];

export const EMPTY_PAGE = { records: [], total: 0, size: 10, current: 1, pages: 0 };
