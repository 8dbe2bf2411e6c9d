// Live-channel topic names (DESIGN §4). Public market topics are readable by anyone;
// refresh_{id} and chat topics belong to their owner alone (the broker's ACL uses isPublicTopic).

export const MARKET_KINDS = ['xh', 'ubw', 'bbw'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export const TOPIC = {
  index: 'index',
  allSymbolDetail: 'all_symbol_detail',
  depth: (kind: MarketKind, pair: string) => `${kind}_deptH_${pair}`,
  trade: (kind: MarketKind, pair: string) => `${kind}_trade_${pair}`,
  detail: (kind: MarketKind, pair: string) => `${kind}_detail_${pair}`,
  kline: (kind: MarketKind, pair: string) => `${kind}_kline_${pair}`,
  refresh: (ownerId: string) => `refresh_${ownerId}`,
} as const;

const MARKET_TOPIC = /^(xh|ubw|bbw)_(deptH|trade|detail|kline)_[A-Z0-9]+\/[A-Z0-9]+$/;

/** True for topics anyone may subscribe to (market data). Wildcards are never public. */
export const isPublicTopic = (topic: string): boolean =>
  topic === TOPIC.index || topic === TOPIC.allSymbolDetail || MARKET_TOPIC.test(topic);

/** The owner id of a refresh topic, or null when the topic is not one. */
export const refreshOwner = (topic: string): string | null =>
  topic.startsWith('refresh_') && topic.length > 'refresh_'.length ? topic.slice('refresh_'.length) : null;

/**
 * Live notice payload on refresh_{id} (spec §3). "wallet" is this server's own: a deposit or a
 * withdrawal of the member changed (it raises no notice, it only makes pages refetch). "ubw" and
 * "bbw": one of the member's contract orders or positions changed (orderCode: the order, or the
 * position for a margin change; serviceType "contract"). "pulse": one of the member's pulse contracts was
 * accepted, got its entry price or settled (orderCode: the contract, content: open|settled).
 * "welfare": the member's rewards changed (serviceType "welfare"; content: task (points credited),
 * draw (a draw paid, orderCode the draw), coupon_granted, coupon_used_up or coupon_expired
 * (orderCode the coupon)); like "wallet" it raises no notice, it makes the reward pages refetch.
 */
export interface RefreshMessage {
  type: 'xh' | 'ggzc' | 'ggqc' | 'otc' | 'appeal' | 'wallet' | 'ubw' | 'bbw' | 'pulse' | 'welfare';
  isNew: '1' | '0';
  content: string;
  orderCode: string;
  changeUser: string;
  serviceType: string;
  link_merchant: string;
}
