import { describe, expect, it } from 'vitest';
import { canPublish, canSubscribe } from './acl.ts';
import type { Principal } from './types.ts';

const member12: Principal = { memberId: '12', sessionId: 's', ownedTopics: ['refresh_12'] };
const merchant13: Principal = { memberId: '13', sessionId: 's', ownedTopics: ['refresh_13', 'refresh_m7', 'chat-key-abc'] };

describe('acl', () => {
  it('opens public market topics to everyone, anonymous included', () => {
    for (const topic of ['index', 'all_symbol_detail', 'xh_deptH_BTC/USDT', 'ubw_trade_ETH/USDT', 'bbw_kline_BTC/USD', 'xh_detail_1INCH/USDT']) {
      expect(canSubscribe(null, topic), topic).toBe(true);
      expect(canSubscribe(member12, topic), topic).toBe(true);
    }
  });

  it('opens a private topic to its owner only, by exact name', () => {
    expect(canSubscribe(member12, 'refresh_12')).toBe(true);
    expect(canSubscribe(merchant13, 'refresh_m7')).toBe(true);
    expect(canSubscribe(merchant13, 'chat-key-abc')).toBe(true);
    expect(canSubscribe(null, 'refresh_12')).toBe(false);
    expect(canSubscribe(member12, 'refresh_13')).toBe(false);
    expect(canSubscribe(member12, 'refresh_m7')).toBe(false);
    expect(canSubscribe(member12, 'chat-key-abc')).toBe(false);
    expect(canSubscribe(member12, 'refresh_123')).toBe(false);
    expect(canSubscribe(member12, 'refresh_1')).toBe(false);
  });

  it('refuses every wildcard, even one that only covers topics the principal owns', () => {
    const owner: Principal = { memberId: '12', sessionId: 's', ownedTopics: ['refresh_12', '#', 'refresh_+'] };
    for (const topic of ['#', '+', 'refresh_+', 'refresh_#', 'xh_deptH_BTC/+', '+/USDT', 'xh_deptH_BTC/#']) {
      expect(canSubscribe(null, topic), topic).toBe(false);
      expect(canSubscribe(owner, topic), topic).toBe(false);
    }
  });

  it('refuses unknown, malformed and system topics', () => {
    for (const topic of ['', 'orders', '$SYS/broker/heartbeat', 'xh_deptH_btc/usdt', 'spot_deptH_BTC/USDT', 'xh_deptH_BTC/USDT/x', 'index ']) {
      expect(canSubscribe(member12, topic), JSON.stringify(topic)).toBe(false);
    }
  });

  it('never lets a client publish', () => {
    expect(canPublish()).toBe(false);
  });
});
