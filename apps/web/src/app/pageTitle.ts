// The document title (spec §2): exchange screens keep one fixed title, every other page shows its own
// title before the brand so open tabs can be told apart. A trading screen's fixed title names its
// pair after the last price ("65000.50 BTC/USDT Acme"), so a background tab still shows the price.
import type { ExchangeTitle } from './exchangeTitle.ts';

export const pageTitle = (input: {
  brand: string;
  sectionTitle?: string | undefined;
  fixed?: boolean | undefined;
  exchangeTitle: string;
  market?: ExchangeTitle | null | undefined;
}): string => {
  if (input.fixed) return input.market ? `${input.market.price} ${input.market.pair} ${input.brand}` : input.exchangeTitle;
  return input.sectionTitle ? `${input.sectionTitle} - ${input.brand}` : input.brand;
};
