// The margin account the page shows, whichever mode: the isolated pair's or the cross one, as one
// shape (figures as the server sent them, the pair's two coins' rows, leverage). Refetched on the
// member's refresh messages (margin orders and liquidations send ggzc / ggqc).
import type { MarginAccountFigures, MarginAssetRow, MarginMode } from '@exchange/contract/margin';
import { splitPair } from '@exchange/contract/format-pair';
import { marginKeys, useCrossProperty, useIsolatedProperty } from '../../api/marginQueries.ts';
import { useRefetchOnOwnChange } from '../spot/orders/useRefetchOnOwnChange.ts';

export interface MarginAccountView {
  figures: MarginAccountFigures;
  base: MarginAssetRow;
  quote: MarginAssetRow;
  leverage: number;
  maxLeverage: number | null;
}

const LIVE = [marginKeys.all];

const emptyRow = (coin: string): MarginAssetRow => ({ coin, available: '0', frozen: '0', borrowed: '0', interest: '0', owed: '0', dayRate: '', minBorrow: '' });

export const useMarginAccount = (mode: MarginMode, pair: string, enabled = true) => {
  useRefetchOnOwnChange(LIVE);
  const isolated = useIsolatedProperty(pair, enabled && mode === 'fixed');
  const cross = useCrossProperty(enabled && mode === 'all');
  const query = mode === 'fixed' ? isolated : cross;
  const { base, quote } = splitPair(pair);
  const data = query.data;
  const rowOf = (coin: string) => data?.assets.find((a) => a.coin === coin) ?? emptyRow(coin);
  const view: MarginAccountView | undefined = data && {
    figures: data,
    base: rowOf(base),
    quote: rowOf(quote),
    leverage: 'currentLeverageRadio' in data ? data.currentLeverageRadio : data.current_leverage_radio,
    maxLeverage: 'maxLeverageRadio' in data ? data.maxLeverageRadio : null,
  };
  return { view, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
};
