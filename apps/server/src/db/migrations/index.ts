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
import * as retention from './012_retention.ts';
import * as loginFailure from './013_login_failure.ts';
import * as merchantIds from './014_merchant_ids.ts';
import * as sessionGeneration from './015_session_generation.ts';
import * as upload from './016_upload.ts';
import * as futures from './017_futures.ts';
import * as funding from './018_funding.ts';
import * as margin from './019_margin.ts';
import * as otc from './020_otc.ts';
import * as pulse from './021_pulse.ts';
import * as chat from './022_chat.ts';
import * as welfare from './023_welfare.ts';
import * as finance from './024_finance.ts';
import * as premium from './025_premium.ts';
import * as marginInterest from './026_margin_interest.ts';
import * as otcFloatingPrice from './027_otc_floating_price.ts';
import * as productSwitch from './028_product_switch.ts';
import * as feeCoupon from './029_fee_coupon.ts';

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
  '012_retention': retention,
  '013_login_failure': loginFailure,
  '014_merchant_ids': merchantIds,
  '015_session_generation': sessionGeneration,
  '016_upload': upload,
  '017_futures': futures,
  '018_funding': funding,
  '019_margin': margin,
  '020_otc': otc,
  '021_pulse': pulse,
  '022_chat': chat,
  '023_welfare': welfare,
  '024_finance': finance,
  '025_premium': premium,
  '026_margin_interest': marginInterest,
  '027_otc_floating_price': otcFloatingPrice,
  '028_product_switch': productSwitch,
  '029_fee_coupon': feeCoupon,
};
