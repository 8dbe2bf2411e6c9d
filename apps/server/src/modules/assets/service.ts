// The wallet (spec §7 "Wallet and assets", DESIGN §4 wallet accounts and withdrawal body).
//
// Money. Every balance is the ledger's: sub-accounts are its wallet types (1 spot, 2 coin, 3 lever,
// 4 contract, 8 merchant, 9 pulse) of the member, nothing here keeps a balance of its own. The
// wallet's tables record what the outside world did (deposits seen on chain, withdrawal requests
// and their review) and point at the ledger transactions that moved the money.
//
// Flows.
// - Transfer between sub-accounts: one ledger transfer of available funds (accounts.ts).
// - Deposit: a DepositWatcher reports sightings; the one reaching the chain's confirmations
//   credits the funding account from external, once per chain transaction (deposits.ts).
// - Withdrawal: an encrypted request (withdrawalKey.ts) is checked, and amount + fee is held on the
//   funding account; an operator approves (paid out from the hold) or rejects (released), or the
//   member cancels (withdrawals.ts). So for every asset: inside the exchange only deposits add and
//   approved withdrawals remove, and the funding account's locked part covers every pending request.
// - Bills: the member's ledger entries, netted per transaction and account (repo.ts billPage).
//
// Deposits land on and withdrawals leave from FUNDING_WALLET_TYPE, the spot account (the contract
// says why). Operator decisions and deposit credits run one at a time (`serially`) so each is
// decided before its ledger move is staged (ledgerWork.ts).
import type { BillRow, DepositRow, Page, WalletCoin, WithdrawalRow } from '@exchange/contract';
import { FUNDING_WALLET_TYPE } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import { createAccounts, type ContractTransferableOf, type MarginGate, type SavingsOf } from './accounts.ts';
import { WALLET_COINS, walletCoinRow } from './coins.ts';
import { createDeposits } from './deposits.ts';
import { serialQueue } from './ledgerWork.ts';
import type { Prices } from './prices.ts';
import { billPage, depositPage, withdrawalPage, type BillFilter, type PageQuery } from './repo.ts';
import { billRow, depositRow, page, withdrawalRow } from './rows.ts';
import { createWithdrawalKeys } from './withdrawalKey.ts';
import { createWithdrawals } from './withdrawals.ts';
import type { WalletNotifier } from './notify.ts';

export interface LogQuery extends PageQuery {
  coin?: string;
  /** Account type: deposits and withdrawals use the funding account, so any other lists nothing. */
  type?: string;
  pendingOnly: boolean;
}

const empty = <T>(q: PageQuery): Page<T> => ({ records: [], total: 0, size: q.size, current: q.current, pages: 0 });

export const createAssetsService = (deps: {
  db: Db;
  ledger: Ledger;
  prices: Prices;
  now?: () => number;
  notify?: WalletNotifier;
  /** What may leave the contract account (modules/futures: margin in use stays); its available balance without it. */
  contractTransferable?: ContractTransferableOf;
  margin?: MarginGate;
  /** A transfer moved money into or out of a member's contract account (accounts.ts). */
  contractChanged?: (memberId: string) => void;
  /** Whether pulse takes money in (modules/pulse); a transfer into its wallet is refused while not. */
  pulseOpen?: () => boolean;
  /** What the member holds in savings (modules/finance), counted in the total of walletAccounts. */
  savings?: SavingsOf;
}) => {
  const { db, ledger, prices } = deps;
  const notify: WalletNotifier = deps.notify ?? (() => undefined);
  const serially = serialQueue();
  const keys = createWithdrawalKeys(db);
  const accounts = createAccounts({ db, ledger, prices, ...(deps.contractTransferable ? { contractTransferable: deps.contractTransferable } : {}), ...(deps.contractChanged ? { contractChanged: deps.contractChanged } : {}), ...(deps.margin ? { margin: deps.margin } : {}), ...(deps.savings ? { savings: deps.savings } : {}), ...(deps.pulseOpen ? { pulseOpen: deps.pulseOpen } : {}) });
  const deposits = createDeposits({ db, ledger, serially, notify });
  const withdrawals = createWithdrawals({ db, ledger, keys, serially, notify, ...(deps.now ? { now: deps.now } : {}) });

  return {
    accounts,
    deposits,
    withdrawals,
    withdrawalKey: keys.publicKey,

    rechargeCurrencies: (): WalletCoin[] => WALLET_COINS.map(walletCoinRow),

    async depositLog(memberId: string, q: LogQuery): Promise<Page<DepositRow>> {
      if (q.type && q.type !== FUNDING_WALLET_TYPE) return empty(q);
      return page(q, await depositPage(db, memberId, { ...q, pendingOnly: q.pendingOnly }), depositRow);
    },

    async withdrawalLog(memberId: string, q: LogQuery): Promise<Page<WithdrawalRow>> {
      if (q.type && q.type !== FUNDING_WALLET_TYPE) return empty(q);
      return page(q, await withdrawalPage(db, memberId, { ...q, pendingOnly: q.pendingOnly }), withdrawalRow);
    },

    bills: async (memberId: string, q: PageQuery & BillFilter): Promise<Page<BillRow>> => page(q, await billPage(db, memberId, q), billRow),
  };
};

export type AssetsService = ReturnType<typeof createAssetsService>;
