// The operator commands (README "Operator commands"): parsed from argv and run through the same
// services and ledger as the API. Transport-free: admin.ts runs them on its own database
// connection when no server is running, and the running server runs them (operator.ts) when one
// is, because the server's ledger keeps funds in memory that another process must not change.
import { randomBytes } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../db/index.ts';
import { BusinessError } from '../http/errors.ts';
import { chainsOf, chainTerms } from '../modules/assets/coins.ts';
import { coinOf } from '../modules/assets/checks.ts';
import type { AssetsService } from '../modules/assets/service.ts';
import { makeMerchant } from '../modules/member/merchant.ts';
import { makeStaff } from '../modules/chat/staff.ts';
import { pendingKycRequests, reviewKyc } from '../modules/kyc/review.ts';
import { resetGoogle } from '../modules/security/google.ts';
import { findMemberByAccount, findMemberById } from '../modules/member/repo.ts';
import { uploadsDir } from '../modules/content/upload.ts';
import { toUnits, trimUnits, type Ledger } from '../ledger/index.ts';
import { grantCoupon } from '../modules/futures/coupons.ts';
import { fundRewards } from '../modules/welfare/budget.ts';
import { fundPool, poolLine } from '../modules/margin/pool.ts';
import { CONTRACTS } from '../risk/index.ts';
import { runAccrual } from '../modules/finance/accrual.ts';
import { createProduct } from '../modules/finance/products.ts';
import { fundInterest } from '../modules/finance/seed.ts';
import { settleRebates } from '../modules/invite/settlement.ts';
import { applicationRow, pendingApplications, reviewKol } from '../modules/kol/applications.ts';
import type { Otc } from '../modules/otc/index.ts';
import { reviewApplication } from '../modules/otc/merchants.ts';
import { openAppeals, resolveAppeal } from '../modules/otc/appeals.ts';
import type { Simulator } from '../market/simulator.ts';
import { writePulseSwitch } from '../modules/pulse/switch.ts';
import type { PulseService } from '../modules/pulse/service.ts';

/** The coins contracts settle in: what a coupon may be. */
const SETTLEMENT_COINS = new Set([...CONTRACTS.values()].map((c) => c.settle));

export interface AdminDeps {
  db: Db;
  /** The running server's simulator (walk-price); absent when the command runs without a server or the simulator is off. */
  simulator?: Pick<Simulator, 'walk'> | null;
  assets: AssetsService;
  /** The ledger the services use (the running server's own when the command runs inside it). */
  ledger: Ledger;
  /** DATA_DIR: members' uploads are files under it, which only the operator reads besides their owner. */
  dataDir: string;
  /** The P2P market (the running server's own, or one made for the command). */
  otc?: Otc;
  /** The running server's pulse, whose switch pulse-off/pulse-on flip at once; absent without a server. */
  pulse?: Pick<PulseService, 'setOperatorSwitch' | 'configured'>;
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

  make-agent <id|e-mail|phone>
      Makes the member a support agent: they answer every member's chat from the support console
      (/support) and open the diagnostics pages (/test … /test6).

  make-operator <id|e-mail|phone>
      Makes the member an operator: an agent who is named as an operator on the diagnostics pages.

  kyc-requests
      Lists the identity verification requests waiting for review, with the files of their images.

  kyc-approve <id|e-mail|phone>
      Approves the member's pending identity verification (real_name_status 2).

  kyc-reject <id|e-mail|phone> <reason…>
      Refuses it (real_name_status -1); the member sees the reason and may send a new request.

  google-reset <id|e-mail|phone>
      Removes Google 2FA from a member who lost their authenticator (after checking who asks).

  grant-coupon <id|e-mail|phone> --coin <COIN> --amount <amount> [--days <n>]
      Grants a trial-fund coupon: margin for one market position on a contract settled in the coin
      (USDT, or the base coin of a coin-margined contract), usable for n days (7 by default).

  finance-product --coin <COIN> --kind <flexible|fixed> --rate <annual fraction> [--term <days>]
          --min <amount> --member-cap <amount> --total-cap <amount>
      Creates a savings product (/finance/investment): --rate 0.05 is 5 % a year; --term only for
      fixed products.

  finance-fund --coin <COIN> --amount <amount>
      Puts money from outside on the interest account (savings_interest) that pays savings interest.

  finance-accrue
      Runs the daily interest job now: today's interest for every holding that has not had it
      (once per holding and day however often it runs), and pays out matured fixed holdings.

  invite-settle
      Settles invite rebates now: each inviter gets their rate of the trading fees their invitees
      paid since the last settlement, from the fees account (each fee once, however often it runs).

  kol-requests
      Lists the KOL programme applications waiting for review.

  kol-approve <id|e-mail|phone> [--rate <fraction>]
      Approves the member's KOL application; they get their own rebate rate (0.3 by default).

