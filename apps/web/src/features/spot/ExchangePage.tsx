// DESIGN: the spot exchange page (spec §2 /exchange/full-screen/{BASE_QUOTE}, /exchange/index,
// /exchange/full-screen_newCoin/{type}). Three routes, one screen (page/SpotScreen.tsx):
//   page/     which pair a route shows (pairRoute, lastPair), the grid, not-found
//   selector/ pair list with search, favourites and quote tabs (markets' helpers reused)
//   ticker/   the 24h header, live from {kind}_detail_{PAIR}; it also owns the document title
//   chart/    k-line (lightweight-charts, EMA in big.js, history paged at the left edge) and depth
//   book/     order book, trades/ recent trades: drawn by plain DOM writers from the realtime
//             stores once per animation frame (DESIGN §7), React renders only their controls
//   orders/   the member's forms, balances and order tabs (another module; placed by the grid)
// A price clicked in the book or the trades reaches the forms through tradeTicket.ts.
import { useParams } from 'react-router';
import { SpotRoute } from './page/SpotRoute.tsx';
import { pairFromParam } from './page/pairRoute.ts';

/** /exchange/full-screen/:symbolName: any spot pair, named BASE_QUOTE. */
export default function ExchangePage() {
  const { symbolName } = useParams();
  const pair = pairFromParam(symbolName);
  return <SpotRoute mode="spot" wanted={pair ?? symbolName ?? ''} choose={(rules) => rules.find((rule) => rule.pair === pair)} />;
}
