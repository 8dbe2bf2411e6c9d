// `npm run admin -- <command>`: the operator's commands (admin/commands.ts, README "Operator
// commands"). With a server running on this DATA_DIR the command runs inside it, sent to the
// internal listener the server recorded there (admin/operator.ts); otherwise it opens the
// database itself (DATA_DIR or DATABASE_URL).
import { loadConfig, type Config } from './config.ts';
import { openDb } from './db/index.ts';
import { MARKET_JOURNAL } from './market/projection.ts';
import { createLedger } from './ledger/index.ts';
import { HELP } from './admin/commands.ts';
import { OPERATOR_HEADER, OPERATOR_PATH, readInternalUrl, readOperatorToken, runForOperator, type OperatorAnswer } from './admin/operator.ts';
import { createAssetsService } from './modules/assets/service.ts';
import { fixedPrices } from './modules/assets/prices.ts';
import { createOtc } from './modules/otc/index.ts';

/** null when no server answers on this DATA_DIR. */
const viaServer = async (config: Config, argv: string[]): Promise<OperatorAnswer | null> => {
  const token = readOperatorToken(config.dataDir);
  const url = readInternalUrl(config.dataDir);
  if (!token || !url) return null;
  let res: Response;
  try {
    res = await fetch(`${url}${OPERATOR_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_HEADER]: token },
      body: JSON.stringify({ argv }),
    });
  } catch {
    return null;
  }
  const text = await res.text();
  try {
    const answer = JSON.parse(text) as Partial<OperatorAnswer> & { msg?: string };
    if (typeof answer.ok === 'boolean' && typeof answer.output === 'string') return { ok: answer.ok, output: answer.output };
    return { ok: false, output: `The server at ${url} answered: ${answer.msg ?? text.slice(0, 200)}` };
  } catch {
    return { ok: false, output: `Something else answers at ${url} (HTTP ${res.status}), the address in ${config.dataDir}/internal-url: is the exchange still running?` };
  }
};

const locally = async (config: Config, argv: string[]): Promise<OperatorAnswer> => {
  // The journal's log too: records a stopped server left unwritten go into the tables first.
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteThread: config.pgliteThread, journal: MARKET_JOURNAL });
  try {
    // Commands move money but never value it: no market prices are needed here.
    const ledger = createLedger(db);
    const assets = createAssetsService({ db, ledger, prices: fixedPrices({}) });
    // No server is running: notices of what the command changes have nobody to reach.
    const otc = await createOtc({ db, ledger, publisher: { publish: () => undefined }, now: Date.now, dataDir: config.dataDir, expireEveryMs: 0, log: { error: () => undefined } });
    return await runForOperator({ db, assets, ledger, dataDir: config.dataDir, otc }, argv);
  } finally {
    await db.destroy();
  }
};

const main = async () => {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(HELP);
    return;
  }
  const config = loadConfig();
  const answer = (await viaServer(config, argv)) ?? (await locally(config, argv));
  (answer.ok ? console.log : console.error)(answer.output);
  process.exitCode = answer.ok ? 0 : 1;
};

await main();
