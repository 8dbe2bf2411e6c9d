import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { contractOrderMessage } from '@exchange/contract/futures';
import { ticketIssueMessage, ticketIssueText } from './ticketIssue.ts';

const t = (key: string, values?: Record<string, string>) => i18n.t(key, values);

describe('ticket issues', () => {
  it('puts each issue by its field with its key', () => {
    expect(ticketIssueMessage({ field: 'triggerPrice', problem: 'required' })).toEqual({
      field: 'trigger',
      key: 'spot.order.error.required',
      values: { field: 'spot.order.field_word.triggerPrice' },
    });
    expect(ticketIssueMessage({ field: 'stopLossPrice', problem: 'stop_loss_side', limit: 'short' }).key).toBe('futures.error.stop_loss_side_short');
    expect(ticketIssueMessage({ field: 'pattern', problem: 'required' }).field).toBe('form');
  });

  it('reads as a sentence in English', () => {
    expect(ticketIssueText({ field: 'amount', problem: 'too_many_decimals', limit: '0' }, t)).toEqual({ field: 'amount', text: 'The amount must be a whole number of contracts' });
    // The server's own wording (the contract's messages) where the problem is a contract's.
    for (const issue of [
      { field: 'takeProfitPrice', problem: 'take_profit_side', limit: 'short' },
      { field: 'takeProfitPrice', problem: 'take_profit_side', limit: 'long' },
      { field: 'stopLossPrice', problem: 'stop_loss_side', limit: 'short' },
      { field: 'stopLossPrice', problem: 'stop_loss_side', limit: 'long' },
      { field: 'amount', problem: 'too_many_decimals', limit: '0' },
    ] as const)
      expect(ticketIssueText(issue, t).text).toBe(contractOrderMessage(issue));
    expect(ticketIssueText({ field: 'price', problem: 'too_many_decimals', limit: '1' }, t).text).toBe('The price allows at most 1 decimals');
  });
});
