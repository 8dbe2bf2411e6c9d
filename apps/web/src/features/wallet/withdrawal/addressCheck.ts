// A first check of a withdrawal address by its chain's shape (prefix, alphabet, length), so a
// pasted typo or an address of another chain is flagged while typing. The server decodes it with
// checksums and is the authority: an address passing here can still be refused there.
const BASE58 = '1-9A-HJ-NP-Za-km-z';
const BECH32 = '02-9ac-hj-np-z';

const SHAPES: Readonly<Record<string, RegExp>> = {
  BTC: new RegExp(`^(bc1[${BECH32}]{8,87}|BC1[02-9AC-HJ-NP-Z]{8,87}|[13][${BASE58}]{25,34})$`),
  LTC: new RegExp(`^(ltc1[${BECH32}]{8,86}|LTC1[02-9AC-HJ-NP-Z]{8,86}|[LM3][${BASE58}]{26,33})$`),
  DOGE: new RegExp(`^[DA9][${BASE58}]{25,34}$`),
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  AVAXC: /^0x[0-9a-fA-F]{40}$/,
  TRC20: new RegExp(`^T[${BASE58}]{33}$`),
  SOL: new RegExp(`^[${BASE58}]{32,44}$`),
  XRP: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  ATOM: new RegExp(`^cosmos1[${BECH32}]{38,58}$`),
  DOT: new RegExp(`^1[${BASE58}]{46,47}$`),
  ADA: new RegExp(`^addr1[${BECH32}]{50,110}$`),
};

/** True when the address could belong to the chain; chains without a known shape pass to the server. */
export const looksLikeAddress = (chain: string, address: string): boolean => {
  const text = address.trim();
  if (text === '') return false;
  const shape = SHAPES[chain.toUpperCase()];
  return shape ? shape.test(text) : text.length <= 128;
};

/** XRP destination tags are numbers up to 2^32 − 1 (the server's rule); other memos are short plain text. */
export const memoIssue = (chain: string, memo: string): string | null => {
  const text = memo.trim();
  if (text === '') return null;
  if (chain === 'XRP') return /^\d{1,10}$/.test(text) && BigInt(text) <= 4294967295n ? null : 'wallet.withdraw.error.xrp_tag';
  if (text.length > 64 || !/^[\x20-\x7e]+$/.test(text)) return 'wallet.withdraw.error.memo';
  return null;
};
