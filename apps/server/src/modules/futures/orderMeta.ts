// A contract order as the market places it (PlaceInput with its contract fields), and the order
// state the futures book keeps beside it. Every member contract order is a limit order to the
// engine: a market order (sjwt) is an IOC limit at a protective bound (service.ts), so what it can
// cost is known before it trades, and its row still says sjwt.
import type { ContractFields } from '../../market/orderRecord.ts';
import type { PlaceInput } from '../../market/symbolMarket.ts';
import { isLongSide, opens, type ContractOrderState } from './book.ts';
import type { ContractPair } from './pair.ts';

/** The engine side of a direction: opening a long and closing a short buy. */
export const sideOf = (direction: number): 'buy' | 'sell' => (isLongSide(direction) === opens(direction) ? 'buy' : 'sell');

export interface MetaInput {
  id: string;
  memberId: string;
  /** null for a waiting whole-position take-profit / stop-loss (sized when it fires). */
  quantityLots: number | null;
  /** The limit, or a market order's bound; null for a waiting close at market (priced when it fires). */
  priceTicks: number | null;
  /** IOC for market orders, GTC for limits. */
  tif: 'GTC' | 'IOC';
  contract: ContractFields;
}

export const contractMeta = (pair: ContractPair, input: MetaInput): PlaceInput => ({
  id: input.id,
  kind: pair.kind,
  symbol: pair.config.symbol_name,
  ownerType: 'member',
  ownerId: input.memberId,
  side: sideOf(input.contract.direction),
  orderType: 'limit',
  tif: input.tif,
  priceTicks: input.priceTicks,
  quantityLots: input.quantityLots,
  fundsNotional: null,
  contract: input.contract,
});

/** The book's state of an order from its meta (hold: what the caller staged for it). */
export const orderState = (pair: ContractPair, meta: PlaceInput, hold: bigint, waiting: ContractOrderState['waiting']): ContractOrderState => {
  const contract = meta.contract!;
  return {
    id: meta.id,
    ownerKey: `member:${meta.ownerId}`,
    owner: { ownerType: 'member', ownerId: meta.ownerId },
    pairKey: pair.key,
    direction: contract.direction,
    leverage: contract.leverage,
    pattern: contract.pattern,
    priceTicks: contract.holdTicks ?? meta.priceTicks ?? 0,
    remaining: BigInt(meta.quantityLots ?? 0),
    hold,
    waiting,
    positionId: contract.positionId,
    takeProfitTicks: opens(contract.direction) ? contract.takeProfitTicks : null,
    stopLossTicks: opens(contract.direction) ? contract.stopLossTicks : null,
    zyzsType: contract.zyzsType,
    triggerTicks: contract.triggerTicks,
    wholePosition: meta.quantityLots === null,
    couponId: contract.coupon?.id ?? null,
    armed: false,
    source: contract.source,
  };
};
