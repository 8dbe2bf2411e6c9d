// Fill rows of members (spot_fill), written in the journal's transaction with the trade itself:
// one per member side of a trade, with the fee that side paid, computed exactly as settlement
// charges it (the buyer pays in the base coin, the seller in the quote coin).
import type { Insertable } from 'kysely';
import type { PairConfig } from '@exchange/contract';
import type { SpotFillTable } from '../../db/schema.ts';
import type { BatchRows } from '../../market/batchRows.ts';
import type { EngineEvent } from '../../engine/index.ts';
import { feeOf, unitsOf } from '../../market/settlement.ts';

const memberOf = (owner: string): string | null => (owner.startsWith('member:') ? owner.slice('member:'.length) : null);

export const recordFills = (rows: BatchRows, config: PairConfig, events: readonly EngineEvent[], time: number): void => {
  const units = unitsOf(config);
  const fills: Array<Insertable<SpotFillTable>> = [];
  for (const event of events) {
    if (event.type !== 'trade') continue;
    const sides = [
      { owner: event.takerOwner, orderId: event.takerOrderId, side: event.takerSide, role: 'taker' },
      { owner: event.makerOwner, orderId: event.makerOrderId, side: event.takerSide === 'buy' ? 'sell' : 'buy', role: 'maker' },
    ] as const;
    for (const party of sides) {
      const memberId = memberOf(party.owner);
      if (!memberId) continue;
      const buyer = party.side === 'buy';
      const fee = buyer ? feeOf(units.base(event.quantity), config.buy_fee) : feeOf(units.quote(BigInt(event.price) * BigInt(event.quantity)), config.sell_fee);
      fills.push({
        member_id: memberId,
        order_id: party.orderId,
        kind: config.kind,
        symbol: config.symbol_name,
        side: party.side,
        role: party.role,
        price_ticks: String(event.price),
        quantity_lots: String(event.quantity),
        fee: String(fee),
        fee_coin: buyer ? config.coin_symbol : config.quote_symbol,
        trade_seq: String(event.seq),
        trade_time: String(time),
      });
    }
  }
  if (fills.length > 0) rows.insertFills(fills);
};
