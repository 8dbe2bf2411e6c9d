// Margin interest through the ledger (modules/margin/accrual.ts). Each hour's interest of an open
// loan is posted from the system owner margin_interest_accrual to margin_interest_receivable (lever
// wallet, per coin) when it accrues, and back when a repay or a liquidation settles it, so the
// receivable holds exactly Σ interest of the open loans and the accrual row minus that: the third
// row allowed below zero, after external and the futures clearing account (ledger/types.ts).
//
// Loans opened before this migration carry interest the ledger never saw: it is posted here, one
// transaction per coin (ref margin-interest:backfill), so a later settlement finds it receivable.
import { sql, type Kysely } from 'kysely';

const ACCRUAL = 'margin_interest_accrual';
const RECEIVABLE = 'margin_interest_receivable';

const allowNegative = async (db: Kysely<unknown>, owners: string[]) => {
  await sql`alter table ledger_account drop constraint ledger_account_available_not_negative`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_available_not_negative
    check (available >= 0 or (owner_type = 'system' and owner_id in (${sql.raw(owners.map((o) => `'${o}'`).join(', '))})))`.execute(db);
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowNegative(db, ['external', 'futures_clearing', ACCRUAL]);
  const owed = await sql<{ coin: string; interest: string }>`
    select coin, sum(interest) as interest from margin_loan where status = 0 and interest > 0 group by coin order by coin`.execute(db);
  for (const { coin, interest } of owed.rows) {
    await sql`insert into ledger_account (owner_type, owner_id, wallet_type, asset) values
      ('system', ${ACCRUAL}, '3', ${coin}), ('system', ${RECEIVABLE}, '3', ${coin})
      on conflict (owner_type, owner_id, wallet_type, asset) do nothing`.execute(db);
    const tx = await sql<{ id: string }>`insert into ledger_tx (kind, ref) values ('interest', 'margin-interest:backfill') returning id`.execute(db);
    const txId = tx.rows[0]!.id;
    for (const [owner, amount] of [[ACCRUAL, `-${interest}`], [RECEIVABLE, interest]] as const) {
      await sql`insert into ledger_entry (tx_id, account_id, asset, amount, balance_kind, kind, ref)
        select ${txId}, id, asset, ${amount}::numeric, 'available', 'interest', 'margin-interest:backfill' from ledger_account
        where owner_type = 'system' and owner_id = ${owner} and wallet_type = '3' and asset = ${coin}`.execute(db);
      await sql`update ledger_account set available = available + ${amount}::numeric
        where owner_type = 'system' and owner_id = ${owner} and wallet_type = '3' and asset = ${coin}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The accrual rows leave the ledger with everything they posted, so the old rule holds again.
  await sql`delete from ledger_entry where account_id in (select id from ledger_account where owner_type = 'system' and owner_id in (${ACCRUAL}, ${RECEIVABLE}))`.execute(db);
  await sql`delete from ledger_tx t where t.kind = 'interest' and not exists (select 1 from ledger_entry e where e.tx_id = t.id)`.execute(db);
  await sql`delete from ledger_account where owner_type = 'system' and owner_id in (${ACCRUAL}, ${RECEIVABLE})`.execute(db);
  await allowNegative(db, ['external', 'futures_clearing']);
}
