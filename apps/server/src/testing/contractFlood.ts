// A process that trades contracts as fast as it can: two members on BTC/USDT ubw, one opening and
// closing a long, the other a short, limit and market orders through the futures service (checks,
// margin holds, engine, settlement, journal), with the house quoting spot for the index. It says
// "ready <member ids>" once set up and "ack <order id>" after each order the service accepted. The
// futures durability test kills it with SIGKILL and checks what a restart rebuilds. Not part of the
// server.
import { loadConfig } from '../config.ts';
import { createExchange } from '../exchange.ts';
import { BusinessError } from '../http/errors.ts';
import { memberOwner, SYSTEM_OWNER, toUnits } from '../ledger/index.ts';
import { createMember } from '../modules/member/repo.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: contractFlood.ts <dataDir>');
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', SIMULATOR: 'off', SEED_DEMO_USERS: 'false', DEMO_GRANT: '0' });
const ex = await createExchange(config, { logger: false });

const house = { ownerType: 'system' as const, ownerId: SYSTEM_OWNER.marketMaker };
for (const [asset, amount] of [['USDT', '10000000'], ['BTC', '1000']] as const)
  await ex.ledger.deposit({ owner: house, walletType: '1', asset, amount: toUnits(amount), ref: 'flood-funding' });
// The index: spot BTC/USDT quoted 50,000 ± 10 (ticks of 0.01).
const spot = ex.markets.hub.get('xh', 'BTC/USDT')!;
for (const [side, ticks] of [['buy', 4_999_000], ['sell', 5_001_000]] as const)
  await spot.place({ id: `flood-index-${side}`, kind: 'xh', symbol: 'BTC/USDT', ...house, side, orderType: 'limit', tif: 'GTC', priceTicks: ticks, quantityLots: 100_000, fundsNotional: null });

const members: string[] = [];
for (const name of ['long', 'short']) {
  const id = String((await createMember(ex.db, { email: `flood-${name}@test.local`, passwordHash: 'unused' })).id);
  await ex.ledger.deposit({ owner: memberOwner(id), walletType: '4', asset: 'USDT', amount: toUnits('1000000'), ref: 'flood-funding' });
  members.push(id);
}
process.stdout.write(`ready ${members.join(' ')}\n`);

let n = 0;
// Several orders in flight at once, so the kill lands between a group commit and its answers.
const worker = async () => {
  for (;;) {
    const i = n++;
    const long = i % 2 === 0;
    const round = Math.floor(i / 2);
    const opening = round % 3 !== 2;
    const market = round % 4 === 3;
    const buy = opening === long;
    // Limit prices in ticks of 0.1 within ±0.2 % of 50,000, crossing often. Opens are larger than
    // closes, so positions grow and are open whenever the kill lands (the test checks they were).
    const price = (50_000 + (buy ? 1 : -1) * 20 - ((round * 37) % 120)).toFixed(1);
    const body = { exchangeCoinStr: 'BTC/USDT', contractType: '1' as const, direction: (opening ? (long ? '1' : '2') : long ? '3' : '4') as '1' | '2' | '3' | '4', amount: (0.001 * (opening ? 2 + (round % 3) : 1)).toFixed(3), ...(market ? {} : { price }) };
    try {
      const row = await ex.futures.service.place(members[long ? 0 : 1]!, opening ? 'open' : 'close', market ? 'sjwt' : 'ptwt', body);
      process.stdout.write(`ack ${row.id}\n`);
    } catch (error) {
      // A close with nothing to close, a market order with nothing to take: the flood goes on.
      if (!(error instanceof BusinessError)) throw error;
    }
  }
};
await Promise.all([0, 1, 2, 3].map(worker));
