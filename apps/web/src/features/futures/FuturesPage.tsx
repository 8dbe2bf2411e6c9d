// DESIGN: the futures exchange page (spec §2 /exchange/full-contract/{ubw|bbw}, issue 22 part 8). It
// is the spot screen's grid and market panels (features/spot: selector, chart, book, trades, phone
// bar) with the contract's own parts:
//   page/     which contract the route shows (futuresRoute), the screen
//   ticker/   last, mark and index price, funding rate with its countdown and who pays
//   chart/    the mark, entry and liquidation price lines over the spot k-line
//   orders/   the order ticket (open / close; limit, market, plan; leverage and margin mode; amount in
//             coin, USDT or contracts; cost and max open before sending; TP/SL), the contract account
//   positions/ the member's positions with their dialogs (margin, TP/SL, limit close, close all)
//   lists/    the tabs under the chart (positions, current, plan, TP/SL orders, history, fills)
// Every risk figure (margin, liquidation price, PnL, ROE, margin ratio) is shown as the server sends it:
// nothing here works one out. The member's lists follow `refresh_{member}` messages of the kind.
import { Navigate, useParams, useSearchParams } from 'react-router';
import { pairFromParam } from '../spot/page/pairRoute.ts';
import { FuturesRoute } from './page/FuturesRoute.tsx';
import { isContractKind } from './page/futuresRoute.ts';

export default function FuturesPage() {
  const { type } = useParams();
  const [search] = useSearchParams();
  if (!isContractKind(type)) return <Navigate to="/exchange/full-contract/ubw" replace />;
  return <FuturesRoute key={type} kind={type} wanted={pairFromParam(search.get('symbol') ?? undefined)} />;
}
