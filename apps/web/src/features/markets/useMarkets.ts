// Every spot and contract market with its live figures, and the member's favourites: what the
// markets page, the home overview and the search read. The lists come from the shared query cache;
// `all_symbol_detail` changes are merged over them once per frame.
import { useCallback, useMemo } from 'react';
import { tickerKey, type Ticker } from '../../api/marketMap.ts';
import { useContractMarkets, useFavourites, useSpotMarkets } from '../../api/marketQueries.ts';
import { useSymbolDetails } from '../../realtime/marketStore.ts';
import { useSession } from '../../session/index.ts';
import { withLiveFigures } from './marketTable.ts';

export interface MarketsData {
  tickers: Ticker[];
  isPending: boolean;
  isError: boolean;
  /** The live figures stopped: the channel is down and no change has come since (LiveState.stale). */
  stale: boolean;
  retry: () => void;
}

export const useMarkets = (): MarketsData => {
  const spot = useSpotMarkets();
  const contracts = useContractMarkets();
  const live = useSymbolDetails();
  const tickers = useMemo(
    () => withLiveFigures([...(spot.data ?? []), ...(contracts.data ?? [])], live.data),
    [spot.data, contracts.data, live.data],
  );
  const { refetch: refetchSpot } = spot;
  const { refetch: refetchContracts } = contracts;
  const retry = useCallback(() => {
    void refetchSpot();
    void refetchContracts();
  }, [refetchSpot, refetchContracts]);
  return {
    tickers,
    isPending: spot.isPending || contracts.isPending,
    isError: spot.isError || contracts.isError,
    stale: live.stale,
    retry,
  };
};

export interface FavouriteList {
  isLoggedIn: boolean;
  /** The member's favourite markets (empty for visitors). */
  list: Ticker[];
  keys: ReadonlySet<string>;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

const NONE: Ticker[] = [];

export const useFavouriteList = (): FavouriteList => {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const favourites = useFavourites();
  const list = isLoggedIn ? (favourites.data ?? NONE) : NONE;
  const keys = useMemo(() => new Set(list.map((ticker) => tickerKey(ticker.kind, ticker.pair))), [list]);
  const { refetch } = favourites;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { isLoggedIn, list, keys, isPending: isLoggedIn && favourites.isPending, isError: favourites.isError, retry };
};
