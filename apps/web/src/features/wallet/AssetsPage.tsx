// /account/wallet/assets: the total, one card per sub-account, and the chosen account's coins with
// search, hide-zero and valuation; the transfer dialog opens from a row, the total card, or a link
// with ?transfer (the header's asset panel), optionally ?transfer=COIN.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WalletAccountType } from '@exchange/contract/wallet';
import { useAccountCoins } from '../../api/walletQueries.ts';
import { AccountCards } from './AccountCards.tsx';
import { CoinTable } from './CoinTable.tsx';
import { CoinToolbar } from './CoinToolbar.tsx';
import { filterCoins } from './coinFilter.ts';
import { ListState } from '../../app/ListState.tsx';
import { TotalCard } from './TotalCard.tsx';
import { TransferDialog } from './transfer/TransferDialog.tsx';
import { useViewer } from './useViewer.ts';
import { useWalletTotal } from './useWalletTotal.ts';
import { accountNameKey, accountRowsOf, visibleAccountTypes } from './walletAccounts.ts';
import { useWalletDisplay } from './walletDisplay.ts';
import styles from './wallet.module.css';

export default function AssetsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const types = visibleAccountTypes(viewer);
  const { accounts, total, currency } = useWalletTotal();
  const stored = useWalletDisplay((s) => s.assetDisplay.type);
  const setType = useWalletDisplay((s) => s.setAccountType);
  // A stored merchant choice of a member who is no longer one falls back to the first account.
  const type: WalletAccountType = types.includes(stored) ? stored : types[0]!;
  const coins = useAccountCoins(type);
  const hideZero = useWalletDisplay((s) => s.hideZero);
  const search = useWalletDisplay((s) => s.tableSearch);
  // The lever account's isolated pairs have their own tables on /accountNew/asset/lever (and their
  // own transfers); here the margin account is its cross account.
  const rows = filterCoins(coins.data ?? [], { hideZero, search: search.coin_name }).filter((row) => row.symbolName === undefined);

  const [params, setParams] = useSearchParams();
  const [transfer, setTransfer] = useState<{ coin?: string } | null>(null);
  const linked = params.has('transfer') ? { coin: params.get('transfer') || undefined } : null;
  const dialog = transfer ?? linked;
  const close = () => {
    setTransfer(null);
    if (params.has('transfer')) {
      params.delete('transfer');
      setParams(params, { replace: true });
    }
  };

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('section.wallet.assets.title')}</h1>
      </div>
      <TotalCard total={total} currency={currency} onTransfer={() => setTransfer({})} />
      <AccountCards rows={accountRowsOf(accounts.data ?? [], types)} currency={currency} selected={type} onSelect={setType} />
      <CoinToolbar />
      <ListState failed={t('wallet.load_failed')} isPending={coins.isPending} isError={coins.isError} count={rows.length} refetch={coins.refetch} empty={t('wallet.empty_coins')}>
        <CoinTable label={t(accountNameKey(type))} type={type} rows={rows} valuation={search} onTransfer={(coin) => setTransfer({ coin })} />
      </ListState>
      {dialog && <TransferDialog open from={type} coin={dialog.coin} onClose={close} />}
    </>
  );
}
