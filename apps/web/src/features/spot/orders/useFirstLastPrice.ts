// The pair's last price, read once to prefill the price fields. It listens to the live ticker store
// only until a price is there and then lets go, so the forms never re-render on a market tick
// (a bench measures typing under a busy book).
import { useEffect, useState } from 'react';
import type { MarketKind } from '@exchange/contract/topics';
import { tickerKey } from '../../../api/marketMap.ts';
import { symbolDetailStore } from '../../../realtime/marketStore.ts';

const NO_PRICE = /^0*\.?0*$/;

/** The last price as a prefill, or nothing: a market that never traded reports "0". */
export const priceToOffer = (last: string | undefined): string | undefined => (last && !NO_PRICE.test(last) ? last : undefined);

/** The market's last price once (spot by default; all_symbol_detail carries contracts too). */
export const useFirstLastPrice = (pair: string, kind: MarketKind = 'xh'): string | undefined => {
  // Tagged with its pair, so a form remounted for a new pair never takes the old pair's price.
  const [found, setFound] = useState<{ pair: string; price: string }>();
  useEffect(() => {
    const read = () => priceToOffer(symbolDetailStore.getSnapshot().data?.get(tickerKey(kind, pair))?.last);
    const now = read();
    if (now) {
      setFound({ pair, price: now });
      return undefined;
    }
    const release = symbolDetailStore.acquire();
    const stop = symbolDetailStore.subscribe(() => {
      const last = read();
      if (!last) return;
      setFound({ pair, price: last });
      stop();
      release();
    });
    return () => {
      stop();
      release();
    };
  }, [pair, kind]);
  return found?.pair === pair ? found.price : undefined;
};
