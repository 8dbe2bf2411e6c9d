import { describe, expect, it } from 'vitest';
import { checkContractOrder, checkLeverage, checkMarginAmount, checkTpSl, contractOrderMessage, FUTURES_PATH, maxOpenAmount, openCost, type ContractOrderBody } from './futures.ts';

const ubw = { priceScale: 1, amountScale: 3, minAmount: '0.001' };
const bbw = { priceScale: 1, amountScale: 0, minAmount: '1' };
const body = (extra: Partial<ContractOrderBody>): ContractOrderBody => ({ exchangeCoinStr: 'BTC/USDT', contractType: '1', direction: '1', ...extra });

describe('checkContractOrder', () => {
  it('accepts a limit open and a market close', () => {
    expect(checkContractOrder('open', 'ptwt', body({ price: '65000.5', amount: '0.01' }), ubw)).toBeNull();
    expect(checkContractOrder('close', 'sjwt', body({ direction: '3', amount: '0.01' }), ubw)).toBeNull();
  });

  it('keeps opens to directions 1 and 2 and closes to 3 and 4', () => {
    expect(checkContractOrder('open', 'ptwt', body({ direction: '3', price: '1', amount: '1' }), ubw)).toEqual({ field: 'direction', problem: 'wrong_direction', limit: 'open' });
    expect(checkContractOrder('close', 'sjwt', body({ direction: '2', amount: '1' }), ubw)?.problem).toBe('wrong_direction');
    expect(checkContractOrder('open', 'ptwt', body({ direction: '5' as never, price: '1', amount: '1' }), ubw)?.problem).toBe('required');
  });

  it('counts bbw amounts in whole contracts', () => {
    expect(checkContractOrder('open', 'ptwt', body({ contractType: '2', price: '65000', amount: '3' }), bbw)).toBeNull();
    const issue = checkContractOrder('open', 'ptwt', body({ contractType: '2', price: '65000', amount: '1.5' }), bbw)!;
    expect(contractOrderMessage(issue)).toBe('The amount must be a whole number of contracts');
  });

  it('puts take-profit and stop-loss on the right sides for a long and for a short', () => {
    const long = (tp?: string, sl?: string) => checkContractOrder('open', 'ptwt', body({ price: '100', amount: '1', takeProfitPrice: tp, stopLossPrice: sl }), ubw);
    const short = (tp?: string, sl?: string) => checkContractOrder('open', 'ptwt', body({ direction: '2', price: '100', amount: '1', takeProfitPrice: tp, stopLossPrice: sl }), ubw);
    expect(long('110', '90')).toBeNull();
    expect(short('90', '110')).toBeNull();
    // The original's mistake was to judge a short like a long.
    expect(short('110')).toEqual({ field: 'takeProfitPrice', problem: 'take_profit_side', limit: 'short' });
    expect(short(undefined, '90')).toEqual({ field: 'stopLossPrice', problem: 'stop_loss_side', limit: 'short' });
    expect(long('90')?.problem).toBe('take_profit_side');
    expect(long(undefined, '110')?.problem).toBe('stop_loss_side');
    expect(contractOrderMessage(short('110')!)).toBe('For a short, the take-profit price must be below the reference price');
  });

  it('judges a market open and a position take-profit / stop-loss against the reference price', () => {
    expect(checkContractOrder('open', 'sjwt', body({ amount: '1', takeProfitPrice: '90' }), ubw, '100')?.problem).toBe('take_profit_side');
    const zyzs = (direction: '3' | '4', zyzsType: '1' | '2', triggerPrice: string) => checkContractOrder('close', 'zyzs', body({ direction, zyzsType, triggerPrice }), ubw, '100');
    expect(zyzs('3', '1', '110')).toBeNull();
    expect(zyzs('3', '2', '90')).toBeNull();
    expect(zyzs('4', '1', '90')).toBeNull();
    expect(zyzs('4', '2', '110')).toBeNull();
    expect(zyzs('4', '1', '110')?.problem).toBe('take_profit_side');
    expect(zyzs('3', '2', '110')?.problem).toBe('stop_loss_side');
    expect(checkContractOrder('close', 'zyzs', body({ direction: '3', triggerPrice: '110' }), ubw, '100')).toEqual({ field: 'zyzsType', problem: 'required' });
  });

  it('asks a plan order for its trigger and refuses split positions', () => {
    expect(checkContractOrder('open', 'jhwt', body({ price: '100', amount: '1' }), ubw)).toEqual({ field: 'triggerPrice', problem: 'required' });
    expect(checkContractOrder('open', 'ptwt', body({ price: '100', amount: '1', patternType: '2' }), ubw)?.problem).toBe('split_not_offered');
  });

  it('checkTpSl alone', () => {
    expect(checkTpSl(true, '100', '', '', 2)).toBeNull();
    expect(checkTpSl(false, '100', '100', undefined, 2)?.problem).toBe('take_profit_side');
  });
});

describe('leverage and margin amounts', () => {
  it('checks leverage against the pair', () => {
    expect(checkLeverage('20', 100)).toBeNull();
    expect(checkLeverage(101, 100)).toBe('Leverage must be at most 100x for this contract');
    expect(checkLeverage('2.5', 100)).toBe('Leverage must be a whole number');
    expect(checkLeverage('0', 100)).toBe('Leverage must be at least 1');
  });

  it('checks a margin amount', () => {
    expect(checkMarginAmount('10.5')).toBeNull();
    expect(checkMarginAmount('0')).toBe('The amount must be greater than 0');
    expect(checkMarginAmount('0.000000001')).toBe('The amount allows at most 8 decimals');
  });
});

describe('cost and max open', () => {
  it('prices an open in USDT (ubw) and in coin (bbw)', () => {
    expect(openCost('ubw', '1', '50000', 10, '0.0004', '1')).toEqual({ margin: '5000', fee: '20', total: '5020' });
    // 100 contracts of 100 USD at 50,000: 0.2 BTC notional.
    expect(openCost('bbw', '100', '50000', 10, '0.0004', '100')).toEqual({ margin: '0.02', fee: '0.00008', total: '0.02008' });
  });

  it('answers the largest amount the available balance opens', () => {
    expect(maxOpenAmount('ubw', '5020', '50000', 10, '0.0004', '1', 3)).toBe('1');
    expect(maxOpenAmount('bbw', '0.02008', '50000', 10, '0.0004', '100', 0)).toBe('100');
  });

  it('builds the paths', () => {
    expect(FUTURES_PATH.entrustLog('ubw', 'dqwt', 'BTC/USDT')).toBe('entrust/entrustlogContract/ubw/dqwt/BTC_USDT');
    expect(FUTURES_PATH.wallet('BTC/USD')).toBe('wallet/get/contract/BTC_USD');
    expect(FUTURES_PATH.transferable('USDT')).toBe('wallet/contract/transferable/USDT');
  });
});
