import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import { MARKET_KINDS, TOPIC, isPublicTopic } from '@exchange/contract';
import { amountToLots, priceToTicks } from './scales.ts';
import { findMarket, listedCoins, listMarkets, MARKETS, marketKey, pairPath, parsePairPath, SIM_PROFILE } from './symbols.ts';

const COINS_DIR = resolve(import.meta.dirname, '../../seed/images/coins');
const names = (kind: 'xh' | 'ubw' | 'bbw') => listMarkets(kind).map((m) => m.symbol_name);

describe('listed markets', () => {
  it('lists the spot pairs against USDT, BTC and ETH', () => {
    const spot = names('xh');
    for (const base of ['BTC', 'ETH', 'BNB', 'SOL', 'XRP', 'ADA', 'DOGE', 'TRX', 'DOT', 'LTC', 'LINK', 'AVAX', 'UNI', 'ATOM', 'NEW'])
      expect(spot).toContain(`${base}/USDT`);
    expect(spot).toEqual(expect.arrayContaining(['ETH/BTC', 'SOL/BTC', 'LTC/BTC', 'LINK/ETH', 'UNI/ETH']));
  });

  it('lists the perpetuals with their contract type', () => {
    expect(names('ubw')).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT', 'DOGE/USDT']);
    expect(names('bbw')).toEqual(['BTC/USD', 'ETH/USD', 'SOL/USD']);
    expect(new Set(listMarkets('xh').map((m) => m.contract_type))).toEqual(new Set(['0']));
    expect(new Set(listMarkets('ubw').map((m) => m.contract_type))).toEqual(new Set(['1']));
    expect(new Set(listMarkets('bbw').map((m) => m.contract_type))).toEqual(new Set(['2']));
  });

  it('gives every market a unique id and name per kind', () => {
    expect(new Set(MARKETS.map((m) => m.id)).size).toBe(MARKETS.length);
    expect(new Set(MARKETS.map((m) => marketKey(m.kind, m.symbol_name))).size).toBe(MARKETS.length);
    expect(listMarkets()).toHaveLength(MARKETS.length);
    expect(MARKET_KINDS.reduce((n, kind) => n + listMarkets(kind).length, 0)).toBe(MARKETS.length);
  });

  it('has consistent configs', () => {
    for (const m of MARKETS) {
      expect(m.symbol_name, m.id).toBe(`${m.coin_symbol}/${m.quote_symbol}`);
      expect(isPublicTopic(TOPIC.depth(m.kind, m.symbol_name)), m.symbol_name).toBe(true);
      expect(amountToLots(m, m.min_amount) > 0, m.symbol_name).toBe(true);
      expect(m.enable_lever).toBe(m.part_cou === '0' ? 0 : 1);
      expect(m.enable_full_lever).toBe(m.full_cou === '0' ? 0 : 1);
      expect(Number(m.full_cou)).toBeLessThanOrEqual(Number(m.part_cou));
      expect(m.avatar).toBe(`/content/images/coins/${m.coin_symbol.toLowerCase()}.svg`);
      expect(m.new_coin).toBe(m.coin_symbol === 'NEW' ? 1 : 0);
    }
  });

  it('charges the spot and contract fee rates and caps leverage by kind', () => {
    const btcSpot = findMarket('xh', 'BTC/USDT');
    expect(btcSpot).toMatchObject({ buy_fee: '0.001', sell_fee: '0.001', part_cou: '10', full_cou: '5', enable_lever: 1 });
    expect(findMarket('xh', 'ADA/USDT')).toMatchObject({ part_cou: '0', full_cou: '0', enable_lever: 0, enable_full_lever: 0 });
    expect(findMarket('ubw', 'BTC/USDT')).toMatchObject({ buy_fee: '0.0004', sell_fee: '0.0004', part_cou: '100', full_cou: '50' });
    expect(findMarket('bbw', 'BTC/USD')).toMatchObject({ part_cou: '100', full_cou: '50' });
    expect(findMarket('ubw', 'ETH/USDT')).toMatchObject({ part_cou: '50', full_cou: '20' });
    expect(findMarket('xh', 'BTC/USDT')).toMatchObject({ base_coin_scale: 2, coin_coin_scale: 5 });
    expect(findMarket('xh', 'DOGE/USDT')).toMatchObject({ base_coin_scale: 5, coin_coin_scale: 0 });
    expect(findMarket('xh', 'ETH/BTC')).toMatchObject({ base_coin_scale: 6 });
  });

  it('is frozen, so no caller can change a listing in place', () => {
    expect(Object.isFrozen(MARKETS)).toBe(true);
    expect(Object.isFrozen(MARKETS[0])).toBe(true);
    expect(Object.isFrozen(SIM_PROFILE)).toBe(true);
  });
});

