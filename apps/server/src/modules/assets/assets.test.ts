// Every wallet call against a real exchange (simulator off): what each answers, and that bad input
// is refused with a clear message and changes nothing (DESIGN §6).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as OTPAuth from 'otpauth';
import {
  WALLET_PATH,
  type BillRow,
  type CoinRate,
  type ContractTransferable,
  type CurrencyAccountRow,
  type DepositAddress,
  type DepositRow,
  type Envelope,
  type RefreshMessage,
  type Page,
  type TransferResult,
  type WalletAccountRow,
  type WalletBalanceRow,
  type WalletCoin,
  type WithdrawalRow,
} from '@exchange/contract';
import { md5, startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { memberOwner, toUnits } from '../../ledger/index.ts';
import { ADDRESS_FORMATS } from './addresses.ts';
import { encryptWithdrawal } from './testEnvelope.ts';
import { TRADE_PASSWORD, walletKit, type WalletMember } from './walletTestKit.ts';

let t: TestExchange;
let kit: ReturnType<typeof walletKit>;
let alice: WalletMember;

const maker = { ownerType: 'system' as const, ownerId: 'test_maker' };
const taker = { ownerType: 'system' as const, ownerId: 'test_taker' };
/** A trade of `lots` at `ticks` between two bots, which sets the market's last price. */
const trade = async (symbol: string, ticks: number, lots: number) => {
  const market = t.ex.markets.hub.get('xh', symbol)!;
  const base = { kind: 'xh', symbol, orderType: 'limit', fundsNotional: null, priceTicks: ticks, quantityLots: lots } as const;
  await market.place({ ...base, id: `m-${symbol}-${ticks}`, ownerType: maker.ownerType, ownerId: maker.ownerId, side: 'sell', tif: 'GTC' });
  await market.place({ ...base, id: `t-${symbol}-${ticks}`, ownerType: taker.ownerType, ownerId: taker.ownerId, side: 'buy', tif: 'IOC' });
};

const get = <T>(path: string, m: WalletMember | null, query?: Record<string, string>) =>
  t.call<Envelope<T>>('GET', t.coin(path), { ...(m ? { token: m.token } : {}), ...(query ? { query } : {}) });
const post = <T>(path: string, m: WalletMember | null, body: unknown) => t.call<Envelope<T>>('POST', t.coin(path), { ...(m ? { token: m.token } : {}), body });

/** Calls that must be refused with `message`, leaving every wallet and ledger row as it was. */
const refusedUnchanged = async (message: string | RegExp, call: () => Promise<{ status: number; body: Envelope<unknown> }>) => {
  const before = await kit.snapshot();
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.code).toBe(400);
  expect(res.body.msg).toMatch(message);
  expect(await kit.snapshot()).toEqual(before);
};

const balance = (m: WalletMember, type: string, coin: string) => t.ex.ledger.balance(memberOwner(m.id), type, coin);

