// Shared by the wallet's integration tests: a logged-in member with a trade password, deposits
// through the service as a chain watcher would, encrypted withdrawals, and a snapshot of
// everything the wallet and ledger hold, to show a refused call changed nothing.
import type { Envelope, WithdrawalBody, WithdrawalKey } from '@exchange/contract';
import { WALLET_PATH } from '@exchange/contract';
import { md5, type TestExchange } from '../../testing/kit.ts';
import { chainsOf } from './coins.ts';
import { encryptWithdrawal } from './testEnvelope.ts';

export const TRADE_PASSWORD = 'Trade#2468';

export interface WalletMember {
  id: string;
  token: string;
  email: string;
  password: string;
}

export const walletKit = (t: TestExchange) => {
  let key: WithdrawalKey | undefined;
  const publicKey = async () => (key ??= (await t.call<Envelope<WithdrawalKey>>('GET', t.coin(WALLET_PATH.withdrawalKey))).body.data);

  const member = async (withTradePassword = true): Promise<WalletMember> => {
    const { email, password } = await t.registerEmail();
    const login = await t.login(email, password);
    if (withTradePassword) {
      const set = await t.call<Envelope>('POST', t.coin(WALLET_PATH.tradePassword), {
        token: login.access_token,
        body: { loginPwd: md5(password), payPwd: md5(TRADE_PASSWORD), payPwd1: md5(TRADE_PASSWORD) },
      });
      if (set.body.code !== 200) throw new Error(JSON.stringify(set.body));
    }
    return { id: login.user_id, token: login.access_token, email, password };
  };

  /** A deposit credited at once, on the coin's first chain unless told. */
  const fund = async (m: WalletMember, coin: string, amount: string, chain = chainsOf(coin)[0]!.chain) => {
    const address = await t.ex.assets.deposits.addressOn(m.id, chain);
    const terms = chainsOf(coin).find((c) => c.chain === chain)!;
    return t.ex.assets.deposits.observe({ coin, chain, address, txHash: `fund-${Math.random().toString(36).slice(2)}`, amount, confirmations: terms.confirmations });
  };

  const withdrawBody = (over: Partial<WithdrawalBody> = {}): WithdrawalBody => ({
    coin: 'USDT',
    chain: 'TRC20',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    amount: '50',
    tradePwd: md5(TRADE_PASSWORD),
    timestamp: Date.now(),
    ...over,
  });

  const withdraw = async (m: WalletMember, body: WithdrawalBody | Record<string, unknown>) =>
    t.call<Envelope>('POST', t.coin(WALLET_PATH.withdrawal), { token: m.token, body: await encryptWithdrawal(body, await publicKey()) });

  /** Every wallet and ledger row: equal before and after means nothing changed. */
  const snapshot = async () => ({
    accounts: await t.ex.db.selectFrom('ledger_account').select(['id', 'owner_id', 'wallet_type', 'asset', 'available', 'locked']).orderBy('id').execute(),
    txs: (await t.ex.db.selectFrom('ledger_tx').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    withdrawals: await t.ex.db.selectFrom('wallet_withdrawal').selectAll().orderBy('id').execute(),
    deposits: await t.ex.db.selectFrom('wallet_deposit').selectAll().orderBy('id').execute(),
    members: await t.ex.db.selectFrom('member').select(['id', 'is_merchant', 'pay_pwd_hash']).orderBy('id').execute(),
  });

  return { publicKey, member, fund, withdrawBody, withdraw, snapshot };
};
