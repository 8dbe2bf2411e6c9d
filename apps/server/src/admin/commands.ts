// The operator commands (README "Operator commands"): parsed from argv and run through the same
// services and ledger as the API. Transport-free: admin.ts runs them on its own database
// connection when no server is running, and the running server runs them (operator.ts) when one
// is, because the server's ledger keeps funds in memory that another process must not change.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Db } from '../db/index.ts';
import { BusinessError } from '../http/errors.ts';
import { chainsOf, chainTerms } from '../modules/assets/coins.ts';
import { coinOf } from '../modules/assets/checks.ts';
import type { AssetsService } from '../modules/assets/service.ts';
import { makeMerchant } from '../modules/member/merchant.ts';
import { pendingKycRequests, reviewKyc } from '../modules/kyc/review.ts';
import { resetGoogle } from '../modules/security/google.ts';
import { findMemberByAccount, findMemberById } from '../modules/member/repo.ts';

export interface AdminDeps {
  db: Db;
  assets: AssetsService;
}

/** A command line that cannot be run as typed; the message says what to type instead. */
export class UsageError extends Error {}

export const HELP = `Operator commands: npm run admin -- <command> [options]

  deposit --coin <COIN> --amount <amount> (--member <id|e-mail|phone> | --address <address>)
          [--chain <CHAIN>] [--tx <hash>] [--confirmations <n>]
      Reports a deposit as a chain watcher would: recorded pending at 0 confirmations, then
      confirmations advance to the chain's requirement (or to --confirmations) and it is credited
      to the member's spot account once. The same --tx again only advances it; never credits twice.

  withdrawals
      Lists the withdrawal requests waiting for review.

  approve-withdrawal <id> [--tx <hash>]
      The funds were sent: pays the held amount out of the exchange and the fee to the fees account.

  reject-withdrawal <id> [--reason <text>]
      Releases the held amount and fee back to the member's spot account.

  make-merchant <id|e-mail|phone> [--name <merchant name>]
      Makes the member a merchant (is_merchant 2, with a merchant id).

  kyc-requests
      Lists the identity verification requests waiting for review.

  kyc-approve <id|e-mail|phone>
      Approves the member's pending identity verification (real_name_status 2).

  kyc-reject <id|e-mail|phone> <reason…>
      Refuses it (real_name_status -1); the member sees the reason and may send a new request.

  google-reset <id|e-mail|phone>
      Removes Google 2FA from a member who lost their authenticator (after checking who asks).

  help
      This text.`;

const memberId = async (db: Db, who: string): Promise<string> => {
  const member = /^\d{1,18}$/.test(who) ? await findMemberById(db, who) : await findMemberByAccount(db, who);
  if (!member) throw new BusinessError(`Unknown member: ${who}`);
  return String(member.id);
};

const parse = (args: string[], options: Record<string, { type: 'string' }>) => {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nSee: npm run admin -- help`);
  }
};

const required = (value: string | undefined, flag: string): string => {
  if (value === undefined || value === '') throw new UsageError(`Missing ${flag}. See: npm run admin -- help`);
  return value;
};

const deposit = async ({ db, assets }: AdminDeps, args: string[]): Promise<string> => {
  const { values } = parse(args, { coin: { type: 'string' }, amount: { type: 'string' }, member: { type: 'string' }, address: { type: 'string' }, chain: { type: 'string' }, tx: { type: 'string' }, confirmations: { type: 'string' } });
  const coin = coinOf(required(values.coin, '--coin'));
  const chain = values.chain?.toUpperCase() ?? chainsOf(coin)[0]!.chain;
  const terms = chainTerms(coin, chain);
  if (!terms) throw new BusinessError(`${coin} is deposited on ${chainsOf(coin).map((c) => c.chain).join(', ')}, not ${chain}`);
  if ((values.member === undefined) === (values.address === undefined)) throw new UsageError('Give either --member or --address. See: npm run admin -- help');
  const address = values.address ?? (await assets.deposits.addressOn(await memberId(db, values.member!), chain));
  let target = terms.confirmations;
  if (values.confirmations !== undefined) {
    if (!/^\d{1,6}$/.test(values.confirmations)) throw new UsageError('--confirmations must be a whole number');
    target = Number(values.confirmations);
  }
  const report = { coin, chain, address, txHash: values.tx ?? `admin-${randomBytes(16).toString('hex')}`, amount: required(values.amount, '--amount') };
  const lines = [`Deposit ${report.amount} ${coin} on ${chain} to ${address} (tx ${report.txHash})`];
  // As a watcher sees it: first at 0 confirmations, then block by block (or straight to --confirmations).
  const steps = values.confirmations !== undefined ? [...new Set([0, target])] : Array.from({ length: target + 1 }, (_, i) => i);
  for (const n of steps) {
    const row = await assets.deposits.observe({ ...report, confirmations: n });
    const state = row.status === '1' ? 'credited' : row.status === '2' ? `below the minimum deposit of ${terms.wire.min_deposit} ${coin}: not credited` : 'pending';
    lines.push(`  ${row.confirmations}/${row.required_confirmations} confirmations: ${state} (deposit ${row.id})`);
    if (row.status !== '0' && values.confirmations === undefined) break;
  }
  return lines.join('\n');
};

const withdrawals = async ({ assets }: AdminDeps): Promise<string> => {
  const rows = await assets.withdrawals.pending();
  if (rows.length === 0) return 'No withdrawal is waiting for review.';
  return [
    `${rows.length} withdrawal(s) waiting for review:`,
    ...rows.map((r) => `  #${r.id}  member ${r.member_id}  ${r.amount} ${r.coin} (+${r.fee} fee) on ${r.chain} to ${r.address}${r.memo ? ` memo ${r.memo}` : ''}  ${new Date(r.create_time).toISOString()}`),
  ].join('\n');
};

