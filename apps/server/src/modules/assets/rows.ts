// Wallet rows as the wire shows them (contract wallet.ts): ledger units become decimal strings,
// timestamps epoch milliseconds.
import type { BillRow, DepositRow, DepositStatus, Page, WalletAccountType, WithdrawalRow, WithdrawalStatus } from '@exchange/contract';
import { trimUnits } from '../../ledger/index.ts';
import type { BillRecord, DepositRecord, Paged, PageQuery, WithdrawalRecord } from './repo.ts';

const ms = (d: Date | string) => new Date(d).getTime();

export const depositRow = (r: DepositRecord): DepositRow => ({
  id: String(r.id),
  coin: r.coin,
  chain: r.chain,
  address: r.address,
  tx_hash: r.tx_hash,
  amount: trimUnits(BigInt(r.amount)),
  confirmations: r.confirmations,
  required_confirmations: r.required_confirmations,
  status: r.status as DepositStatus,
  create_time: ms(r.create_time),
  update_time: ms(r.update_time),
});

export const withdrawalRow = (r: WithdrawalRecord): WithdrawalRow => ({
  id: String(r.id),
  coin: r.coin,
  chain: r.chain,
  address: r.address,
  memo: r.memo,
  amount: trimUnits(BigInt(r.amount)),
  fee: trimUnits(BigInt(r.fee)),
  total: trimUnits(BigInt(r.amount) + BigInt(r.fee)),
  status: r.status as WithdrawalStatus,
  tx_hash: r.tx_hash,
  remark: r.remark,
  create_time: ms(r.create_time),
  update_time: ms(r.update_time),
});

export const billRow = (r: BillRecord): BillRow => ({
  id: r.id,
  type: r.wallet_type as WalletAccountType,
  kind: r.kind,
  coin: r.asset,
  amount: trimUnits(BigInt(r.amount)),
  create_time: ms(r.create_time),
});

export const page = <R, T>(q: PageQuery, paged: Paged<R>, map: (r: R) => T): Page<T> => ({
  records: paged.rows.map(map),
  total: paged.total,
  size: q.size,
  current: q.current,
  pages: Math.ceil(paged.total / q.size),
});
