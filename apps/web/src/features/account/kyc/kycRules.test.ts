import { describe, expect, it } from 'vitest';
import { kycFormSchema, kycImageError } from './kycRules.ts';

describe('KYC rules', () => {
  it('takes JPEG or PNG images up to 5 MB', () => {
    expect(kycImageError({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(kycImageError({ type: 'image/PNG', size: 5 * 1024 * 1024 })).toBeNull();
    expect(kycImageError({ type: 'image/gif', size: 1000 })).toBe('account.kyc.error.image_type');
    expect(kycImageError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('account.kyc.error.image_size');
    expect(kycImageError({ type: 'image/png', size: 0 })).toBe('account.kyc.error.image_size');
  });

  it('asks for every field with the contract limits', () => {
    const result = kycFormSchema.safeParse({ realName: 'A', documentType: '', documentNumber: 'x!', frontImage: '', backImage: '' });
    expect(Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))).toEqual({
      realName: 'account.kyc.error.name',
      documentType: 'account.kyc.error.document_type',
      documentNumber: 'account.kyc.error.document_number',
      frontImage: 'account.kyc.error.front',
      backImage: 'account.kyc.error.back',
    });
    const same = kycFormSchema.safeParse({ realName: 'Ann Lee', documentType: '1', documentNumber: 'AB-1234', frontImage: '/uploads/a.png', backImage: '/uploads/a.png' });
    expect(same.error?.issues[0]?.message).toBe('account.kyc.error.same_image');
  });
});
