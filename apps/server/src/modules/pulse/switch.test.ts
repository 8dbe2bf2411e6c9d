// The operator's pulse switch (`npm run admin -- pulse-off` / `pulse-on`): the running server
// follows it at once (the ping answers 1003, no contract or swap in is taken, open contracts still
// settle and pulse USDT can still be swapped out), it outlives a restart, it can be set with no
// server running, and PULSE=off in the configuration keeps pulse off whatever the operator says.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULSE_UNAVAILABLE_CODE, WALLET_PATH, type PulseSymbol } from '@exchange/contract';
import { loadConfig } from '../../config.ts';
import { createExchange, type Exchange } from '../../exchange.ts';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { runAdminCli } from '../../admin/runCli.ts';
import { runForOperator } from '../../admin/operator.ts';
import { PULSE_OFF_TRANSFER } from '../assets/accounts.ts';
import { PULSE_OFF_ENTRUST, PULSE_OFF_SWAP_IN } from './service.ts';
import { readPulseSwitch } from './switch.ts';
import { fundPrinters, printTrade, pulseCalls, pulseMember, pulseStateOf, settledRow, sleep } from './testing.ts';

describe('pulse-off and pulse-on beside a running server', () => {
  let t: TestExchange;
  let calls: ReturnType<typeof pulseCalls>;
  beforeAll(async () => {
    t = await startTestExchange({ DEMO_GRANT: '1000', SEED_DEMO_USERS: 'off', PULSE_DURATIONS: '3:85' });
    calls = pulseCalls(t);
    await fundPrinters(t.ex);
  }, 240_000);
  afterAll(() => t?.close(), 60_000);

  const operator = (argv: string[]) => runForOperator({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir, pulse: t.ex.pulse.service }, argv);

  it('switches pulse off at once: 1003, no contract or swap in, open contracts settle, swap out still works', async () => {
    const m = await pulseMember(t, '100');
    await printTrade(t.ex, '60000');
    const open = (await calls.place(m, { symbol: 'BTC/USDT', direction: 'up', seconds: 3, amount: '10' })).body.data;
    expect(open.status).toBe('open');
    // As the internal listener runs it (the command line's path is the next test's).
    const off = await operator(['pulse-off']);
    expect(off).toMatchObject({ ok: true, output: expect.stringContaining('Pulse switched off') });
    expect(off.output).toContain('The running server follows it');
    await sleep(5);
    await printTrade(t.ex, '60010');
    await printTrade(t.ex, '60030');
    expect(await readPulseSwitch(t.ex.db)).toBe(false);

    expect((await calls.ping()).body).toMatchObject({ code: PULSE_UNAVAILABLE_CODE, success: false });
    const symbols = (await calls.symbols()).body as { data: PulseSymbol[] };
    expect(symbols.data.find((s) => s.symbol === 'BTC/USDT')).toMatchObject({ status: 0 });
    const before = await pulseStateOf(t.ex, m.id);
    const refused = await calls.place(m, { symbol: 'BTC/USDT', direction: 'down', seconds: 3, amount: '5' });
    expect(refused.body).toMatchObject({ code: 400, success: false, msg: PULSE_OFF_ENTRUST });
    expect((await calls.swap(m, { direction: 'in', amount: '10' })).body).toMatchObject({ code: 400, msg: PULSE_OFF_SWAP_IN });
    const transfer = await t.call('GET', t.coin(WALLET_PATH.transfer), { token: m.token, query: { fromType: '1', toType: '9', coin: 'USDT', amount: '10' } });
    expect(transfer.body).toMatchObject({ code: 400, msg: PULSE_OFF_TRANSFER });
    expect(await pulseStateOf(t.ex, m.id)).toEqual(before);

    // What is in still settles by the recorded trades, and the member can read it and take money out.
    expect(await settledRow(t.ex, m.id, open.id)).toMatchObject({ status: 'settled', result: 'win', profit: '8.5', entryPrice: '60010.00', exitPrice: '60030.00' });
    expect((await calls.list(m, { status: 'settled' })).body.data.records.map((r) => r.id)).toEqual([open.id]);
    expect((await calls.wallet(m)).body.data).toEqual({ coin: 'USDT', available: '108.5', frozen: '0' });
    const out = await calls.swap(m, { direction: 'out', amount: '108.5' });
    expect(out.body).toMatchObject({ code: 200, data: { wallet: { available: '0' }, spotAvailable: '1108.5' } });

    // `npm run admin -- pulse-on`, from the command line, reaches the running server.
    const on = await runAdminCli({ DATA_DIR: t.config.dataDir }, 'pulse-on');
    expect(on.code, on.out).toBe(0);
    expect(on.out).toContain('Pulse switched on');
    expect(on.out).toContain('The running server follows it');
    expect(await readPulseSwitch(t.ex.db)).toBe(true);
    expect((await calls.ping()).body).toMatchObject({ code: 200, success: true });
    expect((await calls.swap(m, { direction: 'in', amount: '20' })).body.code).toBe(200);
    await printTrade(t.ex, '60000');
    expect((await calls.place(m, { symbol: 'BTC/USDT', direction: 'down', seconds: 3, amount: '5' })).body).toMatchObject({ code: 200, data: { status: 'open' } });
    expect(await t.ex.ledger.audit()).toEqual([]);
  }, 180_000);

  it('pulse-off from the command line reaches the running server; an argument is refused', async () => {
    const off = await runAdminCli({ DATA_DIR: t.config.dataDir }, 'pulse-off');
    expect(off.code, off.out).toBe(0);
    expect((await calls.ping()).body).toMatchObject({ code: PULSE_UNAVAILABLE_CODE });
    expect(await operator(['pulse-on'])).toMatchObject({ ok: true });
    expect(await operator(['pulse-off', 'now'])).toMatchObject({ ok: false, output: expect.stringContaining('takes no argument') });
    expect(t.ex.pulse.service.enabled).toBe(true);
    expect(await readPulseSwitch(t.ex.db)).toBe(true);
    expect((await calls.ping()).body).toMatchObject({ code: 200 });
  }, 120_000);
});

