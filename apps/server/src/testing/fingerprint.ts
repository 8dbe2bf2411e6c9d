// A cheap fingerprint of all a member's request can change: the rows of every table a member's
// call writes (the ledger's accounts, with their balances, among them), counted and hashed inside
// the database. Equal fingerprints before and after a refused request show it changed nothing.
// Left out: the content store and klines (no member call writes them; hashing them would cost most
// of the time), and the server's own secrets and journal position.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

const MEMBER_WRITTEN = [
  'member',
  'merchant',
  'session',
  'refresh_token',
  'verification_code',
  'outbox',
  'login_log',
  'login_device',
  'feedback',
  'market_order',
  'spot_fill',
  'market_trade',
  'watchlist',
  'ledger_account',
  'ledger_tx',
  'ledger_entry',
  'wallet_address',
  'wallet_deposit',
  'wallet_withdrawal',
  'security_ticket',
  'kyc_request',
  'api_key',
  'margin_loan',
  'margin_setting',
] as const;

/** table → "rows:md5 of the rows as text"; one statement. */
export const fingerprint = async (db: Db): Promise<Record<string, string>> => {
  const parts = MEMBER_WRITTEN.map(
    (table) => sql`select ${table} as name, count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as print from ${sql.table(table)} r`,
  );
  const { rows } = await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
};
