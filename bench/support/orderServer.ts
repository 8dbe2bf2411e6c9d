// The server side of the place-order bench, in a process of its own so the load generator does
// not share its event loop: the embedded default (PGlite, embedded broker, simulator off; or
// PostgreSQL in a schema of its own when DATABASE_URL is set) with a
// Fastify hello-world route added beside the real ones, and funded members who trade. Prints one
// line "READY <json>" with the port and the members' tokens, then serves until told "stop" on stdin.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { toUnits } from '../../apps/server/src/ledger/index.ts';
import { startTestExchange } from '../../apps/server/src/testing/kit.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);

const t = await startTestExchange(
  { SIMULATOR: 'off', DEMO_GRANT: '0', AUTH_RATE_LIMIT: '1000000', DATABASE_URL: process.env.DATABASE_URL ?? '', MQTT_URL: '' },
  { beforeListen: (ex) => ex.app.get('/bench/hello', async () => ({ hello: 'world' })) },
);

const tokens: string[] = [];
for (let i = 0; i < MEMBERS; i++) {
  const { email, password } = await t.registerEmail(`bench${i}@bench.local`);
  const session = await t.login(email, password);
  const owner = { ownerType: 'member' as const, ownerId: session.user_id };
  await t.ex.ledger.deposit({ owner, walletType: '1', asset: 'USDT', amount: toUnits('1000000000'), ref: `bench:${i}` });
  await t.ex.ledger.deposit({ owner, walletType: '1', asset: 'BTC', amount: toUnits('100000'), ref: `bench:${i}` });
  tokens.push(session.access_token);
}

// BENCH_PROFILE=<file.cpuprofile>: a CPU profile of the server while it serves (open it in Chrome's DevTools).
const profiler = process.env.BENCH_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

const stop = async () => {
  console.error(`journal: ${JSON.stringify(t.ex.markets.journal.stats)}`);
  if (profiler) writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify((await profiler.post('Profiler.stop')).profile));
  await t.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The bench says "stop" on stdin: signals pass through npx and tsx, which do not wait for us.
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text: string) => {
  if (text.includes('stop')) void stop();
});
console.log(`READY ${JSON.stringify({ port: t.port, coinBase: t.coin(''), basic: `Basic ${Buffer.from(`${t.config.clientId}:${t.config.clientSecret}`).toString('base64')}`, tokens })}`);
