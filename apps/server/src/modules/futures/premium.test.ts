// The funding rate's premium average across a restart (025_premium): samples taken before a restart
// still count after it. The house pins the spot index at 50,000 and the contract's bid at a premium
// of 0.1 %; two samples ten minutes apart; restart; the book moves to a premium of 0.2 %. Right after
// the restart the rate is still the 0.1 % average's (not the new book's), and ten minutes after a
// sample of the new book, the average weighs both: twenty minutes at 0.1 %, ten at 0.2 %. Settling
// the funding time removes the stored sums, so the next interval starts afresh.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createExchange, type Exchange } from '../../exchange.ts';
import { SYSTEM_OWNER, systemOwner, toUnits } from '../../ledger/index.ts';
import { fundingRate } from '../../risk/index.ts';
import { divRound } from '../../risk/fixed.ts';
import { contractPair } from './pair.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-premium-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const HOUR = 3_600_000;
const MINUTE = 60_000;
// A minute into an hour: every step below stays before the next funding time.
let clock = Math.floor(Date.now() / HOUR) * HOUR + MINUTE;
const start = async () => {
  const ex = await createExchange(
    loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DEMO_GRANT: '0', DATABASE_URL: '', MQTT_URL: '', FUNDING_INTERVAL_SECONDS: '3600' }),
    { logger: false, now: () => clock },
  );
  // The test takes the samples: the job's own timer would add some at the test's frozen clock.
  await ex.futures.fundingJob.stop();
  return ex;
};
let seq = 0;
const place = (ex: Exchange, kind: 'xh' | 'ubw', side: 'buy' | 'sell', priceTicks: number, quantityLots: number) => {
  const id = `premium-${seq++}`;
  return ex.markets.hub
    .get(kind, 'BTC/USDT')!
    .place({ id, kind, symbol: 'BTC/USDT', ownerType: 'system', ownerId: SYSTEM_OWNER.marketMaker, side, orderType: 'limit', tif: 'GTC', priceTicks, quantityLots, fundsNotional: null })
    .then(() => id);
};
const pair = contractPair('ubw', 'BTC/USDT');
const P1 = 10n ** 15n; // 0.1 %
const P2 = 2n * 10n ** 15n; // 0.2 %
const rateOf = (ex: Exchange) => ex.futures.funding.rate('ubw', 'BTC/USDT');
const stored = (ex: Exchange) => ex.db.selectFrom('contract_premium').selectAll().where('kind', '=', 'ubw').where('symbol', '=', 'BTC/USDT').execute();

describe('the premium average across a restart', () => {
  it('continues from the samples taken before it', async () => {
    let ex = await start();
    let rateBefore: bigint;
    const contractQuotes: string[] = [];
    try {
      await ex.ledger.deposit({ owner: systemOwner(SYSTEM_OWNER.marketMaker), walletType: '1', asset: 'USDT', amount: toUnits('10000000'), ref: 'test-funding' });
      await ex.ledger.deposit({ owner: systemOwner(SYSTEM_OWNER.marketMaker), walletType: '1', asset: 'BTC', amount: toUnits('100'), ref: 'test-funding' });
      // Spot 49,990 / 50,010: the index is 50,000. Contract bid 50,050 (impact bid: +0.1 %), ask 50,060.
      await place(ex, 'xh', 'buy', 4_999_000, 1_000_000);
      await place(ex, 'xh', 'sell', 5_001_000, 1_000_000);
      contractQuotes.push(await place(ex, 'ubw', 'buy', 500_500, 1_000_000), await place(ex, 'ubw', 'sell', 500_600, 1_000_000));
      await ex.futures.fundingJob.sample();
      clock += 10 * MINUTE;
      await ex.futures.fundingJob.sample();
      rateBefore = rateOf(ex);
      expect(rateBefore).toBe(fundingRate(pair.spec, P1));
      expect(await stored(ex)).toHaveLength(1);
    } finally {
      await ex.close();
    }

    ex = await start();
    try {
      // The book moves to +0.2 %: a fresh average would say so at once; the continued one does not.
      const market = ex.markets.hub.get('ubw', 'BTC/USDT')!;
      for (const id of contractQuotes) await market.cancel(id);
      await place(ex, 'ubw', 'buy', 501_000, 1_000_000);
      await place(ex, 'ubw', 'sell', 501_100, 1_000_000);
      expect(rateOf(ex)).toBe(rateBefore);
      expect(rateOf(ex)).not.toBe(fundingRate(pair.spec, P2));
      clock += 10 * MINUTE;
      await ex.futures.fundingJob.sample();
      clock += 10 * MINUTE;
      // 20 minutes at 0.1 % (the last sample before the restart stood until the next one), 10 at 0.2 %.
      const average = divRound(P1 * BigInt(20 * MINUTE) + P2 * BigInt(10 * MINUTE), BigInt(30 * MINUTE), 'half-even');
      expect(rateOf(ex)).toBe(fundingRate(pair.spec, average));

      // Settling the funding time clears the stored sums: the next interval's average starts afresh.
      await ex.futures.fundingJob.settleDue(ex.futures.funding.nextTime(clock));
      expect(await stored(ex)).toEqual([]);
      expect(rateOf(ex)).toBe(fundingRate(pair.spec, P2));
    } finally {
      await ex.close();
    }
  }, 120_000);
});
