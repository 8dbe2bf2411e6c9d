// The coin and chain chosen on the deposit and withdrawal pages; ?coin= (from the assets table or
// the spot page) picks the coin, the first chain is the default.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useWalletCoins } from '../../api/walletQueries.ts';
import { chosenChain } from './CoinChainPicker.tsx';

export const useCoinChoice = () => {
  const coins = useWalletCoins();
  const [params] = useSearchParams();
  const [coin, setCoin] = useState(() => (params.get('coin') ?? 'USDT').toUpperCase());
  const [chain, setChain] = useState('');
  const list = coins.data ?? [];
  const { coinRow, chainRow } = chosenChain(list, coin, chain);
  return {
    coins,
    list,
    coin: coinRow?.coin ?? coin,
    chain: chainRow?.chain ?? '',
    chainRow,
    setCoin: (next: string) => {
      setCoin(next);
      setChain('');
    },
    setChain,
  };
};