describe('simulator profiles', () => {
  it('has one per market with a start price at the market scale', () => {
    expect(Object.keys(SIM_PROFILE)).toHaveLength(MARKETS.length);
    for (const m of MARKETS) {
      const profile = SIM_PROFILE[marketKey(m.kind, m.symbol_name)];
      expect(profile, m.symbol_name).toBeDefined();
      if (!profile) continue;
      expect(priceToTicks(m, profile.startPrice) > 0, m.symbol_name).toBe(true);
      expect(profile.volatility).toBeGreaterThan(0.1);
      expect(profile.volatility).toBeLessThan(3);
      expect(new Big(profile.baseDailyVolume).gt(0)).toBe(true);
    }
    expect(SIM_PROFILE['xh:BTC/USDT']).toMatchObject({ volatility: 0.6 });
    expect(SIM_PROFILE['xh:DOGE/USDT']).toMatchObject({ volatility: 1.2 });
  });

  it('prices the cross pairs in line with the USDT pairs (within 1 %)', () => {
    const usdt = (base: string) => new Big(SIM_PROFILE[marketKey('xh', `${base}/USDT`)]?.startPrice ?? '0');
    for (const m of listMarkets('xh').filter((x) => x.quote_symbol !== 'USDT')) {
      const implied = usdt(m.coin_symbol).div(usdt(m.quote_symbol));
      const listed = new Big(SIM_PROFILE[marketKey('xh', m.symbol_name)]?.startPrice ?? '0');
      expect(listed.div(implied).minus(1).abs().lt(0.01), m.symbol_name).toBe(true);
    }
  });
});

describe('finding markets', () => {
  it('finds by name or path form, per kind', () => {
    expect(findMarket('xh', 'BTC/USDT')?.id).toBe('1');
    expect(findMarket('xh', 'BTC_USDT')?.id).toBe('1');
    expect(findMarket('ubw', 'BTC_USDT')?.id).toBe('101');
    expect(findMarket('bbw', 'BTC/USDT')).toBeUndefined();
    expect(findMarket('xh', 'btc_usdt')).toBeUndefined();
    expect(findMarket('xh', 'NOPE/USDT')).toBeUndefined();
    expect(findMarket('xh', '')).toBeUndefined();
  });

  it('converts pair names to and from path form', () => {
    expect(pairPath('BTC/USDT')).toBe('BTC_USDT');
    expect(parsePairPath('BTC_USDT')).toBe('BTC/USDT');
    for (const m of MARKETS) expect(parsePairPath(pairPath(m.symbol_name))).toBe(m.symbol_name);
    for (const bad of ['BTC', 'BTC/USDT', 'BTC__USDT', '_USDT', 'BTC_', 'btc_usdt', 'BTC_USDT_X', 'BTC_US DT'])
      expect(parsePairPath(bad), bad).toBeNull();
  });
});

describe('coin icons', () => {
  it('has an SVG for every listed coin, bases and quotes', () => {
    const coins = listedCoins();
    expect(coins).toEqual(expect.arrayContaining(['BTC', 'USDT', 'USD', 'NEW']));
    for (const coin of coins) {
      const file = resolve(COINS_DIR, `${coin.toLowerCase()}.svg`);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="32" height="32" viewBox="0 0 32 32"/);
      expect(svg).toContain(`>${coin}</text>`);
    }
  });
});

describe('spot scales fit the ledger', () => {
  it('keeps price and amount decimals of every spot market within the ledger scale of 8', async () => {
    const { LEDGER_SCALE } = await import('../ledger/index.ts');
    const { MARKETS: all } = await import('./symbols.ts');
    const over = all.filter((m) => m.kind === 'xh' && m.base_coin_scale + m.coin_coin_scale > LEDGER_SCALE).map((m) => m.symbol_name);
    expect(over).toEqual([]);
  });
});
