// An order form as the member sent it → the order the market places. The checks are the
// contract's (checkSpotOrder, the same the web runs, so both speak the same words); the decimals
// then become the engine's integers through market/scales.ts, which refuses what would not be exact.
import { SPOT_ORDER_TYPES, checkSpotOrder, spotOrderMessage, type PairConfig, type SpotOrderBody, type SpotOrderType } from '@exchange/contract';
import { BusinessError } from '../../http/errors.ts';
import { amountToLots, priceToTicks, quoteToNotional } from '../../market/scales.ts';
import type { PlaceInput } from '../../market/symbolMarket.ts';

export const isSpotOrderType = (type: string): type is SpotOrderType => (SPOT_ORDER_TYPES as readonly string[]).includes(type);

const optionalTicks = (config: PairConfig, value: string | undefined) => ((value ?? '').trim() === '' ? null : priceToTicks(config, value!));

/**
 * The order to place for a member: a limit order (xjwt, and zyzs / dtzyzs, whose trigger and exits
 * ride along in `spot`), or a market order (sjwt) by amount, or by money for a buy. Throws a
 * BusinessError with the contract's wording for the first problem of the form.
 */
export const planSpotOrder = (type: string, body: SpotOrderBody, config: PairConfig, memberId: string, id: string): PlaceInput => {
  if (!isSpotOrderType(type)) throw new BusinessError(`Unknown order type: ${type.slice(0, 24)}`);
  const issue = checkSpotOrder(type, body, { priceScale: config.base_coin_scale, amountScale: config.coin_coin_scale, minAmount: config.min_amount });
  if (issue) throw new BusinessError(spotOrderMessage(issue));
  const side = body.direction === '1' ? 'buy' : 'sell';
  const market = type === 'sjwt';
  const byMoney = market && side === 'buy';
  return {
    id,
    kind: config.kind,
    symbol: config.symbol_name,
    ownerType: 'member',
    ownerId: memberId,
    side,
    orderType: market ? 'market' : 'limit',
    // A market order never rests; a limit order rests until filled or cancelled.
    tif: market ? 'IOC' : 'GTC',
    priceTicks: market ? null : priceToTicks(config, body.price!),
    quantityLots: byMoney ? null : amountToLots(config, body.amount!),
    fundsNotional: byMoney ? quoteToNotional(config, body.money!) : null,
    spot: {
      entrustType: type,
      triggerTicks: type === 'zyzs' ? priceToTicks(config, body.triggerPrice!) : null,
      // Decided against the last price when the stop is placed (modules/spot/waiting.ts).
      triggerRises: null,
      takeProfitTicks: type === 'dtzyzs' ? optionalTicks(config, body.takeProfitPrice) : null,
      stopLossTicks: type === 'dtzyzs' ? optionalTicks(config, body.stopLossPrice) : null,
      parentId: null,
    },
  };
};
