// The KYC form's rules: the contract's limits (KYC_LIMITS) with translated messages, and the checks
// an image passes before it is uploaded: JPEG or PNG (what a phone camera or a scan gives) and
// under the server's default upload limit, so a member learns of a bad file before waiting on it.
import { z } from 'zod';
import { KYC_LIMITS } from '@exchange/contract/account';

export const KYC_IMAGE = { types: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024 } as const;

/** The message key of a file that may not be uploaded, or null. */
export const kycImageError = (file: { type: string; size: number }): string | null => {
  if (!(KYC_IMAGE.types as readonly string[]).includes(file.type.toLowerCase())) return 'account.kyc.error.image_type';
  if (!Number.isFinite(file.size) || file.size <= 0 || file.size > KYC_IMAGE.maxBytes) return 'account.kyc.error.image_size';
  return null;
};

export const kycFormSchema = z
  .object({
    realName: z.string().trim().min(KYC_LIMITS.realNameMin, 'account.kyc.error.name').max(KYC_LIMITS.realNameMax, 'account.kyc.error.name_long'),
    documentType: z.string().min(1, 'account.kyc.error.document_type'),
    documentNumber: z.string().trim().regex(/^[A-Za-z0-9-]{4,30}$/, 'account.kyc.error.document_number'),
    frontImage: z.string().min(1, 'account.kyc.error.front'),
    backImage: z.string().min(1, 'account.kyc.error.back'),
  })
  .refine((v) => v.frontImage === '' || v.frontImage !== v.backImage, { path: ['backImage'], message: 'account.kyc.error.same_image' });

export type KycFormValues = z.input<typeof kycFormSchema>;
