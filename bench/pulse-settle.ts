// pulse-settle: settlement of pulse contracts that expire in the same second, against writing the
// same number of plain ledger transfers, in one run on one database (PGlite in a temporary DATA_DIR).
//
// Book: BENCH_CONTRACTS (100,000) contracts of BENCH_MEMBERS (1,000) members on the ten first USDT
// spot symbols, up or down at random, a stake of 1 to 10 USDT, all accepted within one second and
// expiring 60 s later, within one second. They are written as pulse accepts them (the row, and the
// stake and the house's possible profit held in the ledger) in batches, then the server restarts
// over them: the restart reads them back with the price tapes, as after an outage. Each symbol
// traded before acceptance, once after it (the entry) and once before expiry (the exit), up or down.
// Measured: one settlement run over all of them (settler.settleDue: entry and exit from the tapes,
// the result, both holds ended and the payout or loss booked in one ledger transaction per contract,
// written in batches, the rows marked settled), then the same number of plain ledger transfers
// (ledger.transfer, one move each, awaited one after the other: what any single money move costs).
// Last line: "pulse-settle: <N> contracts/s, <R> of ledger transfers", R = contracts settled per
// second over transfers written per second. Goal: R ≥ 0.8.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.ts';
import { createExchange, type Exchange } from '../apps/server/src/exchange.ts';
import { memberOwner, SYSTEM_OWNER, toUnits, type StagedTransfer } from '../apps/server/src/ledger/index.ts';
import { createMember } from '../apps/server/src/modules/member/repo.ts';
import { stakeMoves } from '../apps/server/src/modules/pulse/contract.ts';
import { printTrade } from '../apps/server/src/modules/pulse/testing.ts';
import { benchNumber } from './support/env.ts';

const CONTRACTS = benchNumber('BENCH_CONTRACTS', 100_000);
const MEMBERS = Math.min(benchNumber('BENCH_MEMBERS', 1_000), CONTRACTS);
const BATCH = 2_000;
const SECONDS = 60;
const RATIO_BP = 8_500;

/** mulberry32: the same book every run. */
const random = (() => {
  let a = 20261126;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pulse-'));
const t0 = Date.UTC(2026, 0, 1, 12);
let clock = t0 - 5_000;
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'error',
  SIMULATOR: 'off',
  SEED_DEMO_USERS: 'false',
  DEMO_GRANT: '0',
  DATABASE_URL: '',
  MQTT_URL: '',
  PULSE_DURATIONS: `${SECONDS}:85`,
  PULSE_MAX_OPEN: String(CONTRACTS),
  PULSE_HOUSE_FUNDS: '100000000',
});
const start = () => createExchange(config, { logger: false, now: () => clock, pulseSettleEveryMs: 0 });

const log = (text: string) => console.log(text);

