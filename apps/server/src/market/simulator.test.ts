import { describe, expect, it } from 'vitest';
import { roundStep } from './simulator.ts';
import { MAX_BASIS } from './basis.ts';

describe('the market maker grid step', () => {
  it('rounds down to 1, 2 or 5 times a power of ten, at least one tick', () => {
    expect(roundStep(6500)).toBe(5000);
    expect(roundStep(65)).toBe(50);
    expect(roundStep(34.9)).toBe(20);
    expect(roundStep(19.9)).toBe(10);
    expect(roundStep(1)).toBe(1);
    expect(roundStep(0.3)).toBe(1);
    expect(roundStep(Number.NaN)).toBe(1);
  });
});

describe('a contract market follows its index', () => {
  it('trades near the spot market of its base, wherever its last price left it', async () => {
    const { startTestExchange } = await import('../testing/kit.ts');
    const { Simulator } = await import('./simulator.ts');
    const t = await startTestExchange({ SIMULATOR: 'off', DEMO_GRANT: '0' });
    try {
      let clock = Date.now();
      const now = () => (clock += 150);
      // The contracts last traded far from spot (23 % above, 20 % below): their own walks would
      // trade there; they resume at their last basis over the index, held within ±MAX_BASIS.
      const startPrices = new Map([
        ['xh:BTC/USDT', '65000'],
        ['ubw:BTC/USDT', '80000'],
        ['bbw:BTC/USD', '52000'],
      ]);
      const simulator = new Simulator({ hub: t.ex.markets.hub, ledger: t.ex.ledger, seed: 7, now, startPrices, log: { warn: () => {}, info: () => {} } });
      await simulator.fund();
      const spot = t.ex.markets.hub.get('xh', 'BTC/USDT')!;
      const contracts = [t.ex.markets.hub.get('ubw', 'BTC/USDT')!, t.ex.markets.hub.get('bbw', 'BTC/USD')!];
      let worst = 0;
      for (let round = 0; round < 5; round++) {
        for (let i = 0; i < t.ex.markets.hub.all().length; i++) await simulator.tick();
        const index = Number(spot.lastPrice);
        for (const contract of contracts) if (contract.lastPrice !== null && index > 0) worst = Math.max(worst, Math.abs(Number(contract.lastPrice) / index - 1));
      }
      for (const contract of contracts) expect(contract.lastPrice, contract.key).not.toBeNull();
      // The resumed basis (at most MAX_BASIS), and the grid's steps.
      expect(worst).toBeLessThan(MAX_BASIS + 0.005);
    } finally {
      await t.close();
    }
  }, 150_000);
});
