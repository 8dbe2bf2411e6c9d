import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { ADDRESS_FORMATS } from './addresses.ts';
import { WALLET_COINS, chainsOf } from './coins.ts';

const valid = (chain: string, address: string) => ADDRESS_FORMATS[chain]!.valid(address);

describe('address formats', () => {
  it('accepts well-known real addresses', () => {
    expect(valid('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(valid('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(valid('BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
    expect(valid('BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true);
    expect(valid('ERC20', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe')).toBe(true);
    expect(valid('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(valid('XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(true);
    expect(valid('SOL', 'So11111111111111111111111111111111111111112')).toBe(true);
  });

  it('refuses typos, wrong networks and other shapes', () => {
    expect(valid('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
    expect(valid('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    // Mixed case and a v1 program under the bech32 (not bech32m) checksum (BIP-350 vectors).
    expect(valid('BTC', 'bc1qW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(false);
    expect(valid('BTC', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx')).toBe(false);
    expect(valid('BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(valid('TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(valid('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(valid('ERC20', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697B')).toBe(false);
    expect(valid('ERC20', 'de0B295669a9FD93d5F28D9Ec85E40f4cb697BAe00')).toBe(false);
    expect(valid('XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj')).toBe(false);
    for (const chain of Object.keys(ADDRESS_FORMATS)) for (const junk of ['', ' ', '0', 'x'.repeat(200), '0OIl', 'bc1', 'addr1']) expect(valid(chain, junk)).toBe(false);
  });

  it('derives addresses every chain accepts, and a changed character breaks the checksummed ones', () => {
    const checksummed = ['BTC', 'LTC', 'DOGE', 'TRC20', 'XRP', 'ATOM', 'DOT', 'ADA'];
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat(), (seed, at) => {
        for (const [chain, format] of Object.entries(ADDRESS_FORMATS)) {
          const address = format.derive(seed);
          expect(format.valid(address), `${chain} ${address}`).toBe(true);
          if (!checksummed.includes(chain)) continue;
          const i = 5 + (at % (address.length - 5));
          const swapped = address[i] === 'q' ? 'p' : 'q';
          expect(format.valid(address.slice(0, i) + swapped + address.slice(i + 1)), `${chain} ${address} @${i}`).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('has a format for every chain a coin uses', () => {
    for (const coin of WALLET_COINS) for (const { chain } of chainsOf(coin)) expect(ADDRESS_FORMATS[chain], `${coin} on ${chain}`).toBeDefined();
    expect(ADDRESS_FORMATS.BTC!.derive(randomBytes(32))).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect(ADDRESS_FORMATS.TRC20!.derive(randomBytes(32))).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(ADDRESS_FORMATS.ERC20!.derive(randomBytes(32))).toMatch(/^0x[0-9a-f]{40}$/);
  });
});
