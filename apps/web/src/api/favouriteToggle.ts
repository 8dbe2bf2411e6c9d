// Starring a market (quotes/addOptional and cancelOptional): the favourites list changes at once
// and is put back if the call fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavourite, removeFavourite, tickerKey, type Ticker } from './market.ts';
import { favouritesKey } from './marketQueries.ts';

export interface FavouriteToggle {
  ticker: Ticker;
  /** Whether it is a favourite now (the click removes it). */
  favourite: boolean;
}

const FAVOURITE_MUTATION = ['favourite'] as const;

export const useToggleFavourite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: FAVOURITE_MUTATION,
    mutationFn: ({ ticker, favourite }: FavouriteToggle) =>
      favourite ? removeFavourite(ticker.kind, ticker.pair) : addFavourite(ticker.kind, ticker.pair),
    onMutate: async ({ ticker, favourite }) => {
      await client.cancelQueries({ queryKey: favouritesKey });
      const previous = client.getQueryData<Ticker[]>(favouritesKey);
      const key = tickerKey(ticker.kind, ticker.pair);
      client.setQueryData<Ticker[]>(favouritesKey, (list = []) =>
        favourite ? list.filter((item) => tickerKey(item.kind, item.pair) !== key) : [...list, ticker],
      );
      return { previous };
    },
    onError: (_error, _toggle, result) => {
      client.setQueryData(favouritesKey, result?.previous);
    },
    onSettled: () => {
      // A refetch while another star is still in flight would briefly undo that one's change.
      if (client.isMutating({ mutationKey: FAVOURITE_MUTATION }) <= 1) void client.invalidateQueries({ queryKey: favouritesKey });
    },
  });
};
