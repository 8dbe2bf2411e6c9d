import { describe, expect, it } from 'vitest';
import { antiCodeSchema } from './antiCodeRules.ts';
import { newAccountError, newAccountSchema } from './bindRules.ts';
import { loginPasswordSchema } from './loginPasswordRules.ts';
import { securityItems, securityLevel } from './securityItems.ts';
import { tradePasswordSchema, tradeProof } from './tradePasswordRules.ts';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('login password form', () => {
  it('asks for pattern 1 of spec §5 and an equal repeat', () => {
    expect(issues(loginPasswordSchema.safeParse({ oldPassword: 'Old12345', password: 'abc', confirm: 'abc' }))).toEqual({ password: 'user.error.password_pattern' });
    expect(issues(loginPasswordSchema.safeParse({ oldPassword: 'Old12345', password: 'Newpass1', confirm: 'Newpass2' }))).toEqual({ confirm: 'user.error.password_mismatch' });
    expect(issues(loginPasswordSchema.safeParse({ oldPassword: '', password: 'Newpass1 ', confirm: 'Newpass1 ' }))).toMatchObject({ oldPassword: 'user.error.password_required', password: 'user.error.password_pattern' });
    expect(issues(loginPasswordSchema.safeParse({ oldPassword: 'Same1234', password: 'Same1234', confirm: 'Same1234' }))).toEqual({ password: 'account.error.same_password' });
    expect(loginPasswordSchema.safeParse({ oldPassword: 'Old12345', password: 'New#1234', confirm: 'New#1234' }).success).toBe(true);
  });
});

describe('trade password form', () => {
  const base = { loginPassword: '', oldPassword: '', accountType: 'email' as const, code: '', password: 'Trade#1', confirm: 'Trade#1', googleCode: '' };

  it('asks for the proof of its mode only', () => {
    expect(issues(tradePasswordSchema('login', false).safeParse(base))).toEqual({ loginPassword: 'user.error.password_required' });
    expect(issues(tradePasswordSchema('old', false).safeParse(base))).toEqual({ oldPassword: 'account.error.old_trade_password' });
    expect(issues(tradePasswordSchema('code', false).safeParse({ ...base, code: '12a456' }))).toEqual({ code: 'user.error.code_invalid' });
    expect(tradePasswordSchema('code', false).safeParse({ ...base, code: '123456' }).success).toBe(true);
  });

  it('refuses the login password as the trade password, and asks for Google when bound', () => {
    expect(issues(tradePasswordSchema('login', false).safeParse({ ...base, loginPassword: 'Trade#1' }))).toEqual({ password: 'account.error.trade_same_as_login' });
    expect(issues(tradePasswordSchema('old', true).safeParse({ ...base, oldPassword: 'x' }))).toEqual({ googleCode: 'account.error.google_code' });
  });

  it('builds the proof the api layer hashes', () => {
    expect(tradeProof('code', { ...base, code: ' 123456 ' })).toEqual({ kind: 'code', code: '123456', accountType: 'email' });
    expect(tradeProof('old', { ...base, oldPassword: 'p' })).toEqual({ kind: 'old', oldPassword: 'p' });
  });
});

describe('anti-phishing form', () => {
  it('takes 4 to 20 letters or digits and the login password', () => {
    expect(issues(antiCodeSchema(false).safeParse({ antiCode: 'ab!', loginPassword: '', googleCode: '' }))).toEqual({ antiCode: 'account.error.anti_code', loginPassword: 'user.error.password_required' });
    expect(antiCodeSchema(false).safeParse({ antiCode: 'Blue42', loginPassword: 'x', googleCode: '' }).success).toBe(true);
    expect(antiCodeSchema(true).safeParse({ antiCode: 'Blue42', loginPassword: 'x', googleCode: '' }).success).toBe(false);
  });
});

describe('binding form', () => {
  it('checks the new address by its type (spec §5 e-mail format) and against the bound one', () => {
    expect(newAccountError('email', 'a@b', '')).toBe('user.error.email_invalid');
    expect(newAccountError('email', 'A@B.io', 'a@b.io')).toBe('account.error.same_account');
    expect(newAccountError('phone', '12ab', '')).toBe('user.error.phone_invalid');
    expect(newAccountError('phone', '', '')).toBe('account.error.phone_required');
    expect(newAccountError('phone', '13800138000', '')).toBeNull();
    expect(newAccountSchema('email', '', false).safeParse({ areaCode: '', account: 'new@x.io', code: '123456', googleCode: '' }).success).toBe(true);
  });
});

describe('security list', () => {
  it('shows each setting with its state, the masked address and the right action', () => {
    const items = securityItems({ email: 'demo@exchange.local', phone: '', google_key: 0, pay_pwd: 1, anti_code: '' });
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId.email).toMatchObject({ on: true, detail: 'de****al', action: 'account.action.change', state: 'account.state.bound' });
    expect(byId.phone).toMatchObject({ on: false, action: 'account.action.bind', state: 'account.state.unbound' });
    expect(byId.google).toMatchObject({ on: false, action: 'account.action.bind', to: '/account/center/security/setting/google' });
    expect(byId.tradePassword).toMatchObject({ on: true, state: 'account.state.set', action: 'account.action.change' });
    expect(byId.antiCode).toMatchObject({ on: false, state: 'account.state.unset', action: 'account.action.set' });
    expect(byId.apiKeys?.to).toBe('/account/center/security/api');
    expect(securityLevel(items)).toEqual({ on: 2, of: 5 });
  });
});
