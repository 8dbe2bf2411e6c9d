// Margin calls (spec §7 margin lines, contract margin.ts): borrowable amounts, borrow quotes,
// borrows, repays, the isolated and cross accounts' figures, leverage and loans. Every figure (level,
// thresholds, debt, interest) is the server's; nothing is computed here.
import type { Page } from '@exchange/contract/envelope';
import {
  MARGIN_PATH,
  type BorrowQuote,
  type CanBorrow,
  type CrossBorrowRow,
  type CrossProperty,
  type IsolatedProperty,
  type LoanRow,
  type MarginMode,
  type RepayResult,
} from '@exchange/contract/margin';
import { pairToPath } from '@exchange/contract/format-pair';
import { toPage } from './spot.ts';
import { coinUrl, request } from './transport.ts';

export interface BorrowInput {
  pair: string;
  coin: string;
  amount: string;
}

const borrowBody = ({ pair, coin, amount }: BorrowInput) => ({ symbolName: pair, symbol: coin, depositAmount: amount });

export const getCanBorrow = (mode: MarginMode, pair: string): Promise<CanBorrow> =>
  request({ url: coinUrl(MARGIN_PATH.canBorrow(mode)), method: 'POST', data: { symbolName: pair } });

export const preBorrow = (mode: MarginMode, input: BorrowInput): Promise<BorrowQuote> =>
  request({ url: coinUrl(MARGIN_PATH.preBorrow(mode)), method: 'POST', data: borrowBody(input) });

export const borrow = (mode: MarginMode, input: BorrowInput): Promise<BorrowQuote> =>
  request({ url: coinUrl(MARGIN_PATH.borrow(mode)), method: 'POST', data: borrowBody(input) });

export const repay = (mode: MarginMode, { pair, coin, amount }: BorrowInput): Promise<RepayResult> =>
  request({ url: coinUrl(MARGIN_PATH.repay(mode)), method: 'POST', data: { symbolName: pair, symbol: coin, cou: amount } });

export const getIsolatedProperty = (pair: string): Promise<IsolatedProperty> => request({ url: coinUrl(MARGIN_PATH.isolatedProperty(pair)) });

export const getCrossProperty = (): Promise<CrossProperty> => request({ url: coinUrl(MARGIN_PATH.crossProperty) });

export const getCrossBorrowList = (): Promise<CrossBorrowRow[]> => request({ url: coinUrl(MARGIN_PATH.crossBorrowList) });

export const setIsolatedLeverage = (pair: string, leverage: number): Promise<{ symbolName: string; leverage: number }> =>
  request({ url: coinUrl(MARGIN_PATH.leverage), method: 'POST', data: { symbolName: pair, cou: leverage } });

export const getLoans = async (when: 'now' | 'history', mode: MarginMode, pair: string | 'all', page: { current: number; size: number }): Promise<Page<LoanRow>> =>
  toPage<LoanRow>(await request({ url: coinUrl(MARGIN_PATH.loans(when, mode, pair === 'all' ? 'all' : pairToPath(pair))), params: { ...page } }));
