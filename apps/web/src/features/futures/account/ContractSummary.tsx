// The contract account on /accountNew/asset/contract, per settlement coin (USDT for the USDT-margined
// contracts, each base coin for the coin-margined ones): equity, available, position and order margin,
// unrealised PnL and margin ratio as the server reports them (wallet/get/contract of one contract that
// settles in the coin), with a transfer in and a way to trade.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WALLET_TYPES } from '@exchange/contract/wallet';
import type { ContractKind } from '@exchange/contract/futures';
import { useContractWallet } from '../../../api/futuresQueries.ts';
import type { Ticker } from '../../../api/marketMap.ts';
import { useContractMarkets } from '../../../api/marketQueries.ts';
import { Button } from '../../../ui/Button.tsx';
import { TransferDialog } from '../../wallet/transfer/TransferDialog.tsx';
import { tradePath } from '../../markets/tradePath.ts';
import { WalletFigures } from './WalletFigures.tsx';
import wallet from '../../wallet/wallet.module.css';
import styles from './ContractSummary.module.css';

export interface SettleCoin {
  coin: string;
  kind: ContractKind;
  /** A contract that settles in the coin: its wallet call reports the coin's contract account. */
  pair: string;
}

/** One entry per settlement coin, in the order the contracts are listed. */
export const settleCoinsOf = (contracts: readonly Pick<Ticker, 'kind' | 'pair' | 'base' | 'quote'>[]): SettleCoin[] => {
  const coins = new Map<string, SettleCoin>();
  for (const { kind, pair, base, quote } of contracts) {
    if (kind !== 'ubw' && kind !== 'bbw') continue;
    const coin = kind === 'ubw' ? quote : base;
    if (!coins.has(coin)) coins.set(coin, { coin, kind, pair });
  }
  return [...coins.values()];
};

function CoinCard({ settle, onTransfer }: { settle: SettleCoin; onTransfer: (coin: string) => void }) {
  const { t } = useTranslation();
  const query = useContractWallet(settle.pair);
  const title = t(settle.kind === 'ubw' ? 'futures.account.ubw_title' : 'futures.account.bbw_title', { coin: settle.coin });
  return (
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      {query.isError ? <p className={styles.note}>{t('futures.account.load_failed')}</p> : <WalletFigures wallet={query.data} coin={settle.coin} />}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => onTransfer(settle.coin)}>
          {t('futures.account.transfer')}
        </Button>
        <Link to={tradePath(settle)}>{t('futures.account.trade')}</Link>
      </div>
    </section>
  );
}

export function ContractSummary() {
  const { t } = useTranslation();
  const contracts = useContractMarkets();
  const [transfer, setTransfer] = useState<string | null>(null);
  const coins = settleCoinsOf(contracts.data ?? []);
  if (coins.length === 0) return null;
  return (
    <>
      <h2 className={wallet.subtitle}>{t('futures.account.by_coin')}</h2>
      <div className={styles.grid}>
        {coins.map((settle) => (
          <CoinCard key={settle.coin} settle={settle} onTransfer={setTransfer} />
        ))}
      </div>
      {transfer && <TransferDialog open from={WALLET_TYPES.spot} to={WALLET_TYPES.contract} coin={transfer} onClose={() => setTransfer(null)} />}
    </>
  );
}
