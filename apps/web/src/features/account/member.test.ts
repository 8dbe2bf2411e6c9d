import { describe, expect, it } from 'vitest';
import { centerMenu, isSettingPath } from './accountMenu.ts';
import { hasGoogle, hasTradePassword, isMerchant, kycState, maskAntiCode, maskedAccount } from './member.ts';

describe('member flags', () => {
  it('reads is_merchant 2 as a merchant and anything else as not', () => {
    expect(isMerchant({ is_merchant: 2 })).toBe(true);
    expect(isMerchant({ is_merchant: 0 })).toBe(false);
    expect(isMerchant(undefined)).toBe(false);
  });

  it('reads google_key and pay_pwd', () => {
    expect(hasGoogle({ google_key: 1 })).toBe(true);
    expect(hasGoogle({ google_key: 0 })).toBe(false);
    expect(hasTradePassword({ pay_pwd: 1 })).toBe(true);
    expect(hasTradePassword({ pay_pwd: 0 })).toBe(false);
  });

  it('maps real_name_status to the KYC view, unknown values to the form', () => {
    expect(kycState('0')).toBe('none');
    expect(kycState('1')).toBe('pending');
    expect(kycState('2')).toBe('verified');
    expect(kycState('-1')).toBe('failed');
    expect(kycState('7')).toBe('none');
    expect(kycState(undefined)).toBe('none');
  });

  it('masks the account as spec §9 says: e-mail 2 + 2, phone 3 + 4, e-mail first', () => {
    expect(maskedAccount({ email: 'demo@exchange.local', phone: '' })).toBe('de****al');
    expect(maskedAccount({ email: '', phone: '13800138000' })).toBe('138****8000');
    expect(maskedAccount({ email: 'ab@c.io', phone: '13800138000' })).toBe('ab****io');
  });

  it('masks the anti-phishing code but keeps its ends', () => {
    expect(maskAntiCode('Blue42')).toBe('Bl***42');
    expect(maskAntiCode('abcd')).toBe('a***');
    expect(maskAntiCode('')).toBe('');
  });
});

describe('account centre menu', () => {
  const paths = (member: { is_merchant: number }) => centerMenu(member).map((item) => item.to);

  it('lists merchant management only for merchants', () => {
    expect(paths({ is_merchant: 0 })).toEqual(['/account/center/info', '/account/center/security', '/account/center/device-management', '/account/center/kyc']);
    expect(paths({ is_merchant: 2 })).toContain('/account/center/merchant');
  });

  it('knows the setting pages, where the menu steps aside', () => {
    expect(isSettingPath('/account/center/security/setting/google')).toBe(true);
    expect(isSettingPath('/account/center/security')).toBe(false);
    expect(isSettingPath('/account/center/security/api')).toBe(false);
  });
});
