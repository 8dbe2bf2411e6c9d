// Address formats per chain: the check a withdrawal address must pass, and how the embedded
// default makes a member's deposit address from 32 secret bytes (deposits.ts derives those with
// HMAC). Checks are real decodes with checksums where the format has one, not just shapes: a typo
// in a pasted address is caught before funds are held. One gap: EVM addresses are accepted in any
// case without the EIP-55 mixed-case checksum, which needs keccak-256 (not in node:crypto).
import { createHash } from 'node:crypto';
import { BECH32, BECH32M, RIPPLE_ALPHABET, base58CheckDecode, base58CheckEncode, base58Decode, base58Encode, bech32Decode, bech32Encode, convertBits } from './codecs.ts';

export interface AddressFormat {
  valid(address: string): boolean;
  /** A well-formed address of this chain from 32 bytes of key material. */
  derive(seed: Uint8Array): string;
}

const segwit = (hrp: string, address: string): boolean => {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== hrp || decoded.words.length < 1) return false;
  const version = decoded.words[0]!;
  const program = convertBits(decoded.words.slice(1), 5, 8, false);
  if (version > 16 || !program || program.length < 2 || program.length > 40) return false;
  if (version === 0) return decoded.variant === BECH32 && (program.length === 20 || program.length === 32);
  return decoded.variant === BECH32M;
};

const versioned = (versions: number[], address: string): boolean => {
  const payload = base58CheckDecode(address);
  return payload !== null && payload.length === 21 && versions.includes(payload[0]!);
};

/** Bitcoin-style chains: base58check P2PKH / P2SH, and segwit when the chain has it. */
const utxo = (hrp: string | null, versions: number[], deriveVersion: number): AddressFormat => ({
  valid: (a) => (hrp !== null && a.toLowerCase().startsWith(`${hrp}1`) ? segwit(hrp, a) : versioned(versions, a)),
  // P2WPKH where segwit exists (smaller fees), else P2PKH.
  derive: (seed) =>
    hrp !== null ? bech32Encode(hrp, [0, ...convertBits(seed.subarray(0, 20), 8, 5, true)!]) : base58CheckEncode(Uint8Array.from([deriveVersion, ...seed.subarray(0, 20)])),
});

const evm: AddressFormat = {
  valid: (a) => /^0x[0-9a-fA-F]{40}$/.test(a),
  derive: (seed) => `0x${Buffer.from(seed.subarray(0, 20)).toString('hex')}`,
};

const tron: AddressFormat = {
  valid: (a) => {
    const payload = base58CheckDecode(a);
    return payload !== null && payload.length === 21 && payload[0] === 0x41;
  },
  derive: (seed) => base58CheckEncode(Uint8Array.from([0x41, ...seed.subarray(0, 20)])),
};

const solana: AddressFormat = {
  // Any 32 bytes: an ed25519 key or a program-derived address.
  valid: (a) => a.length >= 32 && a.length <= 44 && base58Decode(a)?.length === 32,
  derive: (seed) => base58Encode(seed.subarray(0, 32)),
};

const ripple: AddressFormat = {
  valid: (a) => {
    const payload = base58CheckDecode(a, RIPPLE_ALPHABET);
    return payload !== null && payload.length === 21 && payload[0] === 0;
  },
  derive: (seed) => base58CheckEncode(Uint8Array.from([0, ...seed.subarray(0, 20)]), RIPPLE_ALPHABET),
};

const cosmos: AddressFormat = {
  valid: (a) => {
    const decoded = bech32Decode(a);
    const bytes = decoded && decoded.hrp === 'cosmos' && decoded.variant === BECH32 ? convertBits(decoded.words, 5, 8, false) : null;
    return bytes !== null && (bytes.length === 20 || bytes.length === 32);
  },
  derive: (seed) => bech32Encode('cosmos', convertBits(seed.subarray(0, 20), 8, 5, true)!),
};

// Polkadot SS58, network prefix 0: prefix + 32-byte key + the first 2 bytes of blake2b-512("SS58PRE" ‖ prefix ‖ key).
const ss58Checksum = (body: Uint8Array) => createHash('blake2b512').update(Buffer.from('SS58PRE')).update(body).digest().subarray(0, 2);
const polkadot: AddressFormat = {
  valid: (a) => {
    const raw = base58Decode(a);
    if (!raw || raw.length !== 35 || raw[0] !== 0) return false;
    const sum = ss58Checksum(raw.subarray(0, 33));
    return sum[0] === raw[33] && sum[1] === raw[34];
  },
  derive: (seed) => {
    const body = Uint8Array.from([0, ...seed.subarray(0, 32)]);
    return base58Encode(Uint8Array.from([...body, ...ss58Checksum(body)]));
  },
};

// Cardano Shelley, mainnet: header (type in the high nibble, network 1 in the low) + key hashes.
const cardano: AddressFormat = {
  valid: (a) => {
    const decoded = bech32Decode(a, 120);
    const bytes = decoded && decoded.hrp === 'addr' ? convertBits(decoded.words, 5, 8, false) : null;
    return bytes !== null && (bytes.length === 29 || bytes.length === 57) && (bytes[0]! & 0x0f) === 1 && bytes[0]! >> 4 <= 7;
  },
  // An enterprise address (header 0x61): one 28-byte payment key hash, no stake part.
  derive: (seed) => bech32Encode('addr', convertBits(Uint8Array.from([0x61, ...seed.subarray(0, 28)]), 8, 5, true)!),
};

/** Every chain the wallet knows, by the name the wire uses. */
export const ADDRESS_FORMATS: Readonly<Record<string, AddressFormat>> = {
  BTC: utxo('bc', [0x00, 0x05], 0x00),
  LTC: utxo('ltc', [0x30, 0x32, 0x05], 0x30),
  DOGE: utxo(null, [0x1e, 0x16], 0x1e),
  ERC20: evm,
  BEP20: evm,
  AVAXC: evm,
  TRC20: tron,
  SOL: solana,
  XRP: ripple,
  ATOM: cosmos,
  DOT: polkadot,
  ADA: cardano,
};
