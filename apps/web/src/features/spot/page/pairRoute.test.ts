import { describe, expect, it } from 'vitest';
import { lastPair, rememberPair } from './lastPair.ts';
import { exchangePath, pairFromParam } from './pairRoute.ts';

describe('pair routes', () => {
  it('reads BASE_QUOTE in any case and refuses anything else', () => {
    expect(pairFromParam('BTC_USDT')).toBe('BTC/USDT');
    expect(pairFromParam('eth_btc')).toBe('ETH/BTC');
    expect(pairFromParam('BTCUSDT')).toBeNull();
    expect(pairFromParam('BTC_USDT_X')).toBeNull();
    expect(pairFromParam('<script>_x')).toBeNull();
    expect(pairFromParam(undefined)).toBeNull();
  });

  it('builds the path of each screen', () => {
    expect(exchangePath('BTC/USDT', 'spot')).toBe('/exchange/full-screen/BTC_USDT');
    expect(exchangePath('NEW/USDT', 'newCoin')).toBe('/exchange/full-screen_newCoin/NEW_USDT');
  });

  it('remembers the last pair, BTC/USDT before any', () => {
    expect(lastPair()).toBe('BTC/USDT');
    rememberPair('ETH/USDT');
    expect(lastPair()).toBe('ETH/USDT');
    expect(localStorage.getItem('coin_web1-exchange_last_pair')).toContain('ETH/USDT');
  });
});
