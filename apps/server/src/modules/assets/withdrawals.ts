// Withdrawals: a member's request (decrypted and checked like any body, then amount + fee held on
// the funding account), and its review by an operator: approved (the hold leaves to external, the
// fee to the fees account) or rejected (the hold is released). The member may cancel while it is
// still pending. Ledger refs are "withdrawal:{id}", so every entry of one request can be traced.
import { z } from 'zod';
import { FUNDING_WALLET_TYPE, WITHDRAWAL_BODY_MAX_AGE_MS, inputText, WITHDRAWAL_STATUS, type WithdrawalRow, type WithdrawalStatus } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { SYSTEM_OWNER, memberOwner, trimUnits, type Ledger, type Move, type TransferInput } from '../../ledger/index.ts';
import { holdMoves, releaseMoves } from '../../ledger/moves.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { ADDRESS_FORMATS } from './addresses.ts';
import { chainTerms } from './coins.ts';
import { amountOf, coinOf, memberOf, requireGoogleCodeWhenBound } from './checks.ts';
import { postWithRows } from './ledgerWork.ts';
import { findAddressOwner, findWithdrawal, nextWithdrawalId, pendingWithdrawals, type WithdrawalRecord } from './repo.ts';
import { withdrawalRow } from './rows.ts';
import type { WithdrawalKeys } from './withdrawalKey.ts';
import type { WalletNotifier } from './notify.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

// z.custom keeps our wording for a missing or mistyped field (http/validate.ts names only the field for zod's own type errors).
const str = (message: string) => z.custom<string>((v) => typeof v === 'string', { message });

const bodySchema = z.object({
  coin: str('Please choose a coin').pipe(inputText().max(20, 'Unknown coin')),
  chain: str('Please choose a network').pipe(inputText().max(20, 'Unknown network')),
  address: str('Please enter the address').pipe(inputText().trim().min(1, 'Please enter the address').max(128, 'This is not a valid address')),
  memo: z.preprocess(blank, str('Invalid memo').pipe(inputText().trim().max(64, 'The memo is too long')).optional()),
  // Money travels as a decimal string, never a JSON number (a float).
  amount: str('Please enter the amount as a decimal string').pipe(inputText().max(40, 'Please enter a valid amount')),
  tradePwd: str('Please enter the trade password').pipe(inputText().regex(/^[0-9a-f]{32}$/, 'The trade password must be sent as an md5 digest')),
  googleCode: z.preprocess(blank, str('Invalid Google verification code').pipe(inputText().regex(/^\d{6}$/, 'The Google verification code has 6 digits')).optional()),
  timestamp: z.custom<number>((v) => Number.isSafeInteger(v), { message: 'The withdrawal request has no time' }),
});

const STATUS_WORD: Record<WithdrawalStatus, string> = { '0': 'pending', '1': 'done', '2': 'rejected', '3': 'cancelled' };

/** XRP destination tags are 32-bit unsigned integers; other memo chains take short text. */
const checkMemo = (chain: string, memo: string | undefined, allowed: boolean): string => {
  if (!memo) return '';
  if (!allowed) throw new BusinessError(`${chain} withdrawals take no memo`);
  if (chain === 'XRP' && (!/^\d{1,10}$/.test(memo) || Number(memo) > 4294967295)) throw new BusinessError('The XRP destination tag must be a number up to 4294967295');
  if (!/^[\x20-\x7e]+$/.test(memo)) throw new BusinessError('The memo may only contain plain characters');
  return memo;
};

export interface Decision {
  /** When a member decides (cancel): only their own request. */
  memberId?: string;
  txHash?: string;
  remark?: string;
}

