// `npm run build -w @exchange/server`: the server as JavaScript, which `npm start`, the e2e
// suite's server and the benches run (tsx stays for `npm run dev` and the tests). esbuild bundles
// each entry into dist/ with the workspace's TypeScript (src/ and @exchange/contract) in it and
// every package from node_modules left to Node. The entries are the programs (main, admin) and
// the modules a worker thread imports by file (db/pgliteThread.ts starts dist/pgliteWorker.js,
// which imports dist/projection.js: market/projection.ts). Each sits directly in dist/, beside
// src/ in apps/server, which is what paths.ts counts on.
//
// Unlike tsx, the build does not keep function names (esbuild's keepNames), which made every
// function created at run time call Object.defineProperty to name it (README, the order path).
import { build } from 'esbuild';
import { resolve } from 'node:path';

export const SERVER_DIR = resolve(import.meta.dirname);
export const DIST_DIR = resolve(SERVER_DIR, 'dist');

export const SERVER_ENTRIES: Record<string, string> = {
  main: 'src/main.ts',
  admin: 'src/admin.ts',
  pgliteWorker: 'src/db/pgliteWorker.ts',
  projection: 'src/market/projection.ts',
};

/** Builds the server's entries and `extra` ones (name → source file; the place-order bench's server) into dist/. */
export const buildServer = async (extra: Record<string, string> = {}): Promise<void> => {
  await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: { ...SERVER_ENTRIES, ...extra },
    outdir: DIST_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-outside',
        setup(b) {
          // A bare import is a package, resolved by Node at run time, unless it is the
          // workspace's own (TypeScript, which Node cannot run).
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@exchange/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
};

if (process.argv[1] === import.meta.filename) await buildServer();
