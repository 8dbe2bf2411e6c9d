// Funding through the real exchange (simulator off): two members hold opposite 1 BTC positions on
// BTC/USDT; at a funding time the job settles the contract at the rate of the premium samples (the
// books are pinned, so the premium is 0 and the rate is the interest rate, 0.01 %) and the mark
// (50,000): the long pays 5 USDT, the short receives it, nothing is created or lost, both see it in
// their bills and their funding history, a funding time is never paid twice, and the clock
// survives a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, Envelope, FundingPaymentRow, Page } from '@exchange/contract';
import { FUTURES_PATH, WALLET_PATH } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { loadConfig } from '../../config.ts';
import { createExchange, type Exchange } from '../../exchange.ts';
import { memberOwner, SYSTEM_OWNER, systemOwner, toUnits } from '../../ledger/index.ts';
import { createMember } from '../member/repo.ts';
import { contractBalance, contractMember, futuresCalls, houseTrader, settledContract, type TestMember } from './testing.ts';

let t: TestExchange;
let api: ReturnType<typeof futuresCalls>;
let house: ReturnType<typeof houseTrader>;
let taker: ReturnType<typeof houseTrader>;
let alice: TestMember;
let bob: TestMember;

const clearing = async () => (await t.ex.ledger.balance(systemOwner(SYSTEM_OWNER.futuresClearing), '4', 'USDT')).available;
const total = async (m: TestMember) => {
  const b = await contractBalance(t, m);
  return b.available + b.locked;
};
const history = (m: TestMember, query: Record<string, string> = {}) =>
  t.call<Envelope<Page<FundingPaymentRow>>>('GET', t.coin(FUTURES_PATH.fundingHistory('ubw')), { token: m.token, query });
const bills = (m: TestMember) => t.call<Envelope<Page<BillRow>>>('POST', t.coin(WALLET_PATH.myBill), { token: m.token, body: { kind: 'funding' } });

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0' });
  api = futuresCalls(t);
  house = houseTrader(t, SYSTEM_OWNER.marketMaker);
  taker = houseTrader(t, SYSTEM_OWNER.simulator);
  await house.fundSpot({ BTC: '100', USDT: '10000000' });
  // Spot and contract quoted 1 either side of 50,000, a contract trade printed there: index = mark = 50,000.
  await house.place('xh', 'BTC/USDT', 'buy', 4_999_000, 10_000);
  await house.place('xh', 'BTC/USDT', 'sell', 5_001_000, 10_000);
  await house.place('ubw', 'BTC/USDT', 'buy', 499_990, 100_000);
  await house.place('ubw', 'BTC/USDT', 'sell', 500_000, 1);
  await taker.place('ubw', 'BTC/USDT', 'buy', 500_000, 1, 'IOC');
  await house.place('ubw', 'BTC/USDT', 'sell', 500_010, 100_000);
  await settledContract(t);
  alice = await contractMember(t, { USDT: '20000' });
  bob = await contractMember(t, { USDT: '20000' });
  expect((await api.open(alice, 'ptwt', { direction: '1', price: '50000', amount: '1' })).body.code).toBe(200);
  expect((await api.open(bob, 'sjwt', { direction: '2', amount: '1' })).body.code).toBe(200);
  await settledContract(t);
});
afterAll(() => t.close());

describe('funding', () => {
  let at: number;
  let before: { alice: bigint; bob: bigint; clearing: bigint };

  it('samples the premium and publishes the rate the next funding time applies', async () => {
    t.ex.futures.fundingJob.sample();
    t.ex.futures.fundingJob.sample();
    expect(t.ex.futures.marks.mark('ubw', 'BTC/USDT')).toBe(50_000n * 10n ** 18n);
    const rate = await t.call<Envelope<string>>('GET', t.coin(FUTURES_PATH.fundingRate), { query: { symbolName: 'BTC/USDT' } });
    expect(rate.body.data).toBe('0.0001');
  });

  it('makes the long pay the short at the funding time, zero-sum, once', async () => {
    before = { alice: await total(alice), bob: await total(bob), clearing: await clearing() };
    const aliceLocked = (await contractBalance(t, alice)).locked;
    at = t.ex.futures.funding.nextTime(Date.now());
    await t.ex.futures.fundingJob.settleDue(at);
    // 1 BTC × 50,000 × 0.01 % = 5 USDT, from the isolated long's margin to the short's.
    expect((await total(alice)) - before.alice).toBe(-toUnits('5'));
    expect((await total(bob)) - before.bob).toBe(toUnits('5'));
    expect((await contractBalance(t, alice)).locked).toBe(aliceLocked - toUnits('5'));
    // The house's 1-lot positions net out in the clearing account: what members paid equals what they and it received.
    const house = (await clearing()) - before.clearing;
    expect((await total(alice)) - before.alice + (await total(bob)) - before.bob + house).toBe(0n);
    expect(t.ex.futures.fundingJob.lastFundingTime('ubw', 'BTC/USDT')).toBe(at);
    // The same funding time again pays nothing.
    await t.ex.futures.fundingJob.settleDue(at + 1_000);
    expect((await total(alice)) - before.alice).toBe(-toUnits('5'));
    expect((await total(bob)) - before.bob).toBe(toUnits('5'));
  });

  it('shows each payment in the member\'s bills and funding history, and their own only', async () => {
    expect((await bills(alice)).body.data.records).toEqual([expect.objectContaining({ kind: 'funding', type: '4', coin: 'USDT', amount: '-5' })]);
    expect((await bills(bob)).body.data.records).toEqual([expect.objectContaining({ kind: 'funding', type: '4', coin: 'USDT', amount: '5' })]);
    const position = (await api.positions(alice)).body.data[0]!;
    const rows = (await history(alice)).body.data;
    expect(rows.total).toBe(1);
    expect(rows.records[0]).toMatchObject({ position_id: position.id, symbol_name: 'BTC/USDT', contract_type: '1', funding_time: at, direction: '1', size: '1.000', rate: '0.0001', mark_price: '50000', amount: '-5', coin: 'USDT' });
    expect((await history(bob)).body.data.records[0]).toMatchObject({ direction: '2', amount: '5' });
    expect((await history(alice, { positionId: position.id, symbolName: 'BTC_USDT' })).body.data.total).toBe(1);
    // Bob asking for Alice's position sees nothing of it.
    expect((await history(bob, { positionId: position.id })).body.data).toMatchObject({ total: 0, records: [] });
  });

  it('refuses bad input with a business error', async () => {
    const bad = await t.call<Envelope>('GET', t.coin('entrust/get/fundingHistory/xyz'), { token: alice.token });
    expect(bad.body).toMatchObject({ code: 400 });
    const unknown = await history(alice, { symbolName: 'NOPE/USDT' });
    expect(unknown.body).toMatchObject({ code: 400 });
    const anonymous = await t.call<Envelope>('GET', t.coin(FUTURES_PATH.fundingHistory('ubw')));
    expect(anonymous.body).toMatchObject({ code: 401 });
  });
});

