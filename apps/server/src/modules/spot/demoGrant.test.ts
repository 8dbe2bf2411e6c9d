// The demo grant: a new account starts with DEMO_GRANT USDT on its spot account, booked as a
// deposit; "0" gives nothing; the default depends on whether a database server is configured.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { newMember, spotCalls } from './testing.ts';

let t: TestExchange | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('demo grant', () => {
  it('gives a new account 10000 USDT available on spot, as a deposit from outside', async () => {
    t = await startTestExchange({ DEMO_GRANT: '10000' });
    const m = await newMember(t);
    expect((await spotCalls(t).balances(m)).body.data.quote).toEqual({ coin: 'USDT', available: '10000', frozen: '0' });
    const usdt = await t.ex.ledger.totals('USDT');
    expect(usdt.total + usdt.external).toBe(0n);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('gives nothing when DEMO_GRANT is 0', async () => {
    t = await startTestExchange({ DEMO_GRANT: '0' });
    const m = await newMember(t);
    expect((await spotCalls(t).balances(m)).body.data.quote).toEqual({ coin: 'USDT', available: '0', frozen: '0' });
  });

  it('defaults to 10000 on the embedded database and to 0 on a database server, and refuses nonsense', () => {
    expect(loadConfig({}).demoGrant).toBe('10000');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/exchange' }).demoGrant).toBe('0');
    expect(loadConfig({ DEMO_GRANT: '250.5' }).demoGrant).toBe('250.5');
    expect(() => loadConfig({ DEMO_GRANT: '-5' })).toThrow(/DEMO_GRANT/);
  });
});
