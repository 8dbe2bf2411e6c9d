// BTC/USDT with one flat 0.4 % maintenance rate at every size: the single-bracket arithmetic of the
// reference's worked examples, some of which land past the first bracket's 50,000 at the table's rates.
import { bracketRows, buildBrackets } from '../brackets.ts';
import { findContract, type ContractSpec } from '../contracts.ts';

const btc = findContract('ubw:BTC/USDT')!;

export const FLAT_BTC: ContractSpec = { ...btc, brackets: buildBrackets(bracketRows([[500_000_000, 125, '0.4%']])) };
