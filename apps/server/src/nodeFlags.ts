// The flags Node runs the server with: `npm start` and `npm run dev` (apps/server/package.json,
// whose scripts must carry them: nodeFlags.test.ts checks), the e2e suite's server and the
// benches' (e2e/support/globalSetup.ts, bench/support/orderLoad.ts), so what is measured and
// tested is what runs (the build of the server, build.ts, but for npm run dev).
//
// --max-semi-space-size=32: each order makes short-lived objects (the request, its validation, the
// engine's events, the journal's batch) and V8 collects them in its young generation, whose halves
// grow to 16 MB at most by default. At 32 MB collections come less often and find more of a batch
// already dead, so less is copied. The place-order bench, runs in turn (2026-11-26): the
// HTTP thread paused for collection 192-300 times in a run at 7-12 µs an order with the default,
// 146-203 times at 5-7 µs with 32 MB, and 66-84 times at 4-6 µs with 64 MB, which costs twice the
// memory for little more. The flag is a ceiling: an idle server keeps its young generation small.
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