describe('the pulse switch across restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-pulse-switch-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = (env: Record<string, string> = {}) =>
    createExchange(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DEMO_GRANT: '0', DATABASE_URL: '', MQTT_URL: '', ...env }), { logger: false, pulseSettleEveryMs: 0 });
  const operator = (ex: Exchange, argv: string[]) => runForOperator({ db: ex.db, assets: ex.assets, ledger: ex.ledger, dataDir, pulse: ex.pulse.service }, argv);

  it('keeps the switch across a restart, takes it with no server running, and yields to PULSE=off', async () => {
    const first = await start();
    try {
      expect(first.pulse.service.ping().code).toBe(200);
      expect(await operator(first, ['pulse-off'])).toMatchObject({ ok: true });
      expect(first.pulse.service.ping().code).toBe(PULSE_UNAVAILABLE_CODE);
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      expect(second.pulse.service.ping().code).toBe(PULSE_UNAVAILABLE_CODE);
    } finally {
      await second.close();
    }
    // No server: the command opens the database itself and the next start reads it.
    const local = await runAdminCli({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'pulse-on');
    expect(local.code, local.out).toBe(0);
    expect(local.out).toContain('No server is running: the next start follows it');
    const third = await start({ PULSE: 'off' });
    try {
      expect(await readPulseSwitch(third.db)).toBe(true);
      expect(third.pulse.service.ping().code).toBe(PULSE_UNAVAILABLE_CODE);
      const answer = await operator(third, ['pulse-on']);
      expect(answer).toMatchObject({ ok: true, output: expect.stringContaining('PULSE=off in its configuration keeps pulse off') });
      expect(third.pulse.service.ping().code).toBe(PULSE_UNAVAILABLE_CODE);
    } finally {
      await third.close();
    }
  }, 240_000);
});
