// An order check's issue (contract SpotOrderIssue) as the form shows it: which field it sits by and
// the translation key with its values. The field is named in the message through its own key, so a
// language words "Please enter the {{field}}" once for every field.
import type { SpotOrderField, SpotOrderIssue } from '@exchange/contract/spot';
import type { OrderFields } from './orderFields.ts';

export type IssueField = keyof Pick<OrderFields, 'price' | 'num' | 'money' | 'triggerMoney' | 'fullPrice' | 'lossPrice'> | 'form';

const FORM_FIELD: Record<SpotOrderField, IssueField> = {
  price: 'price',
  amount: 'num',
  money: 'money',
  triggerPrice: 'triggerMoney',
  takeProfitPrice: 'fullPrice',
  stopLossPrice: 'lossPrice',
  direction: 'form',
};

export interface IssueMessage {
  field: IssueField;
  key: string;
  /** `field` holds the translation key of the field's name; the caller translates it first. */
  values: { field: string; limit?: string };
}

export const issueMessage = (issue: SpotOrderIssue): IssueMessage => ({
  field: FORM_FIELD[issue.field],
  key: `spot.order.error.${issue.problem}`,
  values: { field: `spot.order.field_word.${issue.field}`, ...(issue.limit === undefined ? {} : { limit: issue.limit }) },
});

/** The translated message, given i18next's `t`. */
export const issueText = (issue: SpotOrderIssue, t: (key: string, values?: Record<string, string>) => string): { field: IssueField; text: string } => {
  const message = issueMessage(issue);
  return { field: message.field, text: t(message.key, { ...message.values, field: t(message.values.field) }) };
};
