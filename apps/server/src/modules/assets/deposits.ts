// Deposits: each member's address per chain, and crediting what a chain watcher reports.
//
// A watcher (DepositWatcher) is whatever follows a chain: a node adapter in production, the
// operator command in the embedded default. It reports every sighting of a transfer to one of our
// addresses with its confirmations so far; the first sighting records the deposit as pending, and
// the sighting that reaches the chain's required confirmations credits it (a ledger deposit from
// external to the member's funding account), once: the row is unique per chain and tx hash, and
// its status moves to credited in the same transaction as the ledger entry.
//
// Addresses. The embedded default has no wallet software, so an address is derived: HMAC-SHA256
// of a server secret over member and chain, encoded in the chain's format. Deterministic (the same
// member always gets the same address) and stored, because a sighting names an address, not a
// member. A production deployment takes addresses from its custody system instead.
import { createHmac, randomBytes } from 'node:crypto';
import { DEPOSIT_STATUS, FUNDING_WALLET_TYPE, type DepositAddress, type DepositRow } from '@exchange/contract';
import type { Db } from '../../db/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { depositMoves } from '../../ledger/moves.ts';
import { memberOwner, toUnits, type Ledger } from '../../ledger/index.ts';
import { ADDRESS_FORMATS } from './addresses.ts';
import { chainsOf, chainTerms } from './coins.ts';
import { coinOf } from './checks.ts';
import { postWithRows } from './ledgerWork.ts';
import { findAddress, findAddressOwner, findDeposit, insertAddress } from './repo.ts';
import { depositRow } from './rows.ts';
import { loadServerSecret } from './serverSecret.ts';
import type { WalletNotifier } from './notify.ts';

/** One sighting of a transfer to one of our addresses. */
export interface ChainDeposit {
  coin: string;
  chain: string;
  address: string;
  /** Unique per chain; an adapter for chains with several outputs per transaction appends the output index. */
  txHash: string;
  /** Decimal string in the coin. */
  amount: string;
  confirmations: number;
}

/** What a chain adapter implements; the exchange calls start with the function that records sightings. */
export interface DepositWatcher {
  start(report: (deposit: ChainDeposit) => Promise<void>): void;
  stop(): Promise<void>;
}

const TX_HASH = /^[A-Za-z0-9:_-]{1,100}$/;

export const createDeposits = (deps: { db: Db; ledger: Ledger; serially: <T>(task: () => Promise<T>) => Promise<T>; notify: WalletNotifier }) => {
  const { db, ledger, serially } = deps;
  let seed: Promise<Buffer> | undefined;
  const addressSeed = () => {
    seed ??= loadServerSecret(db, 'deposit_address_seed', async () => randomBytes(32).toString('base64')).then((v) => Buffer.from(v, 'base64'));
    seed.catch(() => (seed = undefined));
    return seed;
  };

  const addressOn = async (memberId: string, chain: string): Promise<string> => {
    const stored = await findAddress(db, memberId, chain);
    if (stored) return stored.address;
    const material = createHmac('sha256', await addressSeed()).update(`deposit:${memberId}:${chain}`).digest();
    await insertAddress(db, memberId, chain, ADDRESS_FORMATS[chain]!.derive(material));
    return (await findAddress(db, memberId, chain))!.address;
  };

  const record = async (report: ChainDeposit): Promise<DepositRow> => {
    const coin = coinOf(report.coin);
    const terms = chainTerms(coin, report.chain);
    if (!terms) throw new BusinessError(`${coin} is not deposited on ${report.chain}`);
    if (!TX_HASH.test(report.txHash)) throw new BusinessError('Invalid transaction hash');
    if (!Number.isSafeInteger(report.confirmations) || report.confirmations < 0) throw new BusinessError('Invalid number of confirmations');
    const amount = toUnits(report.amount);
    if (amount <= 0n) throw new BusinessError('The amount must be greater than 0');
    const owner = await findAddressOwner(db, terms.chain, report.address);
    if (!owner) throw new BusinessError(`No member has the ${terms.chain} address ${report.address.slice(0, 100)}`);
    const memberId = String(owner.member_id);

    let row = await findDeposit(db, terms.chain, report.txHash);
    if (!row) {
      await db
        .insertInto('wallet_deposit')
        .values({
          member_id: memberId,
          coin,
          chain: terms.chain,
          address: report.address,
          tx_hash: report.txHash,
          amount: amount.toString(),
          confirmations: report.confirmations,
          required_confirmations: terms.confirmations,
          // Too small to credit: kept so the member sees it arrived and why it was not credited.
          status: amount < terms.minDeposit ? DEPOSIT_STATUS.belowMinimum : DEPOSIT_STATUS.pending,
        })
        .execute();
      row = (await findDeposit(db, terms.chain, report.txHash))!;
    } else if (row.coin !== coin || row.address !== report.address || BigInt(row.amount) !== amount) {
      throw new BusinessError(`Transaction ${report.txHash} was reported before with a different coin, address or amount`);
    }

    // Confirmations only grow here; a reorganisation is for the adapter to handle before reporting.
    const confirmations = Math.max(row.confirmations, report.confirmations);
    const id = String(row.id);
    if (row.status === DEPOSIT_STATUS.pending && confirmations >= row.required_confirmations) {
      const credit = depositMoves({ owner: memberOwner(memberId), walletType: FUNDING_WALLET_TYPE, asset: coin, amount, ref: `deposit:${id}` });
      await postWithRows(db, ledger, credit, async (trx) => {
        const updated = await trx
          .updateTable('wallet_deposit')
          .set({ status: DEPOSIT_STATUS.credited, confirmations, update_time: new Date() })
          .where('id', '=', id)
          .where('status', '=', DEPOSIT_STATUS.pending)
          .executeTakeFirst();
        // Another process credited it first: roll back rather than credit twice.
        if (Number(updated.numUpdatedRows) !== 1) throw new BusinessError(`Deposit ${id} was already credited`);
      });
    } else if (confirmations !== row.confirmations) {
      await db.updateTable('wallet_deposit').set({ confirmations, update_time: new Date() }).where('id', '=', id).execute();
    }
    const result = depositRow((await findDeposit(db, terms.chain, report.txHash))!);
    deps.notify({ memberId, service: 'deposit', id: result.id, status: String(result.status) });
    return result;
  };

  return {
    /** The member's address on every chain of the coin (made on first ask). */
    async addresses(memberId: string, coinInput: string): Promise<DepositAddress[]> {
      const coin = coinOf(coinInput);
      const out: DepositAddress[] = [];
      for (const t of chainsOf(coin))
        out.push({ coin, chain: t.chain, address: await addressOn(memberId, t.chain), min_deposit: t.wire.min_deposit, confirmations: t.confirmations });
      return out;
    },

    addressOn,

    /** Records one sighting; credits the deposit when it reaches its confirmations. Serialised with the other wallet decisions. */
    observe: (report: ChainDeposit): Promise<DepositRow> => serially(() => record(report)),
  };
};

export type Deposits = ReturnType<typeof createDeposits>;
