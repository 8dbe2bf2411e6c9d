// A process that trades as fast as it can and says "ack <order id>" after each order is
// acknowledged (placed, matched, journaled). The durability test kills it with SIGKILL and checks
// that nothing it acknowledged was lost. Not part of the server.
import { loadConfig } from '../config.ts';
import { createExchange } from '../exchange.ts';
import { toUnits } from '../ledger/index.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: orderFlood.ts <dataDir>');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false' });
const ex = await createExchange(config, { logger: false });
const owners = [
  { ownerType: 'system' as const, ownerId: 'flood_a' },
  { ownerType: 'system' as const, ownerId: 'flood_b' },
];
for (const owner of owners)
  for (const [asset, amount] of [['USDT', '100000000'], ['BTC', '10000']] as const)
    await ex.ledger.deposit({ owner, walletType: '1', asset, amount: toUnits(amount), ref: 'flood-funding' });
process.stdout.write('ready\n');

const market = ex.markets.hub.get('xh', 'BTC/USDT')!;
let n = 0;
// Many orders in flight at once, so the kill lands between a group commit and its answers.
const worker = async (w: number) => {
  for (;;) {
    const i = n++;
    const owner = owners[i % 2]!;
    const id = `flood-${w}-${i}`;
    await market.place({
      id,
      kind: 'xh',
      symbol: 'BTC/USDT',
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      side: i % 2 === 0 ? 'sell' : 'buy',
      orderType: 'limit',
      tif: i % 5 === 0 ? 'IOC' : 'GTC',
      priceTicks: 6_500_000 + ((i * 7) % 11) - 5,
      quantityLots: 1 + (i % 3),
      fundsNotional: null,
    });
    process.stdout.write(`ack ${id}\n`);
  }
};
await Promise.all([0, 1, 2, 3].map(worker));
