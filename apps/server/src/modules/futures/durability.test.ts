// Futures durability (issue 22): kill a server with SIGKILL while members trade contracts
// (testing/contractFlood.ts), start it again on the same data, and check that no acknowledged order
// was lost and that the restart rebuilt exactly what the journal holds: every position's size is the
// net of its fills, the engine's book is the open orders, each member's locked funds are what their
// open orders hold and their positions' margin, and the ledger balances. (restart.test.ts covers
// the orderly restart, with waiting plan and take-profit / stop-loss orders.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createExchange } from '../../exchange.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { holdUnits } from './pair.ts';
import { pairByKey } from './settlement.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-futures-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const floodUntilKilled = (acksBeforeKill: number) =>
  new Promise<{ members: string[]; acks: string[] }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../../testing/contractFlood.ts'), dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: '', MQTT_URL: '' },
    });
    const acks: string[] = [];
    let members: string[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`only ${acks.length} acks before the time limit`));
    }, 90_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('ready ')) members = line.slice(6).split(' ');
      if (!line.startsWith('ack ')) return;
      acks.push(line.slice(4));
      if (acks.length === acksBeforeKill) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') done({ members, acks });
      else fail(new Error(`the flood exited by itself (${code})`));
    });
  });

describe('SIGKILL while members trade contracts', () => {
  it('loses no acknowledged order and rebuilds positions, book and holds exactly', async () => {
    const { members, acks } = await floodUntilKilled(300);
    expect(members).toHaveLength(2);
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DATABASE_URL: '', MQTT_URL: '' });
    const ex = await createExchange(config, { logger: false });
    try {
      const stored = new Set((await ex.db.selectFrom('market_order').select('id').where('kind', '=', 'ubw').execute()).map((r) => r.id));
      expect(acks.filter((id) => !stored.has(id))).toEqual([]);

      // Every position is the net of its fills (buys: open long, close short; sells: the others).
      const fills = await ex.db.selectFrom('contract_fill').select(['member_id', 'direction', 'quantity_lots']).execute();
      expect(fills.length).toBeGreaterThan(0);
      const net = new Map<string, bigint>();
      for (const f of fills) {
        const buys = f.direction === 1 || f.direction === 4;
        net.set(String(f.member_id), (net.get(String(f.member_id)) ?? 0n) + (buys ? 1n : -1n) * BigInt(f.quantity_lots));
      }
      for (const memberId of members) {
        const [position] = ex.futures.book.ofOwner(`member:${memberId}`);
        expect(position?.size ?? 0n, `position of ${memberId}`).toBe(net.get(memberId) ?? 0n);
      }
      expect([...net.values()].some((size) => size !== 0n), 'positions were open at the kill').toBe(true);

      // The rebuilt book is exactly the open contract orders of the tables.
      const open = await ex.db.selectFrom('market_order').select(['id', 'remaining_lots']).where('status', '=', 0).where('kind', '=', 'ubw').where('symbol', '=', 'BTC/USDT').execute();
      const book = ex.markets.hub.get('ubw', 'BTC/USDT')!.book;
      expect(book.size()).toBe(open.length);
      for (const o of open) expect(book.order(o.id)?.remaining, `order ${o.id}`).toBe(Number(o.remaining_lots));

      // Locked funds are what the open orders hold and the positions' margin require.
      for (const memberId of members) {
        let need = 0n;
        for (const order of ex.futures.book.orders.values()) {
          if (order.ownerKey !== `member:${memberId}`) continue;
          const pair = pairByKey(order.pairKey);
          expect(order.hold, `hold of ${order.id}`).toBe(order.direction <= 2 ? holdUnits(pair, order.remaining, order.priceTicks, order.leverage) : 0n);
          need += order.hold;
        }
        for (const position of ex.futures.book.ofOwner(`member:${memberId}`)) need += position.margin;
        expect((await ex.ledger.balance(memberOwner(memberId), '4', 'USDT')).locked, `locked of ${memberId}`).toBe(need);
      }

      // Nothing created or destroyed.
      expect(await ex.ledger.audit()).toEqual([]);
      // The flood's deposits, and the pulse house's funds (deposited on the first start).
      expect((await ex.ledger.totals('USDT')).total).toBe(toUnits('12000000') + toUnits(config.pulse.houseFunds));
      expect((await ex.ledger.totals('BTC')).total).toBe(toUnits('1000'));
    } finally {
      await ex.close();
    }
  }, 240_000);
});
