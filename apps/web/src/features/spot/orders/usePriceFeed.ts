// What sets a form's price from outside: the last price once (prefill of an empty field), and every
// price the user picks in the order book or recent trades (useTradeTicket). A pick made before the
// form mounted belongs to another visit or pair and is ignored.
import { useEffect, useRef } from 'react';
import { useTradeTicket } from '../tradeTicket.ts';

export const usePriceFeed = (initialPrice: string | undefined, setPrice: (price: string, prefill: boolean) => void): void => {
  const picked = useTradeTicket((s) => s.picked);
  const seqAtMount = useRef(picked?.seq ?? 0);
  const prefilled = useRef(false);

  useEffect(() => {
    if (!initialPrice || prefilled.current) return;
    prefilled.current = true;
    setPrice(initialPrice, true);
  }, [initialPrice, setPrice]);

  useEffect(() => {
    if (!picked || picked.seq <= seqAtMount.current) return;
    // A pick wins over a later prefill.
    prefilled.current = true;
    setPrice(picked.price, false);
  }, [picked, setPrice]);
};
