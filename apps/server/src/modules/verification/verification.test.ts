// The official channel check against the seeded content-store list, however a visitor types it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_PATH, type ChannelCheck, type Envelope } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { normalise } from './check.ts';

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange({ SEED_DEMO_USERS: 'off' });
});
afterAll(() => t.close());

const check = (query: Record<string, string>) => t.call<Envelope<ChannelCheck>>('GET', t.coin(VERIFICATION_PATH.check), { query });

describe('official channel check', () => {
  it('normalises each kind of channel', () => {
    expect(normalise('website', 'HTTPS://www.Exchange.local:443/path?x#y')).toBe('exchange.local');
    expect(normalise('telegram', 'https://t.me/Exchange_Official')).toBe('exchange_official');
    expect(normalise('phone', '+1 (555) 0100')).toBe('15550100');
  });

  it('says which channels are ours and which are not', async () => {
    const cases: Array<[string, string, boolean]> = [
      ['website', 'https://www.exchange.local/login', true],
      ['website', 'exchange.local.evil.example', false],
      ['website', 'exchange-local.com', false],
      ['email', 'Support@Exchange.local', true],
      ['email', 'support@exchange.loca1', false],
      ['phone', '+1-555-0100', true],
      ['phone', '+1 555 0101', false],
      ['telegram', '@exchange_official', true],
      ['telegram', '@exchange_officia1', false],
    ];
    for (const [kind, value, official] of cases) {
      const res = await check({ kind, value });
      expect(res.body).toMatchObject({ code: 200, data: { kind, official } });
      if (official) expect(res.body.data!.note).not.toBe('');
    }
  });

  it('refuses bad input with a clear message', async () => {
    for (const [query, msg] of [
      [{ kind: 'fax', value: 'x' }, 'kind must be website, email, phone or telegram'],
      [{ kind: 'email', value: '   ' }, 'Please enter what to check'],
      [{ kind: 'email', value: 'a'.repeat(201) }, 'That is too long to be a channel of ours'],
      [{ kind: 'email' }, /value/],
    ] as Array<[Record<string, string>, string | RegExp]>) {
      const res = await check(query);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
  });
});