const setUp = async (ex: Exchange) => {
  const symbols = ex.markets.hub.all('xh').filter((m) => m.config.quote_symbol === 'USDT').slice(0, 10).map((m) => m.config);
  for (const ownerId of [SYSTEM_OWNER.marketMaker, SYSTEM_OWNER.simulator])
    for (const asset of ['USDT', ...symbols.map((s) => s.coin_symbol)])
      await ex.ledger.deposit({ owner: { ownerType: 'system', ownerId }, walletType: '1', asset, amount: toUnits('1000000'), ref: 'bench' });
  for (const s of symbols) await printTrade(ex, '1.00', s.symbol_name);

  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const id = String((await createMember(ex.db, { email: `pulse-bench-${i}@bench.local`, passwordHash: 'unused' })).id);
    members.push(id);
    await ex.ledger.deposit({ owner: memberOwner(id), walletType: '9', asset: 'USDT', amount: toUnits(String(10 * Math.ceil(CONTRACTS / MEMBERS))), ref: 'bench' });
  }

  clock = t0;
  for (let from = 0; from < CONTRACTS; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, CONTRACTS - from) }, (_, k) => {
      const i = from + k;
      const stake = toUnits(String(1 + Math.floor(random() * 10)));
      const acceptedAt = t0 + Math.floor((i / CONTRACTS) * 1000);
      return {
        member_id: members[i % MEMBERS]!,
        symbol: symbols[i % symbols.length]!.symbol_name,
        direction: random() < 0.5 ? 'up' : 'down',
        seconds: SECONDS,
        stake: String(stake),
        ratio_bp: RATIO_BP,
        profit_if_win: String((stake * BigInt(RATIO_BP)) / 10_000n),
        accepted_at: String(acceptedAt),
        expire_at: String(acceptedAt + SECONDS * 1000),
      };
    });
    const inserted = await ex.db.insertInto('pulse_contract').values(rows).returning(['id', 'member_id', 'stake', 'profit_if_win']).execute();
    const staged: StagedTransfer[] = [];
    for (const r of inserted)
      staged.push(await ex.ledger.stage({ kind: 'pulse_stake', ref: `pulse:${r.id}`, moves: stakeMoves({ memberId: r.member_id, stake: BigInt(r.stake), profitIfWin: BigInt(r.profit_if_win) }) }));
    await ex.db.transaction().execute((trx) => ex.ledger.postStaged(trx, staged));
    ex.ledger.settleStaged(staged, true);
  }
  // Entry after every acceptance, exit before every expiry, each symbol up or down.
  clock = t0 + 1_500;
  for (const s of symbols) await printTrade(ex, '1.00', s.symbol_name);
  clock = t0 + 30_000;
  for (const s of symbols) await printTrade(ex, random() < 0.5 ? '1.01' : '0.99', s.symbol_name);
  return members;
};

const main = async () => {
  let ex = await start();
  const members = await setUp(ex);
  await ex.close();

  clock = t0 + SECONDS * 1000 + 2_000;
  const loadStart = performance.now();
  ex = await start();
  const loadMs = performance.now() - loadStart;
  try {
    if (ex.pulse.state.open.size !== CONTRACTS) throw new Error(`${ex.pulse.state.open.size} contracts open after the restart, ${CONTRACTS} written`);
    log(`${CONTRACTS} contracts of ${members.length} members open after a restart (started in ${(loadMs / 1000).toFixed(1)} s)`);

    const settleStart = performance.now();
    const settled = await ex.pulse.settler.settleDue();
    const settleS = (performance.now() - settleStart) / 1000;
    if (settled !== CONTRACTS) throw new Error(`${settled} settled of ${CONTRACTS}`);
    const open = await ex.db.selectFrom('pulse_contract').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow();
    if (Number(open.n) !== 0) throw new Error(`${open.n} rows still open`);
    const results = await ex.db.selectFrom('pulse_contract').select(['result']).select((eb) => eb.fn.countAll<string>().as('n')).groupBy('result').execute();
    const rate = settled / settleS;
    log(`settlement: ${settled} contracts in ${settleS.toFixed(2)} s (${results.map((r) => `${r.result} ${r.n}`).join(', ')})`);

    const transferStart = performance.now();
    for (let i = 0; i < CONTRACTS; i++) {
      const owner = memberOwner(members[i % members.length]!);
      await ex.ledger.transfer({ kind: 'transfer', ref: `bench-${i}`, moves: [{ from: { ...owner, walletType: '9', balance: 'available' }, to: { ...owner, walletType: '1', balance: 'available' }, asset: 'USDT', amount: 1n }] });
    }
    const transferS = (performance.now() - transferStart) / 1000;
    const transferRate = CONTRACTS / transferS;
    log(`plain ledger transfers: ${CONTRACTS} in ${transferS.toFixed(2)} s`);
    log(`pulse-settle: ${Math.round(rate)} contracts/s, ${(rate / transferRate).toFixed(2)} of ledger transfers`);
  } finally {
    await ex.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