const decide = async ({ assets }: AdminDeps, args: string[], approve: boolean): Promise<string> => {
  const { values, positionals } = parse(args, { tx: { type: 'string' }, reason: { type: 'string' } });
  const id = required(positionals[0], 'the withdrawal id');
  if (approve) {
    const row = await assets.withdrawals.approve(id, values.tx);
    return `Withdrawal #${row.id} approved: ${row.amount} ${row.coin} sent to ${row.address}, fee ${row.fee} ${row.coin}${row.tx_hash ? ` (tx ${row.tx_hash})` : ''}.`;
  }
  const row = await assets.withdrawals.reject(id, values.reason);
  return `Withdrawal #${row.id} rejected: ${row.total} ${row.coin} released to the member's spot account.`;
};

const merchant = async ({ db }: AdminDeps, args: string[]): Promise<string> => {
  const { values, positionals } = parse(args, { name: { type: 'string' } });
  const id = await memberId(db, required(positionals[0], 'the member'));
  const result = await makeMerchant(db, id, values.name);
  return result.created ? `Member ${id} is now a merchant (merchant id ${result.merchantId}).` : `Member ${id} was already a merchant (merchant id ${result.merchantId}).`;
};

const kycRequests = async ({ db }: AdminDeps): Promise<string> => {
  const rows = await pendingKycRequests(db);
  if (rows.length === 0) return 'No KYC request is waiting for review.';
  return [
    `${rows.length} KYC request(s) waiting for review:`,
    ...rows.map((r) => `  #${r.id}  member ${r.member_id}  ${r.real_name}  document type ${r.document_type}  ${new Date(r.create_time).toISOString()}`),
  ].join('\n');
};

const kycReview = async ({ db }: AdminDeps, args: string[], approve: boolean): Promise<string> => {
  const { positionals } = parse(args, {});
  const id = await memberId(db, required(positionals[0], 'the member'));
  if (approve) {
    const { requestId } = await reviewKyc(db, id, { approve: true });
    return `KYC request #${requestId} of member ${id} approved: the member is verified.`;
  }
  // The reason may be typed without quotes: every word after the member is part of it.
  const reason = required(positionals.slice(1).join(' ').trim(), 'the reason');
  const { requestId } = await reviewKyc(db, id, { approve: false, reason });
  return `KYC request #${requestId} of member ${id} rejected: ${reason}`;
};

const googleReset = async ({ db }: AdminDeps, args: string[]): Promise<string> => {
  const { positionals } = parse(args, {});
  const id = await memberId(db, required(positionals[0], 'the member'));
  await resetGoogle(db, id);
  return `Google 2FA removed from member ${id}; they log in with the password alone until they bind it again.`;
};

/** Runs one command; throws UsageError, BusinessError or LedgerError with a message for the operator. */
export const runAdminCommand = async (deps: AdminDeps, argv: string[]): Promise<string> => {
  const [command, ...args] = argv;
  switch (command) {
    case 'deposit':
      return deposit(deps, args);
    case 'withdrawals':
      return withdrawals(deps);
    case 'approve-withdrawal':
      return decide(deps, args, true);
    case 'reject-withdrawal':
      return decide(deps, args, false);
    case 'make-merchant':
      return merchant(deps, args);
    case 'kyc-requests':
      return kycRequests(deps);
    case 'kyc-approve':
      return kycReview(deps, args, true);
    case 'kyc-reject':
      return kycReview(deps, args, false);
    case 'google-reset':
      return googleReset(deps, args);
    case undefined:
    case 'help':
    case '--help':
      return HELP;
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${HELP}`);
  }
};
