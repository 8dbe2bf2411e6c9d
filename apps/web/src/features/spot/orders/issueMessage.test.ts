import { describe, expect, it } from 'vitest';
import en from '@exchange/contract/translations/en.json';
import { SPOT_ORDER_MESSAGES, spotOrderMessage, type SpotOrderField, type SpotOrderIssue, type SpotOrderProblem } from '@exchange/contract/spot';
import { i18n } from '../../../i18n/index.ts';
import { issueMessage, issueText } from './issueMessage.ts';

const texts = en as Record<string, string>;
const t = (key: string, values?: Record<string, string>) => i18n.t(key, values);
const FIELDS: SpotOrderField[] = ['price', 'amount', 'money', 'triggerPrice', 'takeProfitPrice', 'stopLossPrice', 'direction'];

describe('issue messages', () => {
  it('puts each issue by its form field', () => {
    expect(issueMessage({ field: 'amount', problem: 'required' })).toEqual({
      field: 'num',
      key: 'spot.order.error.required',
      values: { field: 'spot.order.field_word.amount' },
    });
    expect(issueMessage({ field: 'triggerPrice', problem: 'required' }).field).toBe('triggerMoney');
    expect(issueMessage({ field: 'takeProfitPrice', problem: 'tp_sl_required' }).field).toBe('fullPrice');
    expect(issueMessage({ field: 'stopLossPrice', problem: 'stop_loss_side' }).field).toBe('lossPrice');
    expect(issueMessage({ field: 'direction', problem: 'required' }).field).toBe('form');
  });

  it('has an English text for every problem and field', () => {
    for (const problem of Object.keys(SPOT_ORDER_MESSAGES)) expect(texts[`spot.order.error.${problem}`], problem).toBeTruthy();
    for (const field of FIELDS) expect(texts[`spot.order.field_word.${field}`], field).toBeTruthy();
  });

  it('words an issue in English as the server does', () => {
    const issues: SpotOrderIssue[] = (Object.keys(SPOT_ORDER_MESSAGES) as SpotOrderProblem[]).flatMap((problem) =>
      FIELDS.map((field) => ({ field, problem, limit: '4' })),
    );
    for (const issue of issues) expect(issueText(issue, t).text).toBe(spotOrderMessage(issue));
  });
});
