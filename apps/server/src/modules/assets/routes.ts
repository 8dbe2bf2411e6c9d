// Wallet calls (contract WALLET_PATH). Inputs are parsed into plain values here; the services
// judge them. Everything but the public coin lists, rates and the withdrawal key needs a login.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WALLET_PATH, coinBase, epochMillis, inputText, ok, pageFields } from '@exchange/contract';
import {
  billPage,
  coinRate,
  contractTransferable,
  currencyAccountRow,
  depositAddress,
  depositPage,
  transferResult,
  walletAccountRow,
  walletBalanceRow,
  walletCoin,
  withdrawalKey,
  withdrawalPage,
  withdrawalRow,
} from '@exchange/contract/answers/wallet';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { accountTypeOf, coinOf } from './checks.ts';
import type { AssetsService } from './service.ts';
import { envelopeSchema } from './withdrawalKey.ts';

/** Forms send "" (and sometimes null) for "any": treat it as absent. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number, message: string) => z.union([z.string(), z.number()], { message }).transform(String).pipe(inputText().max(max, message));

const optionalText = (max: number, message: string) => z.preprocess(blank, text(max, message).optional());

const logBody = z.object({ ...pageFields, coin: optionalText(20, 'Unknown coin'), type: optionalText(2, 'Unknown account type') });
const billBody = z.object({
  ...pageFields,
  type: optionalText(2, 'Unknown account type'),
  kind: z.preprocess(blank, z.string({ message: 'Unknown bill kind' }).regex(/^[a-z_]{1,32}$/, 'Unknown bill kind').optional()),
  coin: optionalText(20, 'Unknown coin'),
  startTime: epochMillis(),
  endTime: epochMillis(),
});
const typeQuery = z.object({ type: optionalText(2, 'Unknown account type') });
const currencyBody = z.object({ type: text(2, 'Unknown account type').optional(), coin: optionalText(20, 'Unknown coin') });
const transferQuery = z.object({
  fromType: text(2, 'Choose the account to transfer from'),
  toType: text(2, 'Choose the account to transfer to'),
  coin: text(20, 'Please choose a coin'),
  amount: text(40, 'Please enter a valid amount'),
  /** With type 3 on one side: the isolated margin account of this pair (modules/margin). */
  symbolName: optionalText(24, 'Unknown market'),
});
const idBody = z.object({ id: text(20, 'Unknown withdrawal') });

const COIN_PARAM = /^[A-Za-z0-9]{1,20}$/;
const coinParam = (value: string) => {
  if (!COIN_PARAM.test(value)) throw new BusinessError(`Unknown coin: ${value.slice(0, 12)}`);
  return coinOf(value);
};
const coinFilter = (value: string | undefined) => (value === undefined ? undefined : coinOf(value));

