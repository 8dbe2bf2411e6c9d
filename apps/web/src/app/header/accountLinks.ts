// The member's shortcuts in the account panel and the mobile drawer.
export const ACCOUNT_LINKS = [
  { to: '/account/center/info', key: 'header.account.center' },
  { to: '/account/wallet/assets', key: 'header.account.wallet' },
  { to: '/account/entrust/spot', key: 'header.account.orders' },
  { to: '/account/center/security', key: 'header.account.security' },
] as const;

/** What the header shows of the account: masked e-mail, else masked phone (spec §9). */
export const accountName = (user: { email?: string; phone?: string; account?: string } | null | undefined): string =>
  user?.email || user?.phone || user?.account || '';
