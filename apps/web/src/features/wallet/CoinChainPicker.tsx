// The coin and network choice shared by deposit and withdrawal (assets/getRechargeCurrency): a coin
// select, then the coin's chains as toggle buttons (most coins have one; USDT has three).
import { useTranslation } from 'react-i18next';
import type { WalletCoin } from '@exchange/contract/wallet';
import { Field } from '../../ui/Field.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';

export interface CoinChainPickerProps {
  coins: readonly WalletCoin[];
  coin: string;
  chain: string;
  onCoin: (coin: string) => void;
  onChain: (chain: string) => void;
}

export function CoinChainPicker({ coins, coin, chain, onCoin, onChain }: CoinChainPickerProps) {
  const { t } = useTranslation();
  const chains = coins.find((c) => c.coin === coin)?.chains ?? [];
  return (
    <>
      <Select label={t('wallet.coin')} options={coins.map((c) => ({ value: c.coin, label: c.coin }))} value={coin} onChange={(e) => onCoin(e.target.value)} />
      <Field label={t('wallet.network')}>
        {() => <Segmented label={t('wallet.network')} value={chain} options={chains.map((c) => ({ value: c.chain, label: c.chain }))} onChange={onChain} />}
      </Field>
    </>
  );
}

/** The chosen coin and chain rows, falling back to the first chain when the chosen one is not offered. */
export const chosenChain = (coins: readonly WalletCoin[], coin: string, chain: string) => {
  const row = coins.find((c) => c.coin === coin);
  return { coinRow: row, chainRow: row?.chains.find((c) => c.chain === chain) ?? row?.chains[0] };
};