describe('the funding clock across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-funding-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = () =>
    createExchange(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DEMO_GRANT: '0', DATABASE_URL: '', MQTT_URL: '', FUNDING_INTERVAL_SECONDS: '3600' }), { logger: false });
  const payments = async (ex: Exchange) => Number((await ex.db.selectFrom('contract_funding_payment').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst())?.n ?? 0);

  it('neither pays a funding time twice nor skips the next', async () => {
    let ex = await start();
    let seq = 0;
    const place = (owner: string, kind: 'xh' | 'ubw', side: 'buy' | 'sell', ticks: number, lots: number, tif: 'GTC' | 'IOC' = 'GTC') =>
      ex.markets.hub.get(kind, 'BTC/USDT')!.place({ id: `fr-${seq++}`, kind, symbol: 'BTC/USDT', ownerType: 'system', ownerId: owner, side, orderType: 'limit', tif, priceTicks: ticks, quantityLots: lots, fundsNotional: null });
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    try {
      await ex.ledger.deposit({ owner: systemOwner(SYSTEM_OWNER.marketMaker), walletType: '1', asset: 'BTC', amount: toUnits('10'), ref: 'test-funding' });
      await ex.ledger.deposit({ owner: systemOwner(SYSTEM_OWNER.marketMaker), walletType: '1', asset: 'USDT', amount: toUnits('1000000'), ref: 'test-funding' });
      await place(SYSTEM_OWNER.marketMaker, 'xh', 'buy', 4_999_000, 1_000);
      await place(SYSTEM_OWNER.marketMaker, 'xh', 'sell', 5_001_000, 1_000);
      await place(SYSTEM_OWNER.marketMaker, 'ubw', 'buy', 499_990, 100_000);
      await place(SYSTEM_OWNER.marketMaker, 'ubw', 'sell', 500_010, 100_000);
      const memberId = String((await createMember(ex.db, { email: 'funding-restart@test.local', passwordHash: 'unused' })).id);
      await ex.ledger.deposit({ owner: memberOwner(memberId), walletType: '4', asset: 'USDT', amount: toUnits('20000'), ref: 'test-funding' });
      await ex.futures.service.place(memberId, 'open', 'sjwt', { exchangeCoinStr: 'BTC/USDT', contractType: '1', direction: '1', amount: '1' });
      await ex.markets.hub.get('ubw', 'BTC/USDT')!.settled();
      // The clock started at this hour's funding time: the next hour's is the first paid.
      expect(ex.futures.fundingJob.lastFundingTime('ubw', 'BTC/USDT')).toBe(hour);
      await ex.futures.fundingJob.settleDue(hour + 3_600_000);
      expect(await payments(ex)).toBe(1);
    } finally {
      await ex.close();
    }
    ex = await start();
    try {
      expect(ex.futures.fundingJob.lastFundingTime('ubw', 'BTC/USDT')).toBe(hour + 3_600_000);
      await ex.futures.fundingJob.settleDue(hour + 3_600_000 + 10);
      expect(await payments(ex)).toBe(1);
      await ex.futures.fundingJob.settleDue(hour + 2 * 3_600_000);
      expect(await payments(ex)).toBe(2);
      expect((await ex.ledger.audit())).toEqual([]);
    } finally {
      await ex.close();
    }
    // Two start-ups on disk: more than the default 30 s on a loaded two-core machine.
  }, 120_000);
});
