// Wallet calls (contract WALLET_PATH). Inputs are parsed into plain values here; the services
// judge them. Everything but the public coin lists, rates and the withdrawal key needs a login.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WALLET_PATH, coinBase, ok } from '@exchange/contract';
import { requireCaller } from '../../http/context.ts';
import { BusinessError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { accountTypeOf, coinOf } from './checks.ts';
import type { AssetsService } from './service.ts';

/** Forms send "" (and sometimes null) for "any": treat it as absent. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number, message: string) => z.union([z.string(), z.number()], { message }).transform(String).pipe(z.string().max(max, message));

const page = {
  current: z.preprocess(blank, z.coerce.number({ message: 'current must be a page number' }).int('current must be a page number').min(1, 'current must be a page number').default(1)),
  size: z.preprocess(blank, z.coerce.number({ message: 'size must be between 1 and 100' }).int('size must be between 1 and 100').min(1, 'size must be between 1 and 100').max(100, 'size must be between 1 and 100').default(10)),
};
const optionalText = (max: number, message: string) => z.preprocess(blank, text(max, message).optional());
const time = z.preprocess(blank, z.coerce.number({ message: 'Invalid time' }).int('Invalid time').min(0, 'Invalid time').optional());

const logBody = z.object({ ...page, coin: optionalText(20, 'Unknown coin'), type: optionalText(2, 'Unknown account type') });
const billBody = z.object({
  ...page,
  type: optionalText(2, 'Unknown account type'),
  kind: z.preprocess(blank, z.string({ message: 'Unknown bill kind' }).regex(/^[a-z_]{1,32}$/, 'Unknown bill kind').optional()),
  coin: optionalText(20, 'Unknown coin'),
  startTime: time,
  endTime: time,
});
const currencyBody = z.object({ type: text(2, 'Unknown account type').optional(), coin: optionalText(20, 'Unknown coin') });
const transferQuery = z.object({
  fromType: text(2, 'Choose the account to transfer from'),
  toType: text(2, 'Choose the account to transfer to'),
  coin: text(20, 'Please choose a coin'),
  amount: text(40, 'Please enter a valid amount'),
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

  app.get(`${base}/${WALLET_PATH.walletAccount}`, async (request) => ok(await accounts.walletAccounts(requireCaller(request).memberId)));

  app.post(`${base}/${WALLET_PATH.currencyAccount}`, async (request) => {
    const { memberId } = requireCaller(request);
    const body = parse(currencyBody, request.body);
    return ok(await accounts.currencyAccount(memberId, body.type ?? (request.query as { type?: unknown }).type, body.coin));
  });

  app.get(`${base}/${WALLET_PATH.coinRate}`, async () => ok(accounts.coinRates()));

  app.get(`${base}/${WALLET_PATH.myBalance}`, async (request) =>
    ok(await accounts.myBalance(requireCaller(request).memberId, (request.query as { type?: unknown }).type)),
  );

  app.get(`${base}/${WALLET_PATH.transfer}`, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await accounts.transfer(memberId, parse(transferQuery, request.query)), 'Transfer successful');
  });

  app.get(`${base}/wallet/contract/transferable/:coin`, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await accounts.contractTransferable(memberId, coinParam((request.params as { coin: string }).coin)));
  });

  app.get(`${base}/${WALLET_PATH.rechargeCurrency}`, async () => ok(assets.rechargeCurrencies()));

  app.get(`${base}/assets/getDepositAddress/:coin`, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await assets.deposits.addresses(memberId, coinParam((request.params as { coin: string }).coin)));
  });

  const logs = [
    [WALLET_PATH.rechargeLog, 'deposit', false],
    [WALLET_PATH.rechargePendingLog, 'deposit', true],
    [WALLET_PATH.withdrawalLog, 'withdrawal', false],
    [WALLET_PATH.withdrawalPendingLog, 'withdrawal', true],
  ] as const;
  for (const [path, what, pendingOnly] of logs)
    app.post(`${base}/${path}`, async (request) => {
      const { memberId } = requireCaller(request);
      const body = parse(logBody, request.body);
      const coin = coinFilter(body.coin);
      const q = { current: body.current, size: body.size, pendingOnly, ...(coin ? { coin } : {}), ...(body.type ? { type: accountTypeOf(body.type) } : {}) };
      return ok(what === 'deposit' ? await assets.depositLog(memberId, q) : await assets.withdrawalLog(memberId, q));
    });

  app.get(`${base}/${WALLET_PATH.withdrawalKey}`, async () => ok(await assets.withdrawalKey()));

  // Each request checks the trade password: limited like logins against guessing.
  const limited = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } };
  app.post(`${base}/${WALLET_PATH.withdrawal}`, { config: limited }, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await assets.withdrawals.request(memberId, request.body), 'The withdrawal request has been submitted');
  });

  app.post(`${base}/${WALLET_PATH.cancelWithdrawal}`, async (request) => {
    const { memberId } = requireCaller(request);
    return ok(await assets.withdrawals.cancel(memberId, parse(idBody, request.body).id), 'The withdrawal has been cancelled');
  });

  app.post(`${base}/${WALLET_PATH.myBill}`, async (request) => {
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
