// Starts the exchange: config → database → live channel → http, on one public port (and the
// internal listener beside it: listen.ts). Its last words at start are where to open it and, with
// the demo accounts seeded, how to log in: once a first start's k-line history is stored too,
// which goes on while it already serves (market/index.ts), so they are not lost among its lines.
import { loadConfig } from './config.ts';
import { createExchange } from './exchange.ts';
import { listenExchange } from './listen.ts';
import { forgetInternalUrl } from './admin/operator.ts';
import { DEMO_MEMBER, DEMO_MERCHANT, DEMO_PASSWORD } from './seed/users.ts';

const config = loadConfig();
const exchange = await createExchange(config);
const { url, internalUrl } = await listenExchange(exchange, config);
exchange.app.log.info(`Operator commands and broker auth hook on ${internalUrl}`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  exchange.app.log.info(`${signal}: shutting down`);
  await exchange.close();
  forgetInternalUrl(config.dataDir);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await exchange.markets.historyStored;
exchange.app.log.info(
  `Exchange ready on ${url} (data: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}, live channel: /mqtt${config.mqttUrl ? ` + ${config.mqttUrl}` : ''})`,
);
if (config.seedDemoUsers) exchange.app.log.info(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_MEMBER} (member), ${DEMO_MERCHANT} (merchant)`);
