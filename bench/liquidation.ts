// liquidation: the liquidation index (apps/server/src/risk/liquidationIndex.ts) against evaluating
// every position, on the same book and the same mark ticks in one run.
//
// Book, fixed seed (mulberry32, SEED): BENCH_POSITIONS (1,000,000) open positions over the nine
// contracts (six ubw, three bbw), long or short at random, notional log-uniform from 100 to 200,000
// USD, entry near the mark (standard deviation 0.6 %), leverage drawn from 2x to the pair's limit (isolated
// part_cou, cross full_cou). Half are isolated, with their initial margin (three in ten with up to half
// as much again); the other half sit in cross accounts: USDT accounts of one to four ubw positions on
// distinct contracts, and coin accounts of one bbw position, each wallet the positions' initial margin
// plus up to half again. Nothing is liquidatable at the start: a draw that would be is drawn again.
// The positions live in typed arrays (10^-8 units; contracts for bbw); the index keeps its own
// triggers and asks for a cross account's state when it needs it (readGroup), as the futures service
// will.
//
// Ticks: every contract's mark takes a Gaussian step of BENCH_STEP_BP (5) basis points, BENCH_TICKS
// (30) times after 2 warm-up ticks. Each tick both sides answer "what is liquidatable now":
// - the index: the crossed triggers of each contract and side, the cross accounts among them evaluated
//   exactly and re-guarded when safe (timed: this is the "per tick" figure);
// - the full scan: every isolated position's surplus and every cross account's, exactly, with the same
//   risk functions riskOf uses (margin.ts surplusAt, liquidationIndex.ts groupSurplus). A pass over
//   precomputed liquidation prices would cost less for the isolated half, but a cross account has no
//   fixed price to precompute (it moves with the account's other marks): without an index, finding
//   them means evaluating them.
// Both must find the same positions and accounts, or the bench stops. What they found is then closed
// and replaced by new positions at the current marks (what a liquidation and new trading do to a
// book), and the index is told (updates timed apart, per position).
// Garbage from one side is collected before the other side is timed (a full GC between them, made
// callable with --expose-gc set at run time), so neither pays for the other's allocations: the scan
// makes millions of short-lived rationals a tick.
// Last line: "liquidation: <N> positions, <X> us per tick p99, <R>x full scan", R = the scan's total
// time over the index's, over the measured ticks.
import { CONTRACTS, type ContractSpec } from '../apps/server/src/risk/contracts.ts';
import { FIGURE_UNIT, fixed, ONE, type Fixed } from '../apps/server/src/risk/fixed.ts';
import { groupSurplus, LiquidationIndex, type CrossGroup, type IndexedPosition } from '../apps/server/src/risk/liquidationIndex.ts';
import { isShortOfMargin, surplusAt } from '../apps/server/src/risk/margin.ts';
import { orderInitialMargin } from '../apps/server/src/risk/pnl.ts';
import { of } from '../apps/server/src/risk/ratio.ts';
import { SIM_PROFILE } from '../apps/server/src/market/symbols.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { benchNumber } from './support/env.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const SEED = 20260522;
const POSITIONS = benchNumber('BENCH_POSITIONS', 1_000_000, { min: 100 });
const TICKS = benchNumber('BENCH_TICKS', 30);
const STEP_BP = benchNumber('BENCH_STEP_BP', 5);
const WARMUP = 2;
const LEVERAGES = [2, 3, 5, 10, 20, 25, 50, 75, 100];

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const contracts = [...CONTRACTS.values()];
const linearIds = contracts.flatMap((c, i) => (c.type === 'linear' ? [i] : []));
const inverseIds = contracts.flatMap((c, i) => (c.type === 'inverse' ? [i] : []));
/** Marks in 10^-8 units, starting at the simulator's reference prices. */
const marks = new Float64Array(contracts.map((c) => Number(fixed(SIM_PROFILE[c.key]!.startPrice) / FIGURE_UNIT)));
const markOf = (c: number): Fixed => BigInt(marks[c]!) * FIGURE_UNIT;

// ---- the book, in typed arrays ----
const contractOf = new Uint8Array(POSITIONS);
/** 10^-8 of the base coin (linear) or whole contracts (inverse), signed. */
const sizeOf = new Float64Array(POSITIONS);
const entryOf = new Float64Array(POSITIONS);
/** Isolated margin in 10^-8 of the settlement coin; −1 for a cross position. */
const marginOf = new Float64Array(POSITIONS);
const isolatedCount = Math.floor(POSITIONS / 2);
// Cross accounts take the rest in runs of one to four positions.
const groupFirst: number[] = [];
const groupCount: number[] = [];
for (let at = isolatedCount; at < POSITIONS; ) {
  const count = Math.min(POSITIONS - at, random() < 0.25 ? 1 : 1 + Math.floor(random() * 4));
  groupFirst.push(at);
  groupCount.push(count);
  at += count;
}
const groups = groupFirst.length;
const walletOf = new Float64Array(groups);