export const createWithdrawals = (deps: {
  db: Db;
  ledger: Ledger;
  keys: WithdrawalKeys;
  serially: <T>(task: () => Promise<T>) => Promise<T>;
  notify: WalletNotifier;
  now?: () => number;
}) => {
  const { db, ledger, keys, serially } = deps;
  const now = deps.now ?? Date.now;

  const payout = (row: WithdrawalRecord, ref: string): TransferInput => {
    const owner = memberOwner(String(row.member_id));
    const locked = { ...owner, walletType: row.wallet_type, balance: 'locked' as const };
    const moves: Move[] = [{ from: locked, to: { ownerType: 'system', ownerId: SYSTEM_OWNER.external, walletType: row.wallet_type, balance: 'available' }, asset: row.coin, amount: BigInt(row.amount) }];
    const fee = BigInt(row.fee);
    if (fee > 0n) moves.push({ from: locked, to: { ownerType: 'system', ownerId: SYSTEM_OWNER.fees, walletType: row.wallet_type, balance: 'available' }, asset: row.coin, amount: fee, kind: 'fee' });
    return { kind: 'withdrawal', ref, moves };
  };

  const decide = (id: string, status: WithdrawalStatus, decision: Decision): Promise<WithdrawalRow> =>
    serially(async () => {
      const row = await findWithdrawal(db, id.trim());
      // Someone else's request reads as unknown: its existence is not the caller's business.
      if (!row || (decision.memberId !== undefined && String(row.member_id) !== decision.memberId)) throw new BusinessError('Unknown withdrawal');
      if (row.status !== WITHDRAWAL_STATUS.pending) throw new BusinessError(`This withdrawal is already ${STATUS_WORD[row.status as WithdrawalStatus] ?? 'closed'}`);
      const ref = `withdrawal:${row.id}`;
      const transfer =
        status === WITHDRAWAL_STATUS.done
          ? payout(row, ref)
          : releaseMoves({ owner: memberOwner(String(row.member_id)), walletType: row.wallet_type, asset: row.coin, amount: BigInt(row.amount) + BigInt(row.fee), ref });
      await postWithRows(db, ledger, transfer, async (trx) => {
        const updated = await trx
          .updateTable('wallet_withdrawal')
          .set({ status, tx_hash: decision.txHash ?? '', remark: decision.remark ?? '', update_time: new Date() })
          .where('id', '=', row.id)
          .where('status', '=', WITHDRAWAL_STATUS.pending)
          .executeTakeFirst();
        // Decided by another process meanwhile: roll back rather than pay or release twice.
        if (Number(updated.numUpdatedRows) !== 1) throw new BusinessError('This withdrawal was decided meanwhile');
      });
      const result = withdrawalRow((await findWithdrawal(db, row.id))!);
      deps.notify({ memberId: String(row.member_id), service: 'withdrawal', id: result.id, status: String(result.status) });
      return result;
    });

  return {
    /** A member's encrypted request: decrypted, checked, and amount + fee held until review. */
    async request(memberId: string, envelope: unknown): Promise<WithdrawalRow> {
      const body = parse(bodySchema, await keys.decrypt(envelope));
      if (Math.abs(now() - body.timestamp) > WITHDRAWAL_BODY_MAX_AGE_MS) throw new BusinessError('The withdrawal request has expired; please try again');
      const coin = coinOf(body.coin);
      const chain = body.chain.trim().toUpperCase();
      const terms = chainTerms(coin, chain);
      if (!terms) throw new BusinessError(`${coin} cannot be withdrawn on ${chain.slice(0, 20)}`);
      if (!ADDRESS_FORMATS[chain]!.valid(body.address)) throw new BusinessError(`This is not a valid ${chain} address`);
      const memo = checkMemo(chain, body.memo, terms.memo);
      const amount = amountOf(body.amount, terms.withdrawScale);
      if (amount < terms.withdrawMin) throw new BusinessError(`The minimum withdrawal is ${trimUnits(terms.withdrawMin)} ${coin}`);

      const member = await memberOf(db, memberId);
      if (!member.pay_pwd_hash) throw new BusinessError('Please set a trade password first');
      if (!(await verifyPassword(member.pay_pwd_hash, body.tradePwd))) throw new BusinessError('The trade password is wrong');
      requireGoogleCodeWhenBound(member, body.googleCode);
      const owner = await findAddressOwner(db, chain, body.address);
      if (owner && String(owner.member_id) === memberId) throw new BusinessError('This is your own deposit address');

      const id = await nextWithdrawalId(db);
      const hold = holdMoves({ owner: memberOwner(memberId), walletType: FUNDING_WALLET_TYPE, asset: coin, amount: amount + terms.withdrawFee, ref: `withdrawal:${id}` });
      await postWithRows(db, ledger, hold, (trx) =>
        trx
          .insertInto('wallet_withdrawal')
          .values({ id, member_id: memberId, wallet_type: FUNDING_WALLET_TYPE, coin, chain, address: body.address, memo, amount: amount.toString(), fee: terms.withdrawFee.toString(), status: WITHDRAWAL_STATUS.pending })
          .execute(),
      );
      return withdrawalRow((await findWithdrawal(db, id))!);
    },

    approve: (id: string, txHash?: string) => decide(id, WITHDRAWAL_STATUS.done, txHash ? { txHash } : {}),
    reject: (id: string, remark?: string) => decide(id, WITHDRAWAL_STATUS.rejected, remark ? { remark } : {}),
    cancel: (memberId: string, id: string) => decide(id, WITHDRAWAL_STATUS.cancelled, { memberId, remark: 'Cancelled by the member' }),

    /** Every pending request, oldest first, with its member: the operator's queue. */
    pending: async () => (await pendingWithdrawals(db)).map((r) => ({ ...withdrawalRow(r), member_id: String(r.member_id) })),
  };
};

export type Withdrawals = ReturnType<typeof createWithdrawals>;
