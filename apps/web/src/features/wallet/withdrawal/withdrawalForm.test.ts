import { describe, expect, it } from 'vitest';
import { md5Hex } from '../../../lib/md5.ts';
import { WALLET_COINS } from '../testWallet.ts';
import { EMPTY_DRAFT, withdrawalBodyOf, withdrawalIssues } from './withdrawalForm.ts';

const trc20 = WALLET_COINS[0]!.chains[0]!;
const xrp = WALLET_COINS[1]!.chains[0]!;
const draft = { ...EMPTY_DRAFT, address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9', amount: '12', tradePwd: 'secret1' };

describe('withdrawalIssues', () => {
  it('has none for a complete request', () => {
    expect(withdrawalIssues(draft, { coin: 'USDT', chain: trc20, available: '100', needsGoogle: false })).toEqual({});
  });

  it('names each missing or wrong field', () => {
    const issues = withdrawalIssues({ ...EMPTY_DRAFT, address: '0xabc' }, { coin: 'USDT', chain: trc20, available: '100', needsGoogle: true });
    expect(Object.keys(issues).sort()).toEqual(['address', 'amount', 'googleCode', 'tradePwd']);
    expect(issues.address).toEqual({ key: 'wallet.withdraw.error.address', values: { chain: 'TRC20' } });
  });

  it('checks the memo only where the chain takes one', () => {
    expect(withdrawalIssues({ ...draft, address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', amount: '20', memo: 'x' }, { coin: 'XRP', chain: xrp, available: '100', needsGoogle: false }).memo?.key).toBe(
      'wallet.withdraw.error.xrp_tag',
    );
  });
});

describe('withdrawalBodyOf', () => {
  it('sends the md5 of the trade password, trimmed fields and the time, no memo or Google code unless used', () => {
    expect(withdrawalBodyOf({ ...draft, address: ` ${draft.address} `, memo: '5' }, 'USDT', trc20, false, 1000)).toEqual({
      coin: 'USDT',
      chain: 'TRC20',
      address: draft.address,
      amount: '12',
      tradePwd: md5Hex('secret1'),
      timestamp: 1000,
    });
  });

  it('adds the memo and the Google code when the chain and member need them', () => {
    const body = withdrawalBodyOf({ ...draft, memo: ' 42 ', googleCode: '123456' }, 'XRP', xrp, true, 1);
    expect(body).toMatchObject({ memo: '42', googleCode: '123456' });
  });
});
