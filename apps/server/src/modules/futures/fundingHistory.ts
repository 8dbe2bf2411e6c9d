// The member's funding history (entrust/get/fundingHistory/{ubw|bbw}): each payment of each of
// their positions at a funding time, as funding.ts wrote it (contract_funding_payment), newest
// first, optionally of one contract or one position. Only the member's own rows are read.
import { CONTRACT_TYPE_OF, type FundingPaymentRow, type Page } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { trimUnits } from '../../ledger/index.ts';
import { lotsToAmount } from '../../market/scales.ts';
import { formatFixed } from '../../risk/index.ts';
import { contractPair } from './pair.ts';

export interface FundingHistoryFilter {
  memberId: string;
  kind: 'ubw' | 'bbw';
  symbol?: string | undefined;
  positionId?: string | undefined;
}

export const fundingHistory = async (db: Db, f: FundingHistoryFilter, page: { current: number; size: number }): Promise<Page<FundingPaymentRow>> => {
  const base = () => {
    let q = db.selectFrom('contract_funding_payment').where('member_id', '=', f.memberId).where('kind', '=', f.kind);
    if (f.symbol !== undefined) q = q.where('symbol', '=', f.symbol);
    if (f.positionId !== undefined) q = q.where('position_id', '=', f.positionId);
    return q;
  };
  const counted = await base().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base()
    .selectAll()
    .orderBy('funding_time', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute();
  const total = Number(counted?.n ?? 0);
  return {
    records: rows.map((r) => {
      const pair = contractPair(r.kind, r.symbol);
      const size = BigInt(r.size_lots);
      return {
        id: String(r.id),
        position_id: r.position_id,
        symbol_name: r.symbol,
        contract_type: CONTRACT_TYPE_OF[pair.kind],
        funding_time: Number(r.funding_time),
        direction: size > 0n ? '1' : '2',
        size: lotsToAmount(pair.config, size < 0n ? -size : size),
        rate: formatFixed(BigInt(r.rate)),
        mark_price: formatFixed(BigInt(r.mark)),
        amount: trimUnits(BigInt(r.amount)),
        coin: r.coin,
      };
    }),
    total,
    size: page.size,
    current: page.current,
    pages: Math.ceil(total / page.size),
  };
};