beforeAll(async () => {
  t = await startTestExchange({ DEMO_GRANT: '0', AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off' });
  kit = walletKit(t);
  for (const owner of [maker, taker])
    for (const [asset, amount] of [['USDT', '100000000'], ['BTC', '1000'], ['ETH', '1000']] as const)
      await t.ex.ledger.deposit({ owner, walletType: '1', asset, amount: toUnits(amount), ref: 'test-funding' });
  // BTC/USDT 60000.00 (price scale 2, amount scale 5); ETH/BTC 0.050000 (scale 6, 2).
  await trade('BTC/USDT', 6_000_000, 100);
  await trade('ETH/BTC', 50_000, 100);
  alice = await kit.member();
  await kit.fund(alice, 'USDT', '1000');
  await kit.fund(alice, 'BTC', '0.5');
});
afterAll(() => t.close());

describe('accounts and values', () => {
  it('lists every account with its USDT value and the BTC rate, pulse outside the total', async () => {
    await t.call('GET', t.coin(WALLET_PATH.transfer), { token: alice.token, query: { fromType: '1', toType: '9', coin: 'USDT', amount: '100' } });
    const res = await get<WalletAccountRow[]>(WALLET_PATH.walletAccount, alice);
    expect(res.body.data.map((r) => r.type)).toEqual(['0', '1', '2', '3', '4', '8', '9']);
    const byType = Object.fromEntries(res.body.data.map((r) => [r.type, r]));
    // 900 USDT + 0.5 BTC × 60000 on spot, 100 USDT on pulse.
    expect(byType['1']).toEqual({ type: '1', name: 'Spot', usdt: '30900', rate: '60000', balanceUsdt: '30900' });
    expect(byType['9']).toMatchObject({ usdt: '100', balanceUsdt: '100' });
    expect(byType['0']).toMatchObject({ usdt: '30900', rate: '60000' });
    await t.call('GET', t.coin(WALLET_PATH.transfer), { token: alice.token, query: { fromType: '9', toType: '1', coin: 'USDT', amount: '100' } });
  });

  it('values a coin without a USDT market through its BTC pair', async () => {
    const rates = (await get<CoinRate[]>(WALLET_PATH.coinRate, null)).body.data;
    expect(rates.find((r) => r.coin === 'USDT')!.rate).toBe('1');
    expect(rates.find((r) => r.coin === 'BTC')!.rate).toBe('60000');
    // No trade on ETH/USDT here: 0.05 BTC × 60000.
    expect(rates.find((r) => r.coin === 'ETH')!.rate).toBe('3000');
    expect(rates.find((r) => r.coin === 'DOGE')!.rate).toBe('0');
  });

  it('lists the coins of one account, zeros included, and one coin on request', async () => {
    const rows = (await post<CurrencyAccountRow[]>(WALLET_PATH.currencyAccount, alice, { type: '1' })).body.data;
    expect(rows[0]).toMatchObject({ coin: 'USDT', available: '1000', frozen: '0', total: '1000', usdt: '1000' });
    expect(rows.find((r) => r.coin === 'BTC')).toMatchObject({ available: '0.5', usdt: '30000', avatar: '/content/images/coins/btc.svg' });
    expect(rows.find((r) => r.coin === 'DOGE')).toMatchObject({ available: '0', total: '0' });
    const one = (await post<CurrencyAccountRow[]>(WALLET_PATH.currencyAccount, alice, { type: 1, coin: 'btc' })).body.data;
    expect(one.map((r) => r.coin)).toEqual(['BTC']);
    const balances = (await get<WalletBalanceRow[]>(WALLET_PATH.myBalance, alice, { type: '1' })).body.data;
    expect(balances.find((r) => r.coin === 'BTC')).toEqual({ coin: 'BTC', available: '0.5', frozen: '0' });
  });

  it('refuses the total, the unlisted and unknown account types', async () => {
    for (const [type, message] of [
      ['0', /total is not an account/],
      ['6', /Account type 6 is not available/],
      ['7', /Account type 7 is not available/],
      ['5', /Unknown account type/],
      ['', /Unknown account type/],
    ] as const) {
      await refusedUnchanged(message, () => post(WALLET_PATH.currencyAccount, alice, { type }));
      await refusedUnchanged(message, () => get(WALLET_PATH.myBalance, alice, { type }));
    }
    await refusedUnchanged(/Unknown coin/, () => post(WALLET_PATH.currencyAccount, alice, { type: '1', coin: 'NOPE' }));
  });

  it('needs a login for member data but not for coin lists, rates and the key', async () => {
    for (const [method, path] of [
      ['GET', WALLET_PATH.walletAccount],
      ['POST', WALLET_PATH.currencyAccount],
      ['GET', WALLET_PATH.transfer],
      ['GET', WALLET_PATH.depositAddress('USDT')],
      ['POST', WALLET_PATH.rechargeLog],
      ['POST', WALLET_PATH.withdrawal],
      ['POST', WALLET_PATH.myBill],
      ['POST', WALLET_PATH.tradePassword],
    ] as const) {
      const res = await t.call<Envelope>(method, t.coin(path), method === 'POST' ? { body: {} } : {});
      expect(res.body.code, path).toBe(401);
    }
    for (const path of [WALLET_PATH.coinRate, WALLET_PATH.rechargeCurrency, WALLET_PATH.withdrawalKey]) expect((await get(path, null)).body.code).toBe(200);
  });
});

describe('transfers between accounts', () => {
  const transfer = (m: WalletMember, query: Record<string, string>) => get<TransferResult>(WALLET_PATH.transfer, m, query);

  it('moves available funds and answers both balances', async () => {
    const res = await transfer(alice, { fromType: '1', toType: '4', coin: 'USDT', amount: '200.5' });
    expect(res.body.data).toEqual({ coin: 'USDT', from: { type: '1', available: '799.5' }, to: { type: '4', available: '200.5' } });
    const out = await get<ContractTransferable>(WALLET_PATH.contractTransferable('USDT'), alice);
    expect(out.body.data).toEqual({ coin: 'USDT', transferable: '200.5' });
    await transfer(alice, { fromType: '4', toType: '1', coin: 'usdt', amount: '200.5' });
    expect(await balance(alice, '1', 'USDT')).toEqual({ available: toUnits('1000'), locked: 0n });
  });

  it('refuses bad transfers and changes nothing', async () => {
    const ok = { fromType: '1', toType: '2', coin: 'USDT', amount: '10' };
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ coin: 'NOPE' }, /Unknown coin/],
      [{ amount: '0' }, /greater than 0/],
      [{ amount: '-5' }, /greater than 0/],
      [{ amount: '1.123456789' }, /at most 8 decimal places/],
      [{ amount: '1e3' }, /valid amount/],
      [{ amount: 'abc' }, /valid amount/],
      [{ amount: '1000.00000001' }, /Insufficient balance/],
      [{ fromType: '0' }, /total is not an account/],
      [{ toType: '6' }, /Account type 6/],
      [{ toType: '7' }, /Account type 7/],
      [{ toType: '1' }, /two different accounts/],
      [{ toType: '8' }, /merchant account is only for merchants/],
      [{ fromType: '8', toType: '1' }, /merchant account is only for merchants/],
    ];
    for (const [over, message] of cases) await refusedUnchanged(message, () => transfer(alice, { ...ok, ...over }));
    await refusedUnchanged(/Choose the account to transfer to/, () => transfer(alice, { fromType: '1', coin: 'USDT', amount: '1' }));
    await refusedUnchanged(/Unknown coin/, () => get(WALLET_PATH.contractTransferable('NOPE'), alice));
    await refusedUnchanged(/Unknown coin/, () => get(WALLET_PATH.contractTransferable('..%2F'), alice));
  });

  it('lets a merchant use the merchant account, and pulse for everyone', async () => {
    const bob = await kit.member(false);
    await kit.fund(bob, 'USDT', '50');
    expect((await transfer(bob, { fromType: '1', toType: '9', coin: 'USDT', amount: '5' })).body.code).toBe(200);
    await t.ex.db.updateTable('member').set({ is_merchant: 2 }).where('id', '=', bob.id).execute();
    expect((await transfer(bob, { fromType: '1', toType: '8', coin: 'USDT', amount: '5' })).body.data.to).toEqual({ type: '8', available: '5' });
  });
});

