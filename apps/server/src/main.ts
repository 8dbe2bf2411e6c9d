// Starts the exchange: config → database → live channel → http, on one port.
import { loadConfig } from './config.ts';
import { createExchange } from './exchange.ts';

const config = loadConfig();
const exchange = await createExchange(config);
await exchange.app.listen({ port: config.port, host: config.host });
exchange.app.log.info(
  `Exchange ready on http://localhost:${config.port} (data: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}, live channel: /mqtt${config.mqttUrl ? ` + ${config.mqttUrl}` : ''})`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  exchange.app.log.info(`${signal}: shutting down`);
  await exchange.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