export const assetsRoutes = async (app: FastifyInstance, opts: { assets: AssetsService; apiHead: string; rateLimitPerMinute: number }) => {
  const base = coinBase(opts.apiHead);
  const { assets } = opts;
  const { accounts } = assets;

  app.get(`${base}/${WALLET_PATH.walletAccount}`, { config: { doc: { summary: 'The total and each account, valued in USDT', auth: 'member', answer: z.array(walletAccountRow) } } }, async (request) => ok(await accounts.walletAccounts(requireCaller(request).memberId)));

  const currencyDoc = { summary: 'Each coin of one account (type in the body, or the query)', auth: 'member', body: currencyBody, query: typeQuery, answer: z.array(currencyAccountRow) } as const;
  app.post(`${base}/${WALLET_PATH.currencyAccount}`, { config: { doc: currencyDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(currencyBody, request.body);
    return ok(await accounts.currencyAccount(memberId, body.type ?? parse(typeQuery, request.query).type, body.coin));
  });

  app.get(`${base}/${WALLET_PATH.coinRate}`, { config: { doc: { summary: 'USDT per coin at the last prices', answer: z.array(coinRate) } } }, async () => ok(accounts.coinRates()));

  app.get(`${base}/${WALLET_PATH.myBalance}`, { config: { doc: { summary: 'What the transfer form can move out of an account', auth: 'member', query: typeQuery, answer: z.array(walletBalanceRow) } } }, async (request) =>
    ok(await accounts.myBalance(requireCaller(request).memberId, parse(typeQuery, request.query).type)),
  );

  app.get(`${base}/${WALLET_PATH.transfer}`, { config: { doc: { summary: "Move funds between two of the member's accounts", auth: 'member', query: transferQuery, answer: transferResult } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await accounts.transfer(memberId, parse(transferQuery, request.query)), 'Transfer successful');
  });

  app.get(`${base}/wallet/contract/transferable/:coin`, { config: { doc: { summary: 'What may leave the contract account now', auth: 'member', answer: contractTransferable } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await accounts.contractTransferable(memberId, coinParam((request.params as { coin: string }).coin)));
  });

  app.get(`${base}/${WALLET_PATH.rechargeCurrency}`, { config: { doc: { summary: 'Coins and their networks, with deposit and withdrawal terms', answer: z.array(walletCoin) } } }, async () => ok(assets.rechargeCurrencies()));

  app.get(`${base}/assets/getDepositAddress/:coin`, { config: { doc: { summary: "The member's deposit address on each network of a coin", auth: 'member', answer: z.array(depositAddress) } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await assets.deposits.addresses(memberId, coinParam((request.params as { coin: string }).coin)));
  });

  const logs = [
    [WALLET_PATH.rechargeLog, 'deposit', false],
    [WALLET_PATH.rechargePendingLog, 'deposit', true],
    [WALLET_PATH.withdrawalLog, 'withdrawal', false],
    [WALLET_PATH.withdrawalPendingLog, 'withdrawal', true],
  ] as const;
  for (const [path, what, pendingOnly] of logs) {
    const summary = `The member's ${pendingOnly ? 'pending ' : ''}${what}s, newest first`;
    const doc = { summary, auth: 'member', body: logBody, answer: what === 'deposit' ? depositPage : withdrawalPage } as const;
    app.post(`${base}/${path}`, { config: { doc } }, async (request) => {
      const { memberId } = requireCaller(request);
      const body = parse(logBody, request.body);
      const coin = coinFilter(body.coin);
      const q = { current: body.current, size: body.size, pendingOnly, ...(coin ? { coin } : {}), ...(body.type ? { type: accountTypeOf(body.type) } : {}) };
      return ok(what === 'deposit' ? await assets.depositLog(memberId, q) : await assets.withdrawalLog(memberId, q));
    });
  }

  app.get(`${base}/${WALLET_PATH.withdrawalKey}`, { config: { doc: { summary: 'The public key withdrawal bodies are encrypted to', answer: withdrawalKey } } }, async () => ok(await assets.withdrawalKey()));

  // Each request checks the trade password: limited like logins against guessing.
  const limited = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } };
  const withdrawDoc = { summary: 'Ask for a withdrawal: the body is encrypted to the withdrawal key (WithdrawalEnvelope)', auth: 'member', body: envelopeSchema, answer: withdrawalRow } as const;
  app.post(`${base}/${WALLET_PATH.withdrawal}`, { config: { ...limited, doc: withdrawDoc } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await assets.withdrawals.request(memberId, request.body), 'The withdrawal request has been submitted');
  });

  app.post(`${base}/${WALLET_PATH.cancelWithdrawal}`, { config: { doc: { summary: 'Cancel a withdrawal still waiting for review', auth: 'member', body: idBody, answer: withdrawalRow } } }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await assets.withdrawals.cancel(memberId, parse(idBody, request.body).id), 'The withdrawal has been cancelled');
  });

  app.post(`${base}/${WALLET_PATH.myBill}`, { config: { doc: { summary: "Changes of the member's balances, newest first", auth: 'member', body: billBody, answer: billPage } } }, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(billBody, request.body);
    if (body.startTime !== undefined && body.endTime !== undefined && body.endTime < body.startTime) throw new BusinessError('The end time is before the start time');
    const coin = coinFilter(body.coin);
    return ok(
      await assets.bills(memberId, {
        current: body.current,
        size: body.size,
        ...(body.type ? { walletType: accountTypeOf(body.type) } : {}),
        ...(body.kind ? { kind: body.kind } : {}),
        ...(coin ? { coin } : {}),
        ...(body.startTime !== undefined ? { startTime: body.startTime } : {}),
        ...(body.endTime !== undefined ? { endTime: body.endTime } : {}),
      }),
    );
  });
};
