// Which sub-accounts a member sees and what they are worth (spec §3 wallet account entry, §6, §9).
// Pure: the member's role and pulse availability come in as arguments.
import Big from 'big.js';
import { btcTotal, toCurrency } from '@exchange/contract/format-assets';
import { WALLET_TYPES, type WalletAccountRow, type WalletAccountType } from '@exchange/contract/wallet';

/** The URL and translation word of each account (/accountNew/asset/{slug}, wallet.account.{slug}). */
export const ACCOUNT_SLUG: Record<WalletAccountType, string> = {
  '1': 'spot',
  '2': 'coin',
  '3': 'lever',
  '4': 'contract',
  '8': 'merchant',
  '9': 'pulse',
};

export const accountNameKey = (type: WalletAccountType): string => `wallet.account.${ACCOUNT_SLUG[type]}`;

export const typeOfSlug = (slug: string | undefined): WalletAccountType | undefined =>
  (Object.entries(ACCOUNT_SLUG) as Array<[WalletAccountType, string]>).find(([, s]) => s === slug)?.[0];

export interface Viewer {
  /** is_merchant === 2 (spec §6). */
  isMerchant: boolean;
  /** False once a pulse ping answered 1003 (spec §4); the wallet then hides type 9. */
  pulseAvailable: boolean;
}

const ORDER: readonly WalletAccountType[] = ['1', '2', '3', '4', '8', '9'];

/** The accounts the wallet lists and moves funds between: merchant only for merchants, pulse while available. */
export const visibleAccountTypes = ({ isMerchant, pulseAvailable }: Viewer): WalletAccountType[] =>
  ORDER.filter((type) => (type !== WALLET_TYPES.merchant || isMerchant) && (type !== WALLET_TYPES.pulse || pulseAvailable));

const isListed = (row: WalletAccountRow): row is WalletAccountRow & { type: WalletAccountType } => row.type !== WALLET_TYPES.total;

/**
 * The /accountNew overview rows: a merchant account is also shown to a former merchant while it
 * still holds something (spec §6), so funds are never out of sight.
 */
export const overviewAccounts = (rows: readonly WalletAccountRow[], viewer: Viewer) => {
  const shown = visibleAccountTypes({ ...viewer, isMerchant: true });
  return rows
    .filter(isListed)
    .filter((row) => shown.includes(row.type))
    .filter((row) => row.type !== WALLET_TYPES.merchant || viewer.isMerchant || !isZero(row.usdt));
};

/** The wallet's rows for the given types, in their order. */
export const accountRowsOf = (rows: readonly WalletAccountRow[], types: readonly WalletAccountType[]) =>
  rows.filter(isListed).filter((row) => types.includes(row.type));

export const isZero = (value: string): boolean => {
  try {
    return new Big(value).eq(0);
  } catch {
    return true;
  }
};

export interface WalletTotal {
  btc: string;
  /** In the display currency, 2 decimals. */
  currency: string;
}

/** Spec §9: the sum of the accounts in BTC (pulse excluded) and in the display currency. */
export const walletTotal = (rows: readonly WalletAccountRow[], currencyRate: string): WalletTotal => {
  const counted = rows.filter((row) => row.type !== WALLET_TYPES.total && row.type !== WALLET_TYPES.pulse);
  const usdt = counted.reduce((sum, row) => (isZero(row.usdt) ? sum : sum.plus(row.usdt)), new Big(0));
  return { btc: btcTotal(counted), currency: toCurrency(usdt.toFixed(), currencyRate) };
};
