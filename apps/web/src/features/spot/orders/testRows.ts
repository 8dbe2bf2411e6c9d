// Rows for tests: a plain open limit buy unless told otherwise.
import type { EntrustRow, FillRow } from '@exchange/contract/spot';

export const entrustRow = (extra: Partial<EntrustRow> = {}): EntrustRow => ({
  id: '1',
  symbol_name: 'BTC/USDT',
  entrust_type: 'xjwt',
  create_time: 1_714_567_507_000,
  update_time: 1_714_567_507_000,
  direction: '1',
  entrust_price: '100',
  entrust_balance: '1',
  entrust_money: '',
  success_price: '',
  success_balance: '0',
  success_money: '0',
  frozen_balance: '100',
  trigger_price: '',
  take_profit_price: '',
  stop_loss_price: '',
  entrust_status: '0',
  trigger_waiting: '0',
  ...extra,
});

export const fillRow = (extra: Partial<FillRow> = {}): FillRow => ({
  id: 'f1',
  order_id: '1',
  symbol_name: 'BTC/USDT',
  direction: '1',
  price: '100',
  amount: '0.5',
  money: '50',
  fee: '0.0005',
  fee_coin: 'BTC',
  role: 'taker',
  create_time: 1_714_567_507_000,
  ...extra,
});
