// /accountNew/asset/{spot|coin|lever|contract|merchant}: one account's value and coins, with
// deposit and withdraw (funding account) and transfer. The account comes from the path's last part.
// The contract account adds its equity, margin and unrealised PnL per settlement coin (ContractSummary);
// the lever account lists its cross coins, then each isolated pair's coins under the pair's name.
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { btcValue, toCurrency } from '@exchange/contract/format-assets';
import { WALLET_TYPES } from '@exchange/contract/wallet';
import { useAccountCoins } from '../../api/walletQueries.ts';
import { usePreferences } from '../../session/preferences.ts';
import { Empty } from '../../ui/Empty.tsx';
import { ContractSummary } from '../futures/account/ContractSummary.tsx';
import { CoinTable } from '../wallet/CoinTable.tsx';
import { CoinToolbar } from '../wallet/CoinToolbar.tsx';
import { filterCoins } from '../wallet/coinFilter.ts';
import { EyeToggle } from '../wallet/EyeToggle.tsx';
import { ListState } from '../../app/ListState.tsx';
import { TransferDialog } from '../wallet/transfer/TransferDialog.tsx';
import { MarginTransferDialog } from '../margin/MarginTransferDialog.tsx';
import { useViewer } from '../wallet/useViewer.ts';
import { useWalletTotal } from '../wallet/useWalletTotal.ts';
import { accountNameKey, isZero, typeOfSlug } from '../wallet/walletAccounts.ts';
import { useShown, useWalletDisplay } from '../wallet/walletDisplay.ts';
import styles from '../wallet/wallet.module.css';

export default function AccountAssetPage() {
  const { t } = useTranslation();
  const type = typeOfSlug(useLocation().pathname.split('/').pop()) ?? WALLET_TYPES.spot;
  const viewer = useViewer();
  const { accounts } = useWalletTotal();
  const currency = usePreferences((s) => s.currency);
  const coins = useAccountCoins(type);
  const hideZero = useWalletDisplay((s) => s.hideZero);
  const search = useWalletDisplay((s) => s.tableSearch);
  const shown = useShown();
  const [transfer, setTransfer] = useState<{ coin?: string } | null>(null);
  /** An isolated pair's transfer: it moves to and from that pair's account, never the cross one. */
  const [pairTransfer, setPairTransfer] = useState<string | null>(null);
  const row = accounts.data?.find((r) => r.type === type);
  const all = filterCoins(coins.data ?? [], { hideZero, search: search.coin_name });
  // The lever wallet lists its cross account, then each isolated pair's account (rows with symbolName).
  const rows = all.filter((r) => r.symbolName === undefined);
  const pairs = [...new Set(all.flatMap((r) => (r.symbolName === undefined ? [] : [r.symbolName])))];
  const name = t(accountNameKey(type));

  if (type === WALLET_TYPES.pulse) return <Navigate to="/accountNew/overview" replace />;
  // Spec §6: the merchant account is for merchants, or a former one with funds still in it.
  if (type === WALLET_TYPES.merchant && !viewer.isMerchant && (!row || isZero(row.usdt)))
    return <Empty message={t('accountNew.merchant_only')} />;

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{name}</h1>
      </div>
      <section className={`${styles.card} ${styles.total}`} aria-label={name}>
        <div>
          <div className={styles.totalLabel}>
            {t('accountNew.account_value')}
            <EyeToggle />
          </div>
          <div className={styles.totalBtc}>
            {shown(row ? btcValue(row.usdt, row.rate) : '--')}
            <small>BTC</small>
          </div>
          <div className={styles.totalFiat}>≈ {shown(`${currency.quote_currency}${row ? toCurrency(row.usdt, currency.rate) : '--'}`)}</div>
        </div>
      </section>
      {type === WALLET_TYPES.contract && <ContractSummary />}
      <h2 className={styles.subtitle}>{t('accountNew.coins')}</h2>
      <CoinToolbar />
      {type === WALLET_TYPES.lever && <h3 className={styles.subtitle}>{t('accountNew.lever_cross')}</h3>}
      <ListState failed={t('wallet.load_failed')} isPending={coins.isPending} isError={coins.isError} count={rows.length} refetch={coins.refetch} empty={t('wallet.empty_coins')}>
        <CoinTable label={name} type={type} rows={rows} valuation={search} onTransfer={(coin) => setTransfer({ coin })} />
      </ListState>
      {pairs.map((pair) => {
        const label = t('accountNew.lever_isolated', { pair: pair.replace('_', '/') });
        return (
          <section key={pair} aria-label={label}>
            <h3 className={styles.subtitle}>{label}</h3>
            <CoinTable label={label} type={type} rows={all.filter((r) => r.symbolName === pair)} valuation={search} onTransfer={() => setPairTransfer(pair)} />
          </section>
        );
      })}
      {transfer && <TransferDialog open from={type} coin={transfer.coin} onClose={() => setTransfer(null)} />}
      {pairTransfer && (
        <MarginTransferDialog open onOpenChange={(open) => !open && setPairTransfer(null)} mode="fixed" pair={pairTransfer.replace('_', '/')} coins={pairTransfer.split('_')} />
      )}
    </>
  );
}
