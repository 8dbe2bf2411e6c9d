// Wallet calls (spec §7 "Wallet and assets", contract WALLET_PATH): the sub-accounts and their coins,
// transfers between them, deposits, withdrawals and bills. Rows keep their wire names (they are the
// contract's types); lists are normalised to a Page here. The withdrawal body never leaves as plain
// text: requestWithdrawal takes the member's form, fetches the server's key and sends the envelope.
import { TIMEOUTS } from '@exchange/contract/constants';
import type { Page } from '@exchange/contract/envelope';
import {
  WALLET_PATH,
  type BillBody,
  type BillRow,
  type ContractTransferable,
  type CurrencyAccountRow,
  type DepositAddress,
  type DepositRow,
  type TransferQuery,
  type TransferResult,
  type WalletAccountRow,
  type WalletAccountType,
  type WalletBalanceRow,
  type WalletCoin,
  type WalletLogBody,
  type WithdrawalBody,
  type WithdrawalKey,
  type WithdrawalRow,
} from '@exchange/contract/wallet';
import { toPage } from './spot.ts';
import { coinUrl, request } from './transport.ts';
import { encryptWithdrawal } from './withdrawalEnvelope.ts';

export const getWalletAccounts = (): Promise<WalletAccountRow[]> => request({ url: coinUrl(WALLET_PATH.walletAccount) });

export const getCurrencyAccount = (type: WalletAccountType): Promise<CurrencyAccountRow[]> =>
  request({ url: coinUrl(WALLET_PATH.currencyAccount), method: 'POST', data: { type } });

export const getMyBalance = (type: WalletAccountType): Promise<WalletBalanceRow[]> =>
  request({ url: coinUrl(WALLET_PATH.myBalance), params: { type } });

export const transferBetweenAccounts = (query: TransferQuery): Promise<TransferResult> =>
  request({ url: coinUrl(WALLET_PATH.transfer), params: { ...query } });

export const getContractTransferable = (coin: string): Promise<ContractTransferable> =>
  request({ url: coinUrl(WALLET_PATH.contractTransferable(coin)) });

export const getWalletCoins = (): Promise<WalletCoin[]> => request({ url: coinUrl(WALLET_PATH.rechargeCurrency) });

/** Spec §9: the address call gives up after 5 s (a wallet node may be slow to derive one). */
export const getDepositAddresses = (coin: string): Promise<DepositAddress[]> =>
  request({ url: coinUrl(WALLET_PATH.depositAddress(coin)), timeoutMs: TIMEOUTS.depositAddressMs });

const log =
  <T>(path: string, extra: WalletLogBody = {}) =>
  async (body: WalletLogBody = {}): Promise<Page<T>> =>
    toPage<T>(await request({ url: coinUrl(path), method: 'POST', data: { ...body, ...extra } }));

/** Spec §7: the deposit log is asked with type 1 (deposits land on the spot account). */
export const getDepositLog = log<DepositRow>(WALLET_PATH.rechargeLog, { type: '1' });
export const getPendingDeposits = log<DepositRow>(WALLET_PATH.rechargePendingLog);
export const getWithdrawalLog = log<WithdrawalRow>(WALLET_PATH.withdrawalLog);
export const getPendingWithdrawals = log<WithdrawalRow>(WALLET_PATH.withdrawalPendingLog);

export const getBills = async (body: BillBody): Promise<Page<BillRow>> =>
  toPage<BillRow>(await request({ url: coinUrl(WALLET_PATH.myBill), method: 'POST', data: body }));

export const getWithdrawalKey = (): Promise<WithdrawalKey> => request({ url: coinUrl(WALLET_PATH.withdrawalKey), tokenless: true });

/** Encrypts the request to the server's current key (DESIGN §4) and sends only the envelope. */
export const requestWithdrawal = async (body: WithdrawalBody): Promise<WithdrawalRow> => {
  const envelope = await encryptWithdrawal(body, await getWithdrawalKey());
  return request({ url: coinUrl(WALLET_PATH.withdrawal), method: 'POST', data: envelope });
};

export const cancelWithdrawal = (id: string): Promise<WithdrawalRow> =>
  request({ url: coinUrl(WALLET_PATH.cancelWithdrawal), method: 'POST', data: { id } });
