// What the transfer form may move: the coins of the source account and the available amount of the
// chosen one. Leaving the contract account asks wallet/contract/transferable (open positions keep
// part of the balance); any other account reads assets/getMyBalance?type=.
import { WALLET_TYPES, type WalletAccountType } from '@exchange/contract/wallet';
import { useAccountBalance, useContractTransferable } from '../../../api/walletQueries.ts';

export interface TransferSource {
  coins: string[];
  /** Undefined while loading. */
  available: string | undefined;
}

export const useTransferSource = (from: WalletAccountType, coin: string): TransferSource => {
  const balance = useAccountBalance(from);
  const fromContract = from === WALLET_TYPES.contract;
  const contract = useContractTransferable(coin, fromContract);
  const rows = balance.data ?? [];
  const available = fromContract ? contract.data?.transferable : rows.find((row) => row.coin === coin)?.available;
  return { coins: rows.map((row) => row.coin), available };
};