describe('deposits', () => {
  it('lists depositable coins with their chains and terms', async () => {
    const coins = (await get<WalletCoin[]>(WALLET_PATH.rechargeCurrency, null)).body.data;
    expect(coins[0]!.coin).toBe('USDT');
    expect(coins[0]!.chains.map((c) => c.chain)).toEqual(['TRC20', 'ERC20', 'BEP20']);
    expect(coins.find((c) => c.coin === 'BTC')!.chains[0]).toEqual({ chain: 'BTC', min_deposit: '0.0001', confirmations: 2, withdraw_min: '0.001', withdraw_fee: '0.0002', withdraw_scale: 8, memo: 0 });
    expect(coins.map((c) => c.coin)).toContain('NEW');
  });

  it('gives each member one address per chain, in the chain format', async () => {
    const first = (await get<DepositAddress[]>(WALLET_PATH.depositAddress('usdt'), alice)).body.data;
    const again = (await get<DepositAddress[]>(WALLET_PATH.depositAddress('USDT'), alice)).body.data;
    expect(again).toEqual(first);
    expect(first.map((a) => a.chain)).toEqual(['TRC20', 'ERC20', 'BEP20']);
    for (const a of first) expect(ADDRESS_FORMATS[a.chain]!.valid(a.address)).toBe(true);
    expect(first[0]).toMatchObject({ coin: 'USDT', min_deposit: '1', confirmations: 19 });
    // TRX lives on the same TRON account as USDT-TRC20.
    const trx = (await get<DepositAddress[]>(WALLET_PATH.depositAddress('TRX'), alice)).body.data;
    expect(trx[0]!.address).toBe(first[0]!.address);
    const other = await kit.member(false);
    const theirs = (await get<DepositAddress[]>(WALLET_PATH.depositAddress('USDT'), other)).body.data;
    expect(theirs[0]!.address).not.toBe(first[0]!.address);
    await refusedUnchanged(/Unknown coin/, () => get(WALLET_PATH.depositAddress('NOPE'), alice));
  });

  it('records a sighting as pending and credits it once at the required confirmations', async () => {
    const m = await kit.member(false);
    const address = await t.ex.assets.deposits.addressOn(m.id, 'BTC');
    const report = { coin: 'BTC', chain: 'BTC', address, txHash: 'btc-tx-1', amount: '0.25' };
    const seen = await t.ex.assets.deposits.observe({ ...report, confirmations: 0 });
    expect(seen).toMatchObject({ status: '0', confirmations: 0, required_confirmations: 2, amount: '0.25', tx_hash: 'btc-tx-1' });
    const pending = await post<Page<DepositRow>>(WALLET_PATH.rechargePendingLog, m, {});
    expect(pending.body.data).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    expect((await balance(m, '1', 'BTC')).available).toBe(0n);
    await t.ex.assets.deposits.observe({ ...report, confirmations: 1 });
    expect((await balance(m, '1', 'BTC')).available).toBe(0n);
    expect((await t.ex.assets.deposits.observe({ ...report, confirmations: 2 })).status).toBe('1');
    // Reported again, even with more confirmations and concurrently: credited once.
    await Promise.all([3, 4, 5].map((confirmations) => t.ex.assets.deposits.observe({ ...report, confirmations })));
    expect(await balance(m, '1', 'BTC')).toEqual({ available: toUnits('0.25'), locked: 0n });
    expect((await post<Page<DepositRow>>(WALLET_PATH.rechargePendingLog, m, {})).body.data.total).toBe(0);
    const log = (await post<Page<DepositRow>>(WALLET_PATH.rechargeLog, m, { type: 1 })).body.data;
    expect(log.records).toHaveLength(1);
    expect(log.records[0]).toMatchObject({ status: '1', confirmations: 5, coin: 'BTC' });
    expect((await post<Page<DepositRow>>(WALLET_PATH.rechargeLog, m, { type: '4' })).body.data.total).toBe(0);
  });

  it('keeps a deposit below the minimum without crediting it, and refuses inconsistent reports', async () => {
    const m = await kit.member(false);
    const address = await t.ex.assets.deposits.addressOn(m.id, 'TRC20');
    const small = await t.ex.assets.deposits.observe({ coin: 'USDT', chain: 'TRC20', address, txHash: 'small-1', amount: '0.5', confirmations: 30 });
    expect(small.status).toBe('2');
    expect((await balance(m, '1', 'USDT')).available).toBe(0n);
    await t.ex.assets.deposits.observe({ coin: 'USDT', chain: 'TRC20', address, txHash: 'usdt-1', amount: '10', confirmations: 0 });
    const before = await kit.snapshot();
    await expect(t.ex.assets.deposits.observe({ coin: 'USDT', chain: 'TRC20', address, txHash: 'usdt-1', amount: '11', confirmations: 30 })).rejects.toThrow(/different coin, address or amount/);
    await expect(t.ex.assets.deposits.observe({ coin: 'USDT', chain: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', txHash: 'x-1', amount: '10', confirmations: 30 })).rejects.toThrow(/No member has/);
    await expect(t.ex.assets.deposits.observe({ coin: 'USDT', chain: 'SOL', address, txHash: 'x-2', amount: '10', confirmations: 30 })).rejects.toThrow(/not deposited on SOL/);
    await expect(t.ex.assets.deposits.observe({ coin: 'USDT', chain: 'TRC20', address, txHash: 'x-3', amount: '-1', confirmations: 30 })).rejects.toThrow(/negative/);
    await expect(t.ex.assets.deposits.observe({ coin: 'USDT', chain: 'TRC20', address, txHash: 'bad hash!', amount: '1', confirmations: 30 })).rejects.toThrow(/Invalid transaction hash/);
    expect(await kit.snapshot()).toEqual(before);
  });
});

describe('live notices of wallet changes', () => {
  it("tells the member's topic when a deposit is seen and credited and when a withdrawal is decided", async () => {
    const m = await kit.member();
    await kit.fund(m, 'USDT', '100');
    const published: Array<[string, RefreshMessage]> = [];
    const spy = vi.spyOn(t.ex.live.publisher, 'publish').mockImplementation((topic, payload) => {
      if (topic.startsWith('refresh_')) published.push([topic, payload as RefreshMessage]);
    });
    try {
      const address = await t.ex.assets.deposits.addressOn(m.id, 'BTC');
      const report = { coin: 'BTC', chain: 'BTC', address, txHash: 'btc-notice-1', amount: '0.1' };
      const seen = await t.ex.assets.deposits.observe({ ...report, confirmations: 0 });
      await t.ex.assets.deposits.observe({ ...report, confirmations: 2 });
      const request = (await kit.withdraw(m, kit.withdrawBody({ amount: '20' }))).body.data as WithdrawalRow;
      await t.ex.assets.withdrawals.reject(request.id, 'checks failed');
      const topic = `refresh_${m.id}`;
      expect(published).toEqual([
        [topic, { type: 'wallet', isNew: '0', content: '0', orderCode: seen.id, changeUser: m.id, serviceType: 'deposit', link_merchant: '0' }],
        [topic, expect.objectContaining({ type: 'wallet', content: '1', orderCode: seen.id, serviceType: 'deposit' })],
        [topic, expect.objectContaining({ type: 'wallet', content: '2', orderCode: request.id, serviceType: 'withdrawal' })],
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('withdrawals', () => {
  it('publishes the public key as JWK and SPKI PEM', async () => {
    const key = await kit.publicKey();
    expect(key).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA', e: 'AQAB', kid: key.kid } });
    expect(key.pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('holds amount + fee, lists it pending, and pays it out on approval', async () => {
    const m = await kit.member();
    await kit.fund(m, 'USDT', '100');
    const res = await kit.withdraw(m, kit.withdrawBody({ amount: '50.5' }));
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const row = res.body.data as WithdrawalRow;
    expect(row).toMatchObject({ coin: 'USDT', chain: 'TRC20', amount: '50.5', fee: '1', total: '51.5', status: '0' });
    expect(await balance(m, '1', 'USDT')).toEqual({ available: toUnits('48.5'), locked: toUnits('51.5') });
    expect((await post<Page<WithdrawalRow>>(WALLET_PATH.withdrawalPendingLog, m, {})).body.data.records.map((r) => r.id)).toEqual([row.id]);
    const external = (await t.ex.ledger.totals('USDT')).external;
    const done = await t.ex.assets.withdrawals.approve(row.id, 'chain-tx-9');
    expect(done).toMatchObject({ status: '1', tx_hash: 'chain-tx-9' });
    expect(await balance(m, '1', 'USDT')).toEqual({ available: toUnits('48.5'), locked: 0n });
    // 50.5 left the exchange; the 1 fee stayed inside, with the fees account.
    expect((await t.ex.ledger.totals('USDT')).external).toBe(external + toUnits('50.5'));
    expect((await post<Page<WithdrawalRow>>(WALLET_PATH.withdrawalPendingLog, m, {})).body.data.total).toBe(0);
    expect((await post<Page<WithdrawalRow>>(WALLET_PATH.withdrawalLog, m, { coin: 'USDT' })).body.data.records[0]).toMatchObject({ id: row.id, status: '1' });
    await expect(t.ex.assets.withdrawals.approve(row.id)).rejects.toThrow(/already done/);
    await expect(t.ex.assets.withdrawals.reject(row.id)).rejects.toThrow(/already done/);
    expect(await t.ex.ledger.audit()).toEqual([]);
  });

  it('releases the hold on rejection and on the member cancelling', async () => {
    const m = await kit.member();
    await kit.fund(m, 'BTC', '1');
    const first = (await kit.withdraw(m, kit.withdrawBody({ coin: 'BTC', chain: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '0.1' }))).body.data as WithdrawalRow;
    const second = (await kit.withdraw(m, kit.withdrawBody({ coin: 'BTC', chain: 'BTC', address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', amount: '0.2' }))).body.data as WithdrawalRow;
    expect(await balance(m, '1', 'BTC')).toEqual({ available: toUnits('0.6996'), locked: toUnits('0.3004') });
    expect(await t.ex.assets.withdrawals.reject(first.id, 'Address on a sanctions list')).toMatchObject({ status: '2', remark: 'Address on a sanctions list' });
    const cancelled = await post<WithdrawalRow>(WALLET_PATH.cancelWithdrawal, m, { id: second.id });
    expect(cancelled.body.data).toMatchObject({ status: '3' });
    expect(await balance(m, '1', 'BTC')).toEqual({ available: toUnits('1'), locked: 0n });
    await refusedUnchanged(/already cancelled/, () => post(WALLET_PATH.cancelWithdrawal, m, { id: second.id }));
  });

  it('refuses bad requests with a clear message and changes nothing', async () => {
    const m = await kit.member();
    await kit.fund(m, 'USDT', '100');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ coin: 'NOPE' }, /Unknown coin/],
      [{ chain: 'SOL' }, /USDT cannot be withdrawn on SOL/],
      [{ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, /not a valid TRC20 address/],
      [{ address: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe' }, /not a valid TRC20 address/],
      [{ chain: 'ERC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, /not a valid ERC20 address/],
      [{ address: '' }, /Please enter the address/],
      [{ amount: '0' }, /greater than 0/],
      [{ amount: '-20' }, /greater than 0/],
      [{ amount: '20.1234567' }, /at most 6 decimal places/],
      [{ amount: 20 }, /decimal string/],
      [{ amount: '5' }, /minimum withdrawal is 10 USDT/],
      [{ amount: '99.5' }, /Insufficient balance/],
      [{ tradePwd: md5('wrong') }, /trade password is wrong/],
      [{ tradePwd: 'plain' }, /md5/],
      [{ memo: '123' }, /TRC20 withdrawals take no memo/],
      [{ timestamp: Date.now() - 10 * 60_000 }, /expired/],
      [{ timestamp: undefined }, /no time/],
    ];
    for (const [over, message] of cases) await refusedUnchanged(message, () => kit.withdraw(m, { ...kit.withdrawBody(), ...over }));
    const own = (await get<DepositAddress[]>(WALLET_PATH.depositAddress('USDT'), m)).body.data[0]!.address;
    await refusedUnchanged(/your own deposit address/, () => kit.withdraw(m, kit.withdrawBody({ address: own })));
    await refusedUnchanged(/destination tag/, () => kit.withdraw(m, kit.withdrawBody({ coin: 'XRP', chain: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', amount: '30', memo: 'abc' })));
  });

  it('refuses tampered, undecryptable, stale and plain envelopes', async () => {
    const m = await kit.member();
    await kit.fund(m, 'USDT', '100');
    const key = await kit.publicKey();
    const good = await encryptWithdrawal(kit.withdrawBody(), key);
    const flip = (b64: string, at: number) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[at % bytes.length]! ^= 1;
      return bytes.toString('base64');
    };
    const send = (body: unknown) => post(WALLET_PATH.withdrawal, m, body);
    for (const body of [
      { ...good, data: flip(good.data, 3) },
      { ...good, data: flip(good.data, -1 + Buffer.from(good.data, 'base64').length) },
      { ...good, iv: flip(good.iv, 0) },
      { ...good, key: flip(good.key, 10) },
      { ...good, key: Buffer.from('x'.repeat(256)).toString('base64') },
      { ...good, iv: 'AAAA' },
      { ...good, data: '' },
      { ...good, data: 'not base64 !!' },
      { kid: key.kid },
      {},
    ])
      await refusedUnchanged(/could not be read/, () => send(body));
    await refusedUnchanged(/key has changed/, () => send({ ...good, kid: 'another-key' }));
    // The plain body, unencrypted, is not accepted either.
    await refusedUnchanged(/could not be read/, () => send(kit.withdrawBody()));
    const notJson = await encryptWithdrawal({} as never, key);
    await refusedUnchanged(/Please choose a coin/, () => send(notJson));
    expect((await send(good)).body.code).toBe(200);
  });

  it('asks for a trade password first, and for the Google code once 2FA is bound', async () => {
    const m = await kit.member(false);
    await kit.fund(m, 'USDT', '100');
    await refusedUnchanged(/set a trade password first/, () => kit.withdraw(m, kit.withdrawBody()));
    const setPwd = (body: Record<string, unknown>) => post(WALLET_PATH.tradePassword, m, body);
    const good = { loginPwd: md5(m.password), payPwd: md5(TRADE_PASSWORD), payPwd1: md5(TRADE_PASSWORD) };
    await refusedUnchanged(/login password is wrong/, () => setPwd({ ...good, loginPwd: md5('nope') }));
    await refusedUnchanged(/do not match/, () => setPwd({ ...good, payPwd1: md5('other') }));
    await refusedUnchanged(/must differ from the login password/, () => setPwd({ ...good, payPwd: md5(m.password), payPwd1: md5(m.password) }));
    await refusedUnchanged(/md5/, () => setPwd({ ...good, payPwd: 'short' }));
    expect((await setPwd(good)).body.code).toBe(200);

    const secret = new OTPAuth.Secret({ size: 20 });
    await t.ex.db.updateTable('member').set({ google_secret: secret.base32 }).where('id', '=', m.id).execute();
    const totp = new OTPAuth.TOTP({ secret, digits: 6, period: 30 });
    await refusedUnchanged(/enter the Google verification code/, () => kit.withdraw(m, kit.withdrawBody()));
    const wrong = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    await refusedUnchanged(/Google verification code is wrong/, () => kit.withdraw(m, kit.withdrawBody({ googleCode: wrong })));
    await refusedUnchanged(/Google verification code is wrong/, () => setPwd({ ...good, googleCode: wrong }));
    expect((await kit.withdraw(m, kit.withdrawBody({ googleCode: totp.generate() }))).body.code).toBe(200);
  });
});

describe('bills', () => {
  it('lists the member’s balance changes newest first, holds netted away, with filters and paging', async () => {
    const m = await kit.member();
    await kit.fund(m, 'USDT', '100');
    await get(WALLET_PATH.transfer, m, { fromType: '1', toType: '4', coin: 'USDT', amount: '30' });
    const w = (await kit.withdraw(m, kit.withdrawBody({ amount: '20' }))).body.data as WithdrawalRow;
    await t.ex.assets.withdrawals.approve(w.id);
    const all = (await post<Page<BillRow>>(WALLET_PATH.myBill, m, {})).body.data;
    expect(all.records.map((r) => [r.type, r.kind, r.coin, r.amount])).toEqual([
      ['1', 'fee', 'USDT', '-1'],
      ['1', 'withdrawal', 'USDT', '-20'],
      ['4', 'transfer', 'USDT', '30'],
      ['1', 'transfer', 'USDT', '-30'],
      ['1', 'deposit', 'USDT', '100'],
    ]);
    expect(all).toMatchObject({ total: 5, size: 10, current: 1, pages: 1 });
    const page2 = (await post<Page<BillRow>>(WALLET_PATH.myBill, m, { current: 2, size: 2 })).body.data;
    expect(page2).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    expect(page2.records.map((r) => r.id)).toEqual(all.records.slice(2, 4).map((r) => r.id));
    expect((await post<Page<BillRow>>(WALLET_PATH.myBill, m, { type: '4' })).body.data.records.map((r) => r.amount)).toEqual(['30']);
    expect((await post<Page<BillRow>>(WALLET_PATH.myBill, m, { kind: 'deposit', coin: 'usdt' })).body.data.total).toBe(1);
    const future = Date.now() + 3_600_000;
    expect((await post<Page<BillRow>>(WALLET_PATH.myBill, m, { startTime: future })).body.data.total).toBe(0);
    expect((await post<Page<BillRow>>(WALLET_PATH.myBill, m, { startTime: 0, endTime: future })).body.data.total).toBe(5);
  });

  it('refuses bad filters', async () => {
    for (const [body, message] of [
      [{ type: '0' }, /total is not an account/],
      [{ type: '7' }, /Account type 7/],
      [{ kind: 'DROP TABLE' }, /Unknown bill kind/],
      [{ coin: 'NOPE' }, /Unknown coin/],
      [{ startTime: -1 }, /Invalid time/],
      [{ startTime: 10, endTime: 5 }, /end time is before/],
      [{ size: 1000 }, /size must be between 1 and 100/],
      [{ current: 0 }, /current must be a page number/],
    ] as const)
      await refusedUnchanged(message, () => post(WALLET_PATH.myBill, alice, body));
    await refusedUnchanged(/size must be between/, () => post(WALLET_PATH.rechargeLog, alice, { size: 0 }));
    await refusedUnchanged(/Unknown coin/, () => post(WALLET_PATH.withdrawalLog, alice, { coin: 'NOPE' }));
  });
});

describe('access matrix: one member never reaches another’s wallet', () => {
  it('refuses B on A’s withdrawal and shows B none of A’s rows', async () => {
    const a = await kit.member();
    const b = await kit.member();
    await kit.fund(a, 'USDT', '100');
    await kit.fund(b, 'USDT', '100');
    const mine = (await kit.withdraw(a, kit.withdrawBody({ amount: '10' }))).body.data as WithdrawalRow;
    // B cancelling A's request reads exactly like an id that does not exist.
    await refusedUnchanged(/^Unknown withdrawal$/, () => post(WALLET_PATH.cancelWithdrawal, b, { id: mine.id }));
    await refusedUnchanged(/^Unknown withdrawal$/, () => post(WALLET_PATH.cancelWithdrawal, b, { id: '987654321' }));
    await refusedUnchanged(/Unknown withdrawal/, () => post(WALLET_PATH.cancelWithdrawal, b, { id: 'x; drop' }));
    for (const path of [WALLET_PATH.withdrawalLog, WALLET_PATH.withdrawalPendingLog]) {
      const ids = (await post<Page<WithdrawalRow>>(path, b, {})).body.data.records.map((r) => r.id);
      expect(ids).not.toContain(mine.id);
    }
    for (const path of [WALLET_PATH.rechargeLog, WALLET_PATH.rechargePendingLog]) {
      const theirs = (await post<Page<DepositRow>>(path, b, {})).body.data.records;
      const ours = (await post<Page<DepositRow>>(path, a, {})).body.data.records;
      expect(theirs.map((r) => r.id).filter((id) => ours.some((o) => o.id === id))).toEqual([]);
    }
    const billsA = (await post<Page<BillRow>>(WALLET_PATH.myBill, a, { size: 100 })).body.data.records.map((r) => r.id);
    const billsB = (await post<Page<BillRow>>(WALLET_PATH.myBill, b, { size: 100 })).body.data.records.map((r) => r.id);
    expect(billsA.filter((id) => billsB.includes(id))).toEqual([]);
    expect((await get<CurrencyAccountRow[]>(WALLET_PATH.myBalance, b, { type: '1' })).body.data.find((r) => r.coin === 'USDT')).toMatchObject({ available: '100', frozen: '0' });
    // A can still cancel it: B's attempts changed nothing.
    expect((await post<WithdrawalRow>(WALLET_PATH.cancelWithdrawal, a, { id: mine.id })).body.data.status).toBe('3');
  });
});
