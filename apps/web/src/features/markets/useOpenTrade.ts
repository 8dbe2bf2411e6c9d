// Opening a market's trading screen from a row, a card or a search result.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Ticker } from '../../api/marketMap.ts';
import { useTradeType } from '../../app/tradeType.ts';
import { tradePath, tradeTypeOf } from './tradePath.ts';

/** Sets the trade type only; for links, which navigate by themselves. */
export const useChooseTrade = () => {
  const choose = useTradeType((state) => state.choose);
  return useCallback((ticker: Pick<Ticker, 'kind'>) => choose(tradeTypeOf(ticker)), [choose]);
};

/** Sets the trade type and navigates to the market's trading screen. */
export const useOpenTrade = () => {
  const navigate = useNavigate();
  const chooseTrade = useChooseTrade();
  return useCallback(
    (ticker: Pick<Ticker, 'kind' | 'pair'>) => {
      chooseTrade(ticker);
      void navigate(tradePath(ticker));
    },
    [navigate, chooseTrade],
  );
};