const sizeFixed = (i: number, c: ContractSpec): Fixed => (c.type === 'linear' ? BigInt(sizeOf[i]!) * FIGURE_UNIT : BigInt(sizeOf[i]!) * ONE);
const positionAt = (i: number): IndexedPosition => {
  const contract = contracts[contractOf[i]!]!;
  return { contract, size: sizeFixed(i, contract), entryPrice: BigInt(entryOf[i]!) * FIGURE_UNIT };
};
const groupAt = (g: number): CrossGroup => {
  const positions: IndexedPosition[] = [];
  for (let i = groupFirst[g]!; i < groupFirst[g]! + groupCount[g]!; i++) positions.push(positionAt(i));
  return { wallet: BigInt(walletOf[g]!) * FIGURE_UNIT, positions };
};
const marksOf = (p: IndexedPosition): Fixed => markOf(contracts.indexOf(p.contract));
const isolatedShort = (i: number): boolean => {
  const p = positionAt(i);
  return isShortOfMargin(surplusAt(p.contract, p, of(BigInt(marginOf[i]!) * FIGURE_UNIT), markOf(contractOf[i]!)));
};
const groupShort = (g: number): boolean => isShortOfMargin(groupSurplus(groupAt(g), marksOf));

/** Draws position i on contract c at the current mark; returns its initial margin in 10^-8 units. */
const draw = (i: number, c: number, leverageLimit: number): bigint => {
  const contract = contracts[c]!;
  const usd = Math.exp(Math.log(100) + random() * Math.log(2000));
  const entry = Math.max(1, Math.round(marks[c]! * (1 + 0.006 * gauss())));
  const quantity =
    contract.type === 'linear' ? Math.max(1, Math.round((usd / entry) * 1e16)) : Math.max(1, Math.round(usd / Number(contract.contractSize / ONE)));
  contractOf[i] = c;
  sizeOf[i] = random() < 0.5 ? quantity : -quantity;
  entryOf[i] = entry;
  const choices = LEVERAGES.filter((l) => l <= leverageLimit);
  const leverage = choices[Math.floor(random() * choices.length)]!;
  const p = positionAt(i);
  return orderInitialMargin(contract, p.size, p.entryPrice, leverage) / FIGURE_UNIT;
};
const extra = (units: bigint): bigint => (random() < 0.3 ? units + (units * BigInt(Math.floor(random() * 50))) / 100n : units);

const drawIsolated = (i: number): void => {
  do {
    const c = Math.floor(random() * contracts.length);
    marginOf[i] = Number(extra(draw(i, c, contracts[c]!.maxLeverage.isolated)));
  } while (isolatedShort(i));
};
const drawGroup = (g: number): void => {
  const first = groupFirst[g]!;
  const count = groupCount[g]!;
  do {
    // One bbw position alone on its coin, or up to four ubw positions on distinct contracts in USDT.
    const pool = count === 1 && random() < inverseIds.length / contracts.length ? inverseIds : [...linearIds];
    let wallet = 0n;
    for (let k = 0; k < count; k++) {
      const c = pool.splice(Math.floor(random() * pool.length), 1)[0]!;
      wallet += draw(first + k, c, contracts[c]!.maxLeverage.cross);
      marginOf[first + k] = -1;
    }
    walletOf[g] = Number(extra(wallet));
  } while (groupShort(g));
};

const startedSetup = performance.now();
for (let i = 0; i < isolatedCount; i++) drawIsolated(i);
for (let g = 0; g < groups; g++) drawGroup(g);
const drawnMs = performance.now() - startedSetup;

