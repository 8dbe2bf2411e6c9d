// The API key form: a label, the permissions (read always; trade; withdraw only with an IP
// whitelist, as the server demands) and the whitelist checked by the IPv4 rule of spec §5 before
// anything is sent, plus the Google code once bound.
import { z } from 'zod';
import { API_KEY_LIMITS, type ApiKeyPermission, type ApiKeyRow } from '@exchange/contract/account';
import { isIpWhitelist } from '@exchange/contract/rules';
import { googleField } from '../common/fields.ts';

export const apiKeySchema = (googleBound: boolean) =>
  z
    .object({
      label: z.string().trim().min(1, 'account.api.error.label').max(API_KEY_LIMITS.labelMax, 'account.api.error.label_long'),
      trade: z.boolean(),
      withdraw: z.boolean(),
      // Checked after tidying, so addresses on separate lines pass as well as comma-separated ones.
      ipWhitelist: z.string().refine((value) => isIpWhitelist(whitelistOf(value)), 'account.api.error.ip'),
      googleCode: googleField(googleBound),
    })
    .superRefine((v, ctx) => {
      const ips = whitelistOf(v.ipWhitelist);
      if (ips.split(',').filter(Boolean).length > API_KEY_LIMITS.maxIps) ctx.addIssue({ code: 'custom', path: ['ipWhitelist'], message: 'account.api.error.ip_count' });
      if (v.withdraw && ips === '') ctx.addIssue({ code: 'custom', path: ['ipWhitelist'], message: 'account.api.error.withdraw_ip' });
    });

export type ApiKeyValues = z.input<ReturnType<typeof apiKeySchema>>;

export const EMPTY_API_KEY: ApiKeyValues = { label: '', trade: false, withdraw: false, ipWhitelist: '', googleCode: '' };

/** Trimmed, comma-separated; a member may type spaces or new lines between addresses. */
export const whitelistOf = (value: string): string =>
  value
    .split(/[\s,]+/)
    .map((ip) => ip.trim())
    .filter(Boolean)
    .join(',');

export const permissionsOf = (v: Pick<ApiKeyValues, 'trade' | 'withdraw'>): ApiKeyPermission[] => [
  'read',
  ...(v.trade ? (['trade'] as const) : []),
  ...(v.withdraw ? (['withdraw'] as const) : []),
];

/** A row as the edit form's starting values. */
export const valuesOf = (row: ApiKeyRow): ApiKeyValues => ({
  label: row.label,
  trade: row.permissions.includes('trade'),
  withdraw: row.permissions.includes('withdraw'),
  ipWhitelist: row.ip_whitelist,
  googleCode: '',
});
