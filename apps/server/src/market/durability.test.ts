// Durability: kill the server with SIGKILL while it trades, start it again on the same data, and
// check that no acknowledged order or trade was lost, the books were rebuilt from the journal and
// the ledger still balances.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createExchange } from '../exchange.ts';
import { toUnits } from '../ledger/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const floodUntilKilled = (acksBeforeKill: number) =>
  new Promise<string[]>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../testing/orderFlood.ts'), dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: '', MQTT_URL: '' },
    });
    const acks: string[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`only ${acks.length} acks before the time limit`));
    }, 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('ack ')) return;
      acks.push(line.slice(4));
      if (acks.length === acksBeforeKill) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') done(acks);
      else fail(new Error(`the flood exited by itself (${code})`));
    });
  });

describe('SIGKILL under load', () => {
  it('loses no acknowledged order or trade and keeps the ledger balanced', async () => {
    const acked = await floodUntilKilled(400);
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DATABASE_URL: '', MQTT_URL: '' });
    const ex = await createExchange(config, { logger: false });
    try {
      const stored = new Set((await ex.db.selectFrom('market_order').select('id').where('id', 'like', 'flood-%').execute()).map((r) => r.id));
      expect(acked.filter((id) => !stored.has(id))).toEqual([]);

      // Every fill journaled on the orders is a journaled trade, and the other way round.
      const trades = await ex.db.selectFrom('market_trade').select(['quantity_lots', 'taker_order_id', 'maker_order_id']).execute();
      const filled = await ex.db.selectFrom('market_order').select(['id', 'filled_lots']).where('id', 'like', 'flood-%').execute();
      const fromTrades = new Map<string, number>();
      for (const tr of trades)
        for (const id of [tr.taker_order_id, tr.maker_order_id]) fromTrades.set(id, (fromTrades.get(id) ?? 0) + Number(tr.quantity_lots));
      expect(filled.filter((o) => Number(o.filled_lots) !== (fromTrades.get(o.id) ?? 0))).toEqual([]);
      expect(trades.length).toBeGreaterThan(0);

      // The rebuilt book is exactly the open orders of the journal.
      const open = await ex.db.selectFrom('market_order').select(['id', 'remaining_lots']).where('status', '=', 0).where('symbol', '=', 'BTC/USDT').execute();
      const book = ex.markets.hub.get('xh', 'BTC/USDT')!.book;
      expect(book.size()).toBe(open.length);
      for (const o of open) expect(book.order(o.id)?.remaining).toBe(Number(o.remaining_lots));

      // The ledger: nothing created or destroyed, and the locked funds are what open orders hold.
      expect(await ex.ledger.audit()).toEqual([]);
      const usdt = await ex.ledger.totals('USDT');
      const btc = await ex.ledger.totals('BTC');
      // The flood's deposits, and the pulse house's funds (deposited on the first start).
      expect(usdt.total).toBe(toUnits('200000000') + toUnits(config.pulse.houseFunds));
      expect(btc.total).toBe(toUnits('20000'));
    } finally {
      await ex.close();
    }
    // Two start-ups and a flood: minutes on a loaded two-core machine, not the default 30 s.
  }, 180_000);
});