let rechecked = 0;
const index = new LiquidationIndex((handle) => {
  rechecked++;
  return groupAt(groupOfHandle[handle]!);
});
for (const [c, contract] of contracts.entries()) index.setMark(contract, markOf(c));
const isolatedHandle = new Int32Array(isolatedCount);
const slotOfHandle = new Int32Array(POSITIONS).fill(-1);
const groupHandle = new Int32Array(groups);
const groupOfHandle = new Int32Array(groups);
const isolatedState = (i: number) => ({ ...positionAt(i), isolatedMargin: BigInt(marginOf[i]!) * FIGURE_UNIT });
const indexStart = performance.now();
for (let i = 0; i < isolatedCount; i++) {
  const handle = index.addIsolated(isolatedState(i));
  isolatedHandle[i] = handle;
  slotOfHandle[handle] = i;
}
for (let g = 0; g < groups; g++) {
  const handle = index.addGroup(groupAt(g));
  groupHandle[g] = handle;
  groupOfHandle[handle] = g;
}
const indexedMs = performance.now() - indexStart;
const memory = process.memoryUsage();
console.log(
  `book: ${POSITIONS} positions over ${contracts.length} contracts, ${isolatedCount} isolated and ${POSITIONS - isolatedCount} in ${groups} cross accounts ` +
    `(drawn in ${(drawnMs / 1000).toFixed(1)} s); indexed in ${(indexedMs / 1000).toFixed(1)} s, ${((indexedMs * 1000) / POSITIONS).toFixed(1)} us per position; ` +
    `heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(memory.rss / 2 ** 20).toFixed(0)} MB`,
);

// ---- ticks ----
const indexTimes: number[] = [];
const scanTimes: number[] = [];
let updateMs = 0;
let updated = 0;
const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const byNumber = (a: number, b: number) => a - b;

for (let tick = 0; tick < WARMUP + TICKS; tick++) {
  for (const [c, contract] of contracts.entries()) {
    marks[c] = Math.max(1, Math.round(marks[c]! * (1 + (STEP_BP / 10_000) * gauss())));
    index.setMark(contract, markOf(c));
  }
  rechecked = 0;
  collectGarbage();
  const t0 = performance.now();
  const found = index.liquidatable();
  const indexMs = performance.now() - t0;
  collectGarbage();
  const scanStart = performance.now();
  const scannedIsolated: number[] = [];
  for (let i = 0; i < isolatedCount; i++) if (isolatedShort(i)) scannedIsolated.push(i);
  const scannedGroups: number[] = [];
  for (let g = 0; g < groups; g++) if (groupShort(g)) scannedGroups.push(g);
  const scanMs = performance.now() - scanStart;

  const foundIsolated = found.isolated.map((h) => slotOfHandle[h]!).sort(byNumber);
  const foundGroups = found.groups.map((h) => groupOfHandle[h]!).sort(byNumber);
  if (!sameSet(foundIsolated, scannedIsolated) || !sameSet(foundGroups, scannedGroups)) {
    console.error(`tick ${tick}: the index found ${foundIsolated.length} isolated and ${foundGroups.length} accounts, the scan ${scannedIsolated.length} and ${scannedGroups.length}`);
    process.exit(1);
  }
  const crossPositions = foundGroups.reduce((n, g) => n + groupCount[g]!, 0);
  const measured = tick >= WARMUP;
  if (measured) {
    indexTimes.push(indexMs);
    scanTimes.push(scanMs);
  }
  console.log(
    `tick ${tick}${measured ? '' : ' (warm-up)'}: ${foundIsolated.length} isolated and ${foundGroups.length} cross accounts (${crossPositions} positions) liquidatable; ` +
      `index ${(indexMs * 1000).toFixed(0)} us (${rechecked} cross accounts re-checked), full scan ${scanMs.toFixed(0)} ms`,
  );

  // Close what was found and open new positions in its place; tell the index.
  const replaceStart = performance.now();
  for (const i of foundIsolated) {
    drawIsolated(i);
    index.updateIsolated(isolatedHandle[i]!, isolatedState(i));
  }
  for (const g of foundGroups) {
    drawGroup(g);
    index.updateGroup(groupHandle[g]!, groupAt(g));
  }
  updateMs += performance.now() - replaceStart;
  updated += foundIsolated.length + crossPositions;
}

const sorted = [...indexTimes].sort(byNumber);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const p99Us = at(0.99) * 1000;
const indexTotal = indexTimes.reduce((a, b) => a + b, 0);
const scanTotal = scanTimes.reduce((a, b) => a + b, 0);
console.log(`index per tick: p50 ${(at(0.5) * 1000).toFixed(0)} us, p99 ${p99Us.toFixed(0)} us, mean ${((indexTotal / TICKS) * 1000).toFixed(0)} us over ${TICKS} ticks`);
console.log(`full scan per tick: mean ${(scanTotal / TICKS).toFixed(0)} ms (${((scanTotal / TICKS / POSITIONS) * 1000).toFixed(2)} us per position)`);
if (updated > 0) console.log(`replacing the liquidated: ${updated} positions, ${((updateMs * 1000) / updated).toFixed(1)} us each (drawing included)`);
console.log(`liquidation: ${POSITIONS} positions, ${p99Us.toFixed(0)} us per tick p99, ${Math.round(scanTotal / indexTotal)}x full scan`);
