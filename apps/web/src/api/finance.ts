// Savings calls (contract finance.ts): products, the member's holdings and history, subscribe and
// redeem. Amounts go out as the decimal strings the member typed.
import { FINANCE_PATH, type FinanceHistoryPage, type FinanceHolding, type FinanceHoldings, type FinanceProduct, type FinanceRedeemBody, type FinanceSubscribeBody } from '@exchange/contract/finance';
import { coinUrl, request } from './transport.ts';

export const getFinanceProducts = (): Promise<FinanceProduct[]> => request({ url: coinUrl(FINANCE_PATH.products) });

export const getFinanceHoldings = (): Promise<FinanceHoldings> => request({ url: coinUrl(FINANCE_PATH.holdings) });

export const getFinanceHistory = (current: number, size: number): Promise<FinanceHistoryPage> =>
  request({ url: coinUrl(FINANCE_PATH.history), params: { current, size } });

export const subscribeFinance = (body: FinanceSubscribeBody): Promise<FinanceHolding> => request({ url: coinUrl(FINANCE_PATH.subscribe), method: 'POST', data: body });

export const redeemFinance = (body: FinanceRedeemBody): Promise<FinanceHolding> => request({ url: coinUrl(FINANCE_PATH.redeem), method: 'POST', data: body });
