// The contract run of the place-order bench: limit and market opens and closes on the USDT-margined
// BTC/USDT perpetual (ubw), sent like the spot stream (support/orderLoad.ts) from the same funded
// members, each the next as soon as the last is answered.
//
// Why every order is accepted: a close is refused when its member holds no position to close, and a
// run's fills could take a member's position to zero at any moment. So the order server gives each
// member a large position before the run (orderServer.ts seedPositions: the even members long, the
// odd ones short, CONTRACT_SEED_LOTS each, bought from or sold to the house) and each member sends
// only the orders of its own side: a long member opens long (buys) and closes long (sells), a short
// one opens short (sells) and closes short (buys). A run's closes of 0.001 BTC each cannot use up a
// position of that size. Limit orders rest: buys in the half-percent below 65,000, sells in the
// half-percent above, so neither side of the book ever runs dry; every fifth order is a market order
// (an IOC at the mark's band) and takes from what rests, so about a fifth of the orders trade, as in
// the spot stream. (A market order with nothing on the other side within the band is refused, and
// with limit prices that cross, as the spot stream's do, the book's sells ran out within 40 orders.)
// The generator has a fixed seed, so two runs send the same stream.
import type autocannon from 'autocannon';
import type { Ready } from './orderLoad.ts';

/** Each member's position before the run, in lots of 0.001 BTC (50 BTC). */
export const CONTRACT_SEED_LOTS = 50_000;
/** The price the seeded positions open at and the streams' prices centre on. */
export const CONTRACT_MID = 65_000;

/** Whether the member of this index holds the long side (even) or the short side (odd). */
export const seedsLong = (memberIndex: number) => memberIndex % 2 === 0;

/** The first answers that were not accepted (distinct messages), for the bench to print. */
export const contractRefusals = new Set<string>();

/** The autocannon options of the contract order stream against a ready server. */
export const contractOrderLoad = (ready: Ready, connections: number, durationS: number): autocannon.Options => {
  let seed = 54321;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  let n = 0;
  return {
    url: `http://127.0.0.1:${ready.port}`,
    connections,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        path: `${ready.coinBase}entrust/contract/open/ptwt`,
        setupRequest: (request) => {
          const member = n % ready.tokens.length;
          const round = Math.floor(n / ready.tokens.length);
          n++;
          const long = seedsLong(member);
          // Each member alternates open and close; every fifth of its orders is at market.
          const opening = round % 2 === 0;
          const market = round % 5 === 4;
          const buy = opening === long;
          const direction = opening ? (long ? '1' : '2') : long ? '3' : '4';
          const body: Record<string, string> = { exchangeCoinStr: 'BTC/USDT', contractType: '1', direction, amount: '0.001' };
          if (!market) body.price = (CONTRACT_MID + (buy ? -1 : 1) * (0.1 + next() * 325)).toFixed(1);
          return {
            ...request,
            path: `${ready.coinBase}entrust/contract/${opening ? 'open' : 'close'}/${market ? 'sjwt' : 'ptwt'}`,
            headers: { 'content-type': 'application/json', authorization: ready.basic, 'blade-auth': `bearer ${ready.tokens[member]!}` },
            body: JSON.stringify(body),
          };
        },
        onResponse: (_status, body) => {
          if (!body.includes('"code":200') && contractRefusals.size < 5) contractRefusals.add(body.slice(0, 200));
        },
      },
    ],
    verifyBody: (body) => String(body ?? '').includes('"code":200'),
  };
};
