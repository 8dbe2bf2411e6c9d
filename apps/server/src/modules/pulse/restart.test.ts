// A contract that expires while the server is down settles at the next start from the trades the
// first server recorded: the open contracts, their holds and the price tapes come back from the
// tables, and the first settlement run pays by the same rule as a live one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createExchange } from '../../exchange.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { createMember } from '../member/repo.ts';
import { PULSE_HOUSE } from './contract.ts';
import { fundPrinters, printTrade, sleep } from './testing.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-pulse-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (settleEveryMs?: number) =>
  createExchange(
    loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DEMO_GRANT: '0', DATABASE_URL: '', MQTT_URL: '', PULSE_DURATIONS: '1:85' }),
    { logger: false, ...(settleEveryMs !== undefined ? { pulseSettleEveryMs: settleEveryMs } : {}) },
  );

describe('pulse restart', () => {
  it('settles contracts that expired while the server was down, from the recorded trades', async () => {
    // The first server takes the contracts and records the trades, but never settles.
    const first = await start(0);
    let memberId: string;
    let win: string;
    let lose: string;
    let houseBefore: bigint;
    try {
      await fundPrinters(first);
      memberId = String((await createMember(first.db, { email: 'pulse-restart@test.local', passwordHash: 'unused' })).id);
      await first.ledger.deposit({ owner: memberOwner(memberId), walletType: '9', asset: 'USDT', amount: toUnits('100'), ref: 'test' });
      houseBefore = (await first.ledger.balance(PULSE_HOUSE, '9', 'USDT')).available;
      await printTrade(first, '60000');
      win = (await first.pulse.service.place(memberId, { symbol: 'BTC/USDT', direction: 'up', seconds: 1, amount: '10' })).id;
      lose = (await first.pulse.service.place(memberId, { symbol: 'BTC/USDT', direction: 'down', seconds: 1, amount: '20' })).id;
      await sleep(5);
      await printTrade(first, '60050');
      await printTrade(first, '60070');
      expect(await first.ledger.balance(memberOwner(memberId), '9', 'USDT')).toEqual({ available: toUnits('70'), locked: toUnits('30') });
    } finally {
      await first.close();
    }
    await sleep(1_100);
    // A trade after expiry may not count: the second server prints one before it settles.
    const second = await start(0);
    try {
      expect(second.pulse.state.open.size).toBe(2);
      await fundPrinters(second);
      await printTrade(second, '50000');
      expect(await second.pulse.settler.settleDue()).toBe(2);
      const won = await second.pulse.service.detail(memberId, win);
      const lost = await second.pulse.service.detail(memberId, lose);
      expect(won).toMatchObject({ status: 'settled', result: 'win', entryPrice: '60050.00', exitPrice: '60070.00', profit: '8.5' });
      expect(lost).toMatchObject({ status: 'settled', result: 'lose', entryPrice: '60050.00', exitPrice: '60070.00', profit: '-20' });
      expect(await second.ledger.balance(memberOwner(memberId), '9', 'USDT')).toEqual({ available: toUnits('88.5'), locked: 0n });
      const house = await second.ledger.balance(PULSE_HOUSE, '9', 'USDT');
      expect(house).toEqual({ available: houseBefore + toUnits('20') - toUnits('8.5'), locked: 0n });
      expect(await second.ledger.audit()).toEqual([]);
    } finally {
      await second.close();
    }
  }, 240_000);
});
