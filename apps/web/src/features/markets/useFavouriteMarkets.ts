// The favourites with their star: members toggle (optimistically), visitors are sent to log in
// and brought back to the page they were on.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tickerKey, type Ticker } from '../../api/marketMap.ts';
import { useToggleFavourite } from '../../api/favouriteToggle.ts';
import { loginPathFor } from '../../app/loginRedirect.ts';
import { useFavouriteList, type FavouriteList } from './useMarkets.ts';

export interface FavouritesData extends FavouriteList {
  toggle: (ticker: Ticker) => void;
}

export const useFavouriteMarkets = (): FavouritesData => {
  const favourites = useFavouriteList();
  const { mutate } = useToggleFavourite();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { isLoggedIn, keys } = favourites;
  const toggle = useCallback(
    (ticker: Ticker) => {
      if (!isLoggedIn) {
        void navigate(loginPathFor(`${pathname}${search}`));
        return;
      }
      mutate({ ticker, favourite: keys.has(tickerKey(ticker.kind, ticker.pair)) });
    },
    [isLoggedIn, keys, mutate, navigate, pathname, search],
  );
  return { ...favourites, toggle };
};
