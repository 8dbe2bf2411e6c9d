import { describe, expect, it } from 'vitest';
import { apiKeySchema, permissionsOf, valuesOf, whitelistOf } from './apiKeyRules.ts';

const base = { label: 'bot', trade: false, withdraw: false, ipWhitelist: '', googleCode: '' };
const ipError = (ipWhitelist: string, withdraw = false) => apiKeySchema(false).safeParse({ ...base, ipWhitelist, withdraw }).error?.issues[0]?.message;

describe('API key form', () => {
  it('checks the whitelist with the IPv4 rule of spec §5 (empty allowed)', () => {
    expect(ipError('')).toBeUndefined();
    expect(ipError('1.2.3.4, 10.0.0.255')).toBeUndefined();
    expect(ipError('1.2.3.4\n5.6.7.8')).toBeUndefined();
    expect(ipError('256.1.1.1')).toBe('account.api.error.ip');
    expect(ipError('1.2.3')).toBe('account.api.error.ip');
    expect(ipError('example.com')).toBe('account.api.error.ip');
  });

  it('asks for a whitelist before a key may withdraw', () => {
    expect(ipError('', true)).toBe('account.api.error.withdraw_ip');
    expect(ipError('1.2.3.4', true)).toBeUndefined();
  });

  it('asks for a label and, once bound, the Google code', () => {
    expect(apiKeySchema(false).safeParse({ ...base, label: ' ' }).error?.issues[0]?.message).toBe('account.api.error.label');
    expect(apiKeySchema(true).safeParse(base).error?.issues[0]?.message).toBe('account.error.google_code');
  });

  it('sends read always, and the whitelist tidied', () => {
    expect(permissionsOf({ trade: false, withdraw: false })).toEqual(['read']);
    expect(permissionsOf({ trade: true, withdraw: true })).toEqual(['read', 'trade', 'withdraw']);
    expect(whitelistOf(' 1.2.3.4 ,\n5.6.7.8, ')).toBe('1.2.3.4,5.6.7.8');
    expect(valuesOf({ id: '1', label: 'x', api_key: 'k', permissions: ['read', 'withdraw'], ip_whitelist: '1.2.3.4', create_time: '', update_time: '' })).toMatchObject({ trade: false, withdraw: true });
  });
});