  kol-reject <id|e-mail|phone> <reason…>
      Declines it; the member sees the reason and may apply again.
  fund-rewards --amount <amount>
      Pays USDT from outside into the rewards budget (the welfare_prizes account): lucky-draw
      prizes and the trial-fund coupons of points and newcomer tasks are paid from it, never more.
  lend-pool --coin <COIN> --amount <amount>
      Funds the margin lending pool with the coin (a deposit from outside onto the pool's account):
      members borrow from it, and repay it with interest. Without --amount, shows what it holds.
  merchant-applications
      Lists the merchant applications waiting for review.

  merchant-approve <id|e-mail|phone>
      Approves the member's merchant application; the deposit stays locked on its merchant wallet.

  merchant-reject <id|e-mail|phone> <reason…>
      Refuses it; the deposit goes back to the member's spot account.

  otc-appeals
      Lists the P2P orders in appeal.

  appeal-resolve <order id|code> (--release | --refund) [--note <text>]
      Decides an appeal: release the escrow to the buyer, or refund it to the seller.
  pulse-off
      Switches pulse (binary options) off: the ping answers 1003, so the web hides the pulse
      wallet and menu entry, and no contract or swap into pulse is taken. Open contracts still
      settle; members may still read their contracts and swap their pulse USDT out. Kept across
      restarts until pulse-on.

  pulse-on
      Switches pulse back on (unless PULSE=off in the server's configuration keeps it off).

  walk-price <BASE/QUOTE> --to <price> [--seconds <n>]
      Walks the simulator's price of the pair's base coin (its spot market, the contracts' index,
      and its USDT- and coin-margined contracts) to the price over n seconds (30 by default), its
      bots quoting and trading toward it; then the random walk resumes from there. Needs the
      running server with the simulator on. For demos and tests of liquidation.

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

const staff = async ({ db }: AdminDeps, args: string[], role: 'agent' | 'operator'): Promise<string> => {
  const { positionals } = parse(args, {});
  const id = await memberId(db, required(positionals[0], 'the member'));
  const now = await makeStaff(db, id, role);
  return now === role ? `Member ${id} is now a support ${role}.` : `Member ${id} is already a support ${now}.`;
};

const kycRequests = async ({ db, dataDir }: AdminDeps): Promise<string> => {
  const rows = await pendingKycRequests(db);
  if (rows.length === 0) return 'No KYC request is waiting for review.';
  // The images are served to their member only; the operator opens the files themselves.
  const file = (link: string) => resolve(uploadsDir(dataDir), basename(link));
  return [
    `${rows.length} KYC request(s) waiting for review:`,
    ...rows.flatMap((r) => [
      `  #${r.id}  member ${r.member_id}  ${r.real_name}  document type ${r.document_type}  ${new Date(r.create_time).toISOString()}`,
      `      front: ${file(r.front_image)}`,
      `      back:  ${file(r.back_image)}`,
    ]),
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

const couponGrant = async ({ db, ledger }: AdminDeps, args: string[]): Promise<string> => {
  const { values, positionals } = parse(args, { coin: { type: 'string' }, amount: { type: 'string' }, days: { type: 'string' } });
  const id = await memberId(db, required(positionals[0], 'the member'));
  const coin = coinOf(required(values.coin, '--coin'));
  if (!SETTLEMENT_COINS.has(coin)) throw new UsageError(`A coupon pays margin in ${[...SETTLEMENT_COINS].join(', ')}`);
  const units = toUnits(required(values.amount, '--amount'));
  const days = Number(values.days ?? '7');
  const coupon = await grantCoupon(db, ledger, { memberId: id, coin, units, days });
  return `Coupon ${coupon.id} of ${trimUnits(units)} ${coin} granted to member ${id}, usable until ${new Date(Number(coupon.expire_time)).toISOString()}.`;
};

const financeProduct = async ({ db }: AdminDeps, args: string[]): Promise<string> => {
  const { values } = parse(args, { coin: { type: 'string' }, kind: { type: 'string' }, rate: { type: 'string' }, term: { type: 'string' }, min: { type: 'string' }, 'member-cap': { type: 'string' }, 'total-cap': { type: 'string' } });
  const term = values.term === undefined ? 0 : Number(values.term);
  const product = await createProduct(db, {
    coin: required(values.coin, '--coin'),
    kind: required(values.kind, '--kind'),
    rate: required(values.rate, '--rate'),
    termDays: term,
    minAmount: required(values.min, '--min'),
    memberCap: required(values['member-cap'], '--member-cap'),
    totalCap: required(values['total-cap'], '--total-cap'),
  });
  return `Savings product #${product.id} created: ${product.kind} ${product.coin} at ${trimUnits(BigInt(product.rate))} a year${product.term_days ? ` for ${product.term_days} days` : ''}.`;
};

const financeFund = async ({ ledger }: AdminDeps, args: string[]): Promise<string> => {
  const { values } = parse(args, { coin: { type: 'string' }, amount: { type: 'string' } });
  const coin = coinOf(required(values.coin, '--coin'));
  const units = toUnits(required(values.amount, '--amount'));
  if (units <= 0n) throw new UsageError('--amount must be above 0');
  await fundInterest(ledger, coin, units, `savings:funding:${randomBytes(6).toString('hex')}`);
  return `${trimUnits(units)} ${coin} put on the savings interest account.`;
};

const financeAccrue = async ({ db, ledger }: AdminDeps): Promise<string> => {
  const r = await runAccrual(db, ledger);
  return `Savings interest for ${r.day}: ${r.accrued} holding(s) accrued, ${r.unpaid} left unpaid (fund the interest account), ${r.matured} matured holding(s) paid out.`;
};

const inviteSettle = async ({ db, ledger }: AdminDeps): Promise<string> => {
  const r = await settleRebates(db, ledger);
  return `Invite rebates settled: ${r.paid} payment(s), ${r.unpaid} left for the next run (the fees account could not pay).`;
};

const kolRequests = async ({ db }: AdminDeps): Promise<string> => {
  const rows = (await pendingApplications(db)).map((r) => ({ member: r.member_id, ...applicationRow(r) }));
  if (rows.length === 0) return 'No KOL application is waiting for review.';
  return [
    `${rows.length} KOL application(s) waiting for review:`,
    ...rows.flatMap((r) => [`  #${r.id}  member ${r.member}  ${new Date(r.create_time).toISOString()}`, `      channels: ${r.channels}`, `      audience: ${r.audience}`, `      contact:  ${r.contact}`]),
  ].join('\n');
};

const kolReview = async ({ db }: AdminDeps, args: string[], approve: boolean): Promise<string> => {
  const { values, positionals } = parse(args, { rate: { type: 'string' } });
  const id = await memberId(db, required(positionals[0], 'the member'));
  if (approve) {
    const row = await reviewKol(db, id, { approve: true, ...(values.rate !== undefined ? { rate: values.rate } : {}) });
    return `KOL application #${row.id} of member ${id} approved: their rebate rate is ${row.rate}.`;
  }
  const reason = required(positionals.slice(1).join(' ').trim(), 'the reason');
  const row = await reviewKol(db, id, { approve: false, reason });
  return `KOL application #${row.id} of member ${id} declined: ${reason}`;
}

const lendPool = async ({ ledger }: AdminDeps, args: string[]): Promise<string> => {
  const { values } = parse(args, { coin: { type: 'string' }, amount: { type: 'string' } });
  const coin = coinOf(required(values.coin, '--coin'));
  if (values.amount === undefined) return `The lending pool holds ${await poolLine(ledger, coin)}.`;
  const units = toUnits(values.amount);
  if (units <= 0n) throw new UsageError('--amount must be greater than 0');
  await fundPool(ledger, coin, units);
  return `Lent ${trimUnits(units)} ${coin} to the pool: it now holds ${await poolLine(ledger, coin)}.`;
}

const p2p = (deps: AdminDeps): Otc => {
  if (!deps.otc) throw new UsageError('The P2P market is not available to this command runner');
  return deps.otc;
};

const merchantApplications = async ({ db }: AdminDeps): Promise<string> => {
  const rows = await db.selectFrom('merchant_application').selectAll().where('status', '=', 1).orderBy('id').execute();
  if (rows.length === 0) return 'No merchant application is waiting for review.';
  return [`${rows.length} merchant application(s) waiting for review:`, ...rows.map((r) => `  #${r.id}  member ${r.member_id}  ${r.name}  contact ${r.contact}  deposit ${trimUnits(BigInt(r.deposit))} ${r.coin}  ${new Date(Number(r.create_time)).toISOString()}`)].join('\n');
};

const merchantReview = async (deps: AdminDeps, args: string[], approve: boolean): Promise<string> => {
  const { db } = deps;
  const otc = p2p(deps);
  const { positionals } = parse(args, {});
  const id = await memberId(db, required(positionals[0], 'the member'));
  if (approve) {
    const { merchantId } = await reviewApplication(otc.deps, id, { approve: true });
    return `Member ${id} is now a merchant (merchant id ${merchantId}).`;
  }
  const reason = required(positionals.slice(1).join(' ').trim(), 'the reason');
  await reviewApplication(otc.deps, id, { approve: false, reason });
  return `The merchant application of member ${id} was rejected (${reason}); the deposit went back to the spot account.`;
};

const appeals = async (deps: AdminDeps): Promise<string> => {
  const rows = await openAppeals(p2p(deps).deps);
  if (rows.length === 0) return 'No P2P order is in appeal.';
  return [`${rows.length} order(s) in appeal:`, ...rows.map((r) => `  #${r.id}  ${r.order_code}  ${trimUnits(BigInt(r.coin_units))} ${r.coin} for ${(Number(r.fiat_cents) / 100).toFixed(2)} ${r.fiat}  member ${r.member_id}  merchant's member ${r.merchant_member_id}`)].join('\n');
};

const appealResolve = async (deps: AdminDeps, args: string[]): Promise<string> => {
  const otc = p2p(deps);
  const release = args.includes('--release');
  const refund = args.includes('--refund');
  if (release === refund) throw new UsageError('Give either --release or --refund. See: npm run admin -- help');
  const { values, positionals } = parse(args.filter((a) => a !== '--release' && a !== '--refund'), { note: { type: 'string' } });
  const order = required(positionals[0], 'the order');
  return resolveAppeal(otc.deps, otc.book, order, release ? 'release' : 'refund', values.note ?? '');
}

const walkPrice = ({ simulator }: AdminDeps, args: string[]): string => {
  const { values, positionals } = parse(args, { to: { type: 'string' }, seconds: { type: 'string' } });
  const symbol = required(positionals[0], 'the pair (BTC/USDT)');
  if (!/^[A-Za-z0-9]{1,12}[/_][A-Za-z0-9]{1,12}$/.test(symbol)) throw new UsageError('The pair is BASE/QUOTE, e.g. BTC/USDT');
  const to = required(values.to, '--to');
  if (!/^\d{1,12}(\.\d{1,12})?$/.test(to) || !(Number(to) > 0)) throw new UsageError('--to must be a price greater than 0');
  const seconds = Number(values.seconds ?? '30');
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400) throw new UsageError('--seconds must be a whole number of seconds up to 86400');
  if (!simulator) throw new BusinessError('walk-price moves the running server\'s simulator: start the server with SIMULATOR on first');
  const walked = simulator.walk(symbol, to, seconds);
  if (walked.length === 0) throw new BusinessError(`No simulated market of ${symbol.toUpperCase()} quoted in USDT or USD`);
  return `Walking ${walked.join(', ')} to ${to} over ${seconds} s.`;
};

const pulseSwitch = async ({ db, pulse }: AdminDeps, args: string[], on: boolean): Promise<string> => {
  const { positionals } = parse(args, {});
  if (positionals.length > 0) throw new UsageError(`pulse-${on ? 'on' : 'off'} takes no argument. See: npm run admin -- help`);
  await writePulseSwitch(db, on, Date.now());
  pulse?.setOperatorSwitch(on);
  const now = on ? 'on: contracts and swaps into pulse are taken again' : 'off: the ping answers 1003, no contract or swap into pulse is taken; open contracts still settle';
  const where = pulse ? 'The running server' : 'No server is running: the next start';
  const config = pulse && on && !pulse.configured ? ' But PULSE=off in its configuration keeps pulse off until the server starts without it.' : '';
  return `Pulse switched ${now}. ${where} follows it.${config}`;
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
    case 'make-agent':
      return staff(deps, args, 'agent');
    case 'make-operator':
      return staff(deps, args, 'operator');
    case 'kyc-requests':
      return kycRequests(deps);
    case 'kyc-approve':
      return kycReview(deps, args, true);
    case 'kyc-reject':
      return kycReview(deps, args, false);
    case 'google-reset':
      return googleReset(deps, args);
    case 'grant-coupon':
      return couponGrant(deps, args);
    case 'finance-product':
      return financeProduct(deps, args);
    case 'finance-fund':
      return financeFund(deps, args);
    case 'finance-accrue':
      return financeAccrue(deps);
    case 'invite-settle':
      return inviteSettle(deps);
    case 'kol-requests':
      return kolRequests(deps);
    case 'kol-approve':
      return kolReview(deps, args, true);
    case 'kol-reject':
      return kolReview(deps, args, false);
    case 'fund-rewards':
      return fundRewards(deps.ledger, toUnits(required(parse(args, { amount: { type: 'string' } }).values.amount, '--amount')));
    case 'lend-pool':
      return lendPool(deps, args);
    case 'merchant-applications':
      return merchantApplications(deps);
    case 'merchant-approve':
      return merchantReview(deps, args, true);
    case 'merchant-reject':
      return merchantReview(deps, args, false);
    case 'otc-appeals':
      return appeals(deps);
    case 'appeal-resolve':
      return appealResolve(deps, args);
    case 'walk-price':
      return walkPrice(deps, args);
    case 'pulse-off':
      return pulseSwitch(deps, args, false);
    case 'pulse-on':
      return pulseSwitch(deps, args, true);
    case undefined:
    case 'help':
    case '--help':
      return HELP;
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${HELP}`);
  }
};
