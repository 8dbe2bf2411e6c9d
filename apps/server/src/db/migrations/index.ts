// Migrations in order. Listed statically (not read from disk) so they run the same under tsx,
// in a bundle and in tests; the same SQL runs on PGlite and PostgreSQL.
import type { Migration } from 'kysely';
import * as foundation from './001_foundation.ts';
import * as ledger from './002_ledger.ts';
import * as market from './003_market.ts';
import * as spot from './004_spot.ts';
import * as wallet from './005_wallet.ts';
import * as account from './006_account.ts';
import * as hotPath from './007_hot_path.ts';
import * as entryIndex from './008_entry_index.ts';
import * as unusedRefIndex from './009_unused_ref_index.ts';
import * as journalState from './010_journal_state.ts';
import * as entryAccountIndex from './011_entry_account_index.ts';

export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_ledger': ledger,
  '003_market': market,
  '004_spot': spot,
  '005_wallet': wallet,
  '006_account': account,
  '007_hot_path': hotPath,
  '008_entry_index': entryIndex,
  '009_unused_ref_index': unusedRefIndex,
  '010_journal_state': journalState,
  '011_entry_account_index': entryAccountIndex,
};
