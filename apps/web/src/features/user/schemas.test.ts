import { describe, expect, it } from 'vitest';
import { accountError, loginSchema, registerSchema, resetSchema } from './schemas.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const register = {
  accountType: 'email' as const,
  areaCode: '+86',
  account: 'new.user@example.com',
  code: '123456',
  password: 'Secret12',
  confirm: 'Secret12',
  inviteCode: '',
  agree: true,
};

describe('accountError', () => {
  it('checks the account against its type', () => {
    expect(accountError('email', '')).toBe('user.error.account_required');
    expect(accountError('email', 'nope')).toBe('user.error.email_invalid');
    expect(accountError('email', 'a@b.co')).toBeNull();
    expect(accountError('phone', '12ab')).toBe('user.error.phone_invalid');
    expect(accountError('phone', '13800138000')).toBeNull();
  });
});

describe('loginSchema', () => {
  it('accepts an email or a phone number with any password', () => {
    const step = 'password' as const;
    expect(loginSchema.safeParse({ step, account: 'demo@exchange.local', password: 'x', code: '' }).success).toBe(true);
    expect(loginSchema.safeParse({ step, account: '13800138000', password: 'x', code: '' }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ step, account: 'someone', password: '', code: '' }))).toEqual({
      account: 'user.error.account_invalid',
      password: 'user.error.password_required',
    });
  });

  it('asks for the 6-digit code only in the second step', () => {
    const values = { account: 'demo@exchange.local', password: 'x', code: '12' };
    expect(loginSchema.safeParse({ ...values, step: 'password' }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ ...values, step: 'google' }))).toEqual({ code: 'user.error.code_invalid' });
    expect(loginSchema.safeParse({ ...values, step: 'google', code: '123456' }).success).toBe(true);
  });
});

describe('registerSchema', () => {
  it('accepts a complete form', () => {
    expect(registerSchema.safeParse(register).success).toBe(true);
  });

  it('applies password pattern 1, the repeat, the code and the terms', () => {
    const result = registerSchema.safeParse({ ...register, password: 'short', confirm: 'other', code: '12a', agree: false });
    expect(messages(result)).toEqual({
      password: 'user.error.password_pattern',
      confirm: 'user.error.password_mismatch',
      code: 'user.error.code_invalid',
      agree: 'user.error.agree_required',
    });
  });

  it('checks the account by the chosen type', () => {
    expect(messages(registerSchema.safeParse({ ...register, accountType: 'phone' }))).toEqual({ account: 'user.error.phone_invalid' });
    expect(registerSchema.safeParse({ ...register, accountType: 'phone', account: '13800138000' }).success).toBe(true);
  });

  it('refuses a password longer than 20 characters or with spaces', () => {
    expect(messages(registerSchema.safeParse({ ...register, password: 'a'.repeat(21), confirm: 'a'.repeat(21) }))).toHaveProperty('password');
    expect(messages(registerSchema.safeParse({ ...register, password: 'abc 123', confirm: 'abc 123' }))).toHaveProperty('password');
  });
});

describe('resetSchema', () => {
  it('needs the new password twice', () => {
    const { inviteCode: _i, agree: _a, ...reset } = register;
    expect(resetSchema.safeParse(reset).success).toBe(true);
    expect(messages(resetSchema.safeParse({ ...reset, confirm: 'Secret13' }))).toEqual({ confirm: 'user.error.password_mismatch' });
  });
});
