// A contract order check's issue (contract ContractOrderIssue) as the forms show it: which field it
// sits by and its translated message. The wording is spot's where the problem is the same (a missing
// or malformed number); a contract's own problems (whole contracts, take-profit and stop-loss sides
// for a long or a short, a trigger at the last price) have their own keys.
import type { ContractOrderField, ContractOrderIssue } from '@exchange/contract/futures';

export type TicketIssueField = 'price' | 'trigger' | 'amount' | 'tp' | 'sl' | 'form';

const FORM_FIELD: Record<ContractOrderField, TicketIssueField> = {
  price: 'price',
  amount: 'amount',
  triggerPrice: 'trigger',
  takeProfitPrice: 'tp',
  stopLossPrice: 'sl',
  direction: 'form',
  zyzsType: 'form',
  pattern: 'form',
  patternType: 'form',
};

const SPOT_FIELD_WORD: Partial<Record<ContractOrderField, string>> = {
  price: 'spot.order.field_word.price',
  amount: 'spot.order.field_word.amount',
  triggerPrice: 'spot.order.field_word.triggerPrice',
  takeProfitPrice: 'spot.order.field_word.takeProfitPrice',
  stopLossPrice: 'spot.order.field_word.stopLossPrice',
};

export interface TicketIssueMessage {
  field: TicketIssueField;
  key: string;
  /** `field` holds the translation key of the field's name; the caller translates it first. */
  values: { field: string; limit?: string };
}

const keyOf = ({ problem, limit }: ContractOrderIssue): string => {
  switch (problem) {
    case 'required':
    case 'not_number':
    case 'not_positive':
    case 'below_minimum':
      return `spot.order.error.${problem}`;
    case 'too_many_decimals':
      return limit === '0' ? 'futures.error.whole_contracts' : 'spot.order.error.too_many_decimals';
    case 'take_profit_side':
    case 'stop_loss_side':
      return `futures.error.${problem}_${limit === 'short' ? 'short' : 'long'}`;
    case 'trigger_side':
      return 'futures.error.trigger_side';
    default:
      return 'futures.error.form';
  }
};

export const ticketIssueMessage = (issue: ContractOrderIssue): TicketIssueMessage => ({
  field: FORM_FIELD[issue.field],
  key: keyOf(issue),
  values: { field: SPOT_FIELD_WORD[issue.field] ?? 'futures.field.order', ...(issue.limit === undefined ? {} : { limit: issue.limit }) },
});

/** The translated message, given i18next's `t`. */
export const ticketIssueText = (issue: ContractOrderIssue, t: (key: string, values?: Record<string, string>) => string): { field: TicketIssueField; text: string } => {
  const message = ticketIssueMessage(issue);
  return { field: message.field, text: t(message.key, { ...message.values, field: t(message.values.field) }) };
};
